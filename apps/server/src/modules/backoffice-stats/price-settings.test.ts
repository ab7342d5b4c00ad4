import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';

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
        { settings: [{ key: 'logo_price', lang: 'en', value: -500 }] },
        'settings.0.value',
        'An amount cannot be negative. Enter 0 or more.',
      ],
      [
        { settings: [{ key: 'logo_manual_price', lang: 'vi', value: -1 }] },
        'settings.0.value',
        'An amount cannot be negative. Enter 0 or more.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'en', value: 19.8 }] },
        'settings.0.value',
        'Enter the amount in steps of $0.01.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: 13200.5 }] },
        'settings.0.value',
        'Enter the amount in steps of ¥1.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: '13200' }] },
        'settings.0.value',
        'The value must be a number: money in the currency’s smallest unit (US cents, yen, dong), tax in percent.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'en', value: 99 }] },
        'settings.0.value',
        'The logo price must be at least $1.00.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'vi', value: 0 }] },
        'settings.0.value',
        'The logo price must be at least 25.000 ₫.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'ja', value: 1_000_001 }] },
        'settings.0.value',
        'The amount may not be more than ¥1,000,000.',
      ],
      [
        { settings: [{ key: 'cancellation_fee', lang: 'en', value: 1_000_001 }] },
        'settings.0.value',
        'The amount may not be more than $10,000.00.',
      ],
      [
        { settings: [{ key: 'logo_price', lang: 'vi', value: 250_000_001 }] },
        'settings.0.value',
        'The amount may not be more than 250.000.000 ₫.',
      ],
      [
        { settings: [{ key: 'tax', lang: 'ja', value: 31 }] },
        'settings.0.value',
        'The tax must be a whole percent from 0 to 30.',
      ],
      [
        { settings: [{ key: 'tax', lang: 'ja', value: -10 }] },
        'settings.0.value',
        'The tax must be a whole percent from 0 to 30.',
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
    expect(ja.json().message).toBe('税率は0から30までの整数（%）で入力してください。');
  });

  it('refuses a negative price in the caller’s language and never stores its absolute value (issue 24)', async () => {
    const before = await storedPrices();
    const said: Record<string, string> = {
      en: 'An amount cannot be negative. Enter 0 or more.',
      ja: '金額にマイナスは指定できません。0以上で入力してください。',
      vi: 'Số tiền không được âm. Vui lòng nhập từ 0 trở lên.',
    };
    for (const locale of ['en', 'ja', 'vi']) {
      const res = await put(admin, { settings: [{ key: 'logo_price', lang: 'en', value: -500 }] }, locale);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: said[locale], errors: { 'settings.0.value': [said[locale]] } });
    }
    const cheap = await put(admin, { settings: [{ key: 'logo_price', lang: 'ja', value: 5 }] }, 'ja');
    expect(cheap.json().errors['settings.0.value']).toEqual(['ロゴ価格は¥100以上で入力してください。']);
    const vi = await put(admin, { settings: [{ key: 'logo_price', lang: 'ja', value: 5 }] }, 'vi');
    expect(vi.json().errors['settings.0.value']).toEqual(['Giá logo phải từ ¥100 trở lên.']);
    expect(await storedPrices()).toEqual(before);
    expect(await publicValue('logo_price', 'en')).toBe(19800);
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
