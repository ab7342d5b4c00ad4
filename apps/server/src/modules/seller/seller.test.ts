import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ logos: 0, env });
  apps.push(t);
  return t.app;
}

describe('GET /api/seller', () => {
  it('answers the demo shop, saying it is one, when nothing is configured', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/seller' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      data: {
        name: 'Logoya (demo shop)',
        representative: 'Demo shop: no real person is responsible',
        address: 'Demo shop: not a real business address',
        phone: '00-0000-0000',
        email: 'support@logoya.test',
        hotline_vn: '028 0000 0000',
        demo: true,
      },
    });
  });

  it('answers the SELLER_* settings, and demo false once every one is set', async () => {
    const seller = {
      SELLER_NAME: '株式会社サンプル',
      SELLER_REPRESENTATIVE: '山田 花子',
      SELLER_ADDRESS: '〒150-0002 東京都渋谷区渋谷1-2-3',
      SELLER_PHONE: '03-1234-5678',
      SELLER_EMAIL: 'help@sample.example',
    };
    const partly = await (await app(seller)).inject({ method: 'GET', url: '/api/seller' });
    expect(partly.json().data).toMatchObject({
      name: '株式会社サンプル',
      hotline_vn: '028 0000 0000',
      demo: true,
    });

    const all = await (await app({ ...seller, SELLER_HOTLINE_VN: '+84 28 3822 1234' })).inject({
      method: 'GET',
      url: '/api/seller',
    });
    expect(all.json()).toEqual({
      data: {
        name: '株式会社サンプル',
        representative: '山田 花子',
        address: '〒150-0002 東京都渋谷区渋谷1-2-3',
        phone: '03-1234-5678',
        email: 'help@sample.example',
        hotline_vn: '+84 28 3822 1234',
        demo: false,
      },
    });
  });

  it('is described in the OpenAPI document', async () => {
    const a = await app();
    const doc = (await a.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/seller'].get;
    expect(get.tags).toEqual(['shop']);
    expect(JSON.stringify(get.responses['200'])).toContain('#/components/schemas/SellerDetails');
    const fields = doc.components.schemas.SellerDetails.properties;
    expect(Object.keys(fields).sort()).toEqual(
      ['address', 'demo', 'email', 'hotline_vn', 'name', 'phone', 'representative'].sort(),
    );
    expect(fields.hotline_vn.description).toContain('SELLER_HOTLINE_VN');
  });
});
