import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { lastMailTo, utf8Text } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let memberToken: string;
let designerToken: string;
type Option = { id: number; name_ja: string; name_en: string; name_vi: string };
let industry: Option;
let taste: Option;

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().data.access_token;
}

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  memberToken = await login('member@logoya.test', 'member1234');
  designerToken = await login('designer@logoya.test', 'designer1234');
  const first = async (table: 'industries' | 'tastes') =>
    (
      await rows<Option>(
        t.database.db,
        sql`select id, name_ja, name_en, name_vi from ${sql.identifier(table)} order by id limit 1`,
      )
    )[0]!;
  industry = await first('industries');
  taste = await first('tastes');
});
afterAll(() => t.close());

function post(payload: unknown, options: { token?: string; locale?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/logo-request',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}
const mine = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/my-logo-request',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/logo-request', () => {
  it('needs a signed-in member', async () => {
    const res = await post({ logo_text: 'Hana' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
    expect((await mine()).statusCode).toBe(401);
  });

  it('requires the logo text and limits the lengths (en and ja)', async () => {
    const empty = await post({}, { token: memberToken });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ logo_text: ['Text on the logo is required'] });
    const long = await post(
      { logo_text: 'x'.repeat(101), notes: 'n'.repeat(2001) },
      { token: memberToken, locale: 'ja' },
    );
    expect(long.json().errors).toEqual({
      logo_text: ['ロゴに入れる文字は100文字以内で入力してください'],
      notes: ['ご要望は2000文字以内で入力してください'],
    });
  });

  it('refuses an industry or taste that does not exist', async () => {
    const res = await post(
      { logo_text: 'Hana', industry_id: 999_999, taste_id: 888_888 },
      { token: memberToken },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      industry_id: ['The selected Industry does not exist.'],
      taste_id: ['The selected Type does not exist.'],
    });
    const ja = await post({ logo_text: 'Hana', taste_id: 888_888 }, { token: memberToken, locale: 'ja' });
    expect(ja.json().errors).toEqual({ taste_id: ['選択されたテイストは存在しません。'] });
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from logo_requests`,
    );
    expect(count?.n).toBe(0);
  });

  it('stores the request, e-mails staff and answers it with the option names', async () => {
    const res = await post(
      {
        logo_text: 'Hana <Bakery>',
        notes: 'Round, warm colours.\nNo red.',
        industry_id: industry.id,
        taste_id: taste.id,
      },
      { token: memberToken, locale: 'ja' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('ロゴのご依頼を送信しました。ありがとうございます。');
    expect(body.data).toMatchObject({
      logo_text: 'Hana <Bakery>',
      notes: 'Round, warm colours.\nNo red.',
      status: 1,
      industry,
      taste,
    });
    const [row] = await rows<{ locale: string; user_id: number }>(
      t.database.db,
      sql`select locale, user_id from logo_requests where id = ${body.data.id}`,
    );
    expect(row?.locale).toBe('ja');
    const mail = utf8Text(lastMailTo(t.dataDir, 'staff@logoya.test'));
    expect(mail).toContain(`受付番号: #${body.data.id}`);
    expect(mail).toContain('無料ロゴのリクエストが届きました');
    expect(mail).toContain(industry.name_ja);
    expect(mail).toContain('member@logoya.test');
    expect(mail).toContain('Hana &lt;Bakery&gt;');
  });

  it('accepts a request without options from any signed-in account', async () => {
    const res = await post({ logo_text: 'Studio Mika' }, { token: designerToken });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thank you. Your logo request has been sent.',
      data: { industry: null, taste: null, notes: null, logo_text: 'Studio Mika' },
    });
  });

  it('lists only the member’s own requests, newest first', async () => {
    await post({ logo_text: 'Second' }, { token: memberToken });
    const res = await mine(memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { logo_text: string }) => r.logo_text)).toEqual([
      'Second',
      'Hana <Bakery>',
    ]);
    expect(res.json().data[1].industry).toEqual(industry);
  });

  it('allows 10 requests a day per member, then answers 429', async () => {
    // The member sent 2 above; 8 more fill the day, sent together to prove the lock.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post({ logo_text: `Burst ${i}` }, { token: memberToken })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(8);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(
      'You have sent several requests today. Please try again tomorrow.',
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const ja = await post({ logo_text: 'More' }, { token: memberToken, locale: 'ja' });
    expect(ja.json().message).toBe('本日のご依頼数が上限に達しました。明日もう一度お試しください。');
    expect((await mine(memberToken)).json().data).toHaveLength(10);
    // Another member's day is not affected.
    expect((await post({ logo_text: 'Again' }, { token: designerToken })).statusCode).toBe(201);
  });
});
