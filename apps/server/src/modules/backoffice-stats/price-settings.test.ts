import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import { type Member, newMember, takeLogos } from '../favorites/favorites.fixtures.ts';
import { buyingCalls, makeStaff } from '../orders/orders.fixtures.ts';

let t: TestApp;
let admin: Member;
const buying = buyingCalls(() => t);

beforeAll(async () => {
  // A real visitors' cache: a price change must clear it, not wait for it to run out.
  t = await createTestApp({ logos: 8, env: { CATALOG_CACHE_TTL_MS: '60000', ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t.close());

const put = (who: Member | null, payload: unknown, locale = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/price-setting',
    headers: { ...(who?.headers ?? {}), locale },
    payload: payload as object,
  });
const storedPrices = () =>
  rows<{ key: string; lang: string; value: string }>(
    t.database.db,
    sql`select key, lang, value::text from price_settings order by key, lang`,
  );
const publicValue = async (key: string, lang: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/price-setting' }))
    .json()
    .data.find((r: { key: string; lang: string }) => r.key === key && r.lang === lang)?.value;

describe('PUT /api/price-setting', () => {
  it('is for admins only', async () => {
    const body = { settings: [{ key: 'tax', lang: 'ja', value: 8 }] };
    const before = await storedPrices();
    expect((await put(null, body)).statusCode).toBe(401);
    expect((await put(await newMember(t), body)).statusCode).toBe(403);
    expect((await put(await makeStaff(t, await newMember(t), 'designer'), body)).statusCode).toBe(403);
    expect(await storedPrices()).toEqual(before);
  });

  it('refuses bad values with 422 and changes nothing', async () => {
    const before = await storedPrices();
    const cases: [unknown, string, string][] = [
      [{}, 'settings', 'Send at least one setting.'],
      [{ settings: [] }, 'settings', 'Send at least one setting.'],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: -1 }] },
        'settings.0.value',
        'The value must be a whole number of at least 0 (money in the currency’s smallest unit).',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'en', value: 19.8 }] },
        'settings.0.value',
        'The value must be a whole number of at least 0 (money in the currency’s smallest unit).',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: '13200' }] },
        'settings.0.value',
        'The value must be a whole number of at least 0 (money in the currency’s smallest unit).',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: 1_000_001 }] },
        'settings.0.value',
        'The value may not be more than 1000000.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'vi', value: 250_000_001 }] },
        'settings.0.value',
        'The value may not be more than 250000000.',
      ],
      [
        { settings: [{ key: 'tax', lang: 'ja', value: 101 }] },
        'settings.0.value',
        'The tax must be a whole number from 0 to 100 (percent).',
      ],
      [
        { settings: [{ key: 'shipping', lang: 'ja', value: 1 }] },
        'settings.0.key',
        'The key must be logo_price, logo_manual_price, logo_motion_price, tax or cancellation_fee.',
      ],
      [
        { settings: [{ key: 'tax', lang: 'fr', value: 1 }] },
        'settings.0.lang',
        'The lang must be en, ja or vi.',
      ],
      [
        {
          settings: [
            { key: 'tax', lang: 'ja', value: 8 },
            { key: 'tax', lang: 'ja', value: 10 },
          ],
        },
        'settings.1.key',
        'Each key and language may appear only once.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    // A valid setting beside a bad one is not written either.
    await put(admin, {
      settings: [
        { key: 'tax', lang: 'ja', value: 8 },
        { key: 'tax', lang: 'vi', value: 101 },
      ],
    });
    expect(await storedPrices()).toEqual(before);
    const ja = await put(admin, { settings: [{ key: 'tax', lang: 'ja', value: 101 }] }, 'ja');
    expect(ja.json().message).toBe('税率は0から100までの整数（%）で入力してください。');
  });

  it('shows new prices at once in the shop, the cart and the checkout, and leaves existing orders alone', async () => {
    const [sold, carted] = (await takeLogos(t, 2)) as [number, number];
    const buyer = await newMember(t);
    const bought = (await buying.buy(buyer, [sold], undefined, 'ja')).res.json().data.order;
    const orderRow = async () =>
      rows(
        t.database.db,
        sql`select o.total_amount::text, o.tax::text, o.tax_percent, o.currency, ol.price::text, ol.logo_manual_price::text
            from orders o join order_logos ol on ol.order_id = o.id where o.id = ${bought.id}`,
      );
    const orderBefore = await orderRow();
    const items = await buying.fillCart(buyer, [carted], 'ja');
    const card = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/logo/${carted}`, headers: { locale: 'ja' } })).json()
        .data.price;
    // Warm the visitors' cache with the old values.
    expect(await publicValue('logo_price', 'ja')).toBe(13200);
    expect(await card()).toEqual({ amount: 13200, currency: 'JPY' });
    expect(await buying.summary(buyer, items, 'ja')).toMatchObject({ total: 13200 + 5500, tax_percent: 10 });

    const res = await put(
      admin,
      {
        settings: [
          { key: 'logo_price', lang: 'ja', value: 15000 },
          { key: 'logo_manual_price', lang: 'ja', value: 6000 },
          { key: 'tax', lang: 'ja', value: 8 },
          { key: 'cancellation_fee', lang: 'vi', value: 0 },
        ],
      },
      'ja',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('更新しました。');
    expect(res.json().data).toContainEqual({ key: 'logo_price', lang: 'ja', value: 15000 });
    expect(res.json().data).toContainEqual({ key: 'logo_price', lang: 'en', value: 19800 });

    expect(await publicValue('logo_price', 'ja')).toBe(15000);
    expect(await card()).toEqual({ amount: 15000, currency: 'JPY' });
    expect(await buying.summary(buyer, items, 'ja')).toMatchObject({
      total: 21000,
      tax_percent: 8,
      tax: Math.round((21000 * 8) / 108),
      currency: 'JPY',
    });
    expect(await orderRow()).toEqual(orderBefore);
    const history = (await buying.inject(buyer, 'GET', `/api/order/${bought.id}`, undefined, 'ja')).json()
      .data;
    expect(history).toMatchObject({ total_amount: bought.total_amount, tax: bought.tax });
    await put(admin, {
      settings: [
        { key: 'logo_price', lang: 'ja', value: 13200 },
        { key: 'logo_manual_price', lang: 'ja', value: 5500 },
        { key: 'tax', lang: 'ja', value: 10 },
      ],
    });
  });
});
