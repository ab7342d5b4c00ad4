import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { lastMailTo, outbox, utf8Text } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let memberToken: string;
let adminToken: string;
let ipCounter = 0;
/** Each call comes from its own address unless one is given, so the per-IP limit stays out of the way. */
const nextIp = () => `10.0.0.${++ipCounter}`;
/** The outbox decodes quoted-printable byte by byte; turn those bytes back into UTF-8 text. */

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().data.access_token;
}

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  memberToken = await login('member@logoya.test', 'member1234');
  adminToken = await login('admin@logoya.test', 'admin1234');
});
afterAll(() => t.close());

const valid = {
  name: 'Yuki Mori',
  email: 'yuki@example.test',
  email_confirm: 'yuki@example.test',
  content: 'Can you add our shop name to logo 12?',
};

function send(payload: unknown, options: { locale?: string; ip?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/contacts validation', () => {
  it('names every missing required field with the spec messages (en)', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Your name is required.'],
      email: ['Email is required'],
      email_confirm: ['Email confirmation is required'],
      content: ['Message is required'],
    });
    expect(res.json().message).toBe('Your name is required.');
  });

  it('names every missing required field in Japanese', async () => {
    const res = await send({ name: '  ', email: '', email_confirm: '', content: '' }, { locale: 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['お名前は必須です。'],
      email: ['メールアドレスは必須です'],
      email_confirm: ['メールアドレス（確認）は必須です'],
      content: ['お問い合わせ内容は必須です'],
    });
  });

  it('refuses an invalid address in both fields (en and ja)', async () => {
    const bad = { ...valid, email: 'not-an-address', email_confirm: 'also bad' };
    const en = await send(bad);
    expect(en.json().errors.email).toEqual(['Invalid email address']);
    expect(en.json().errors.email_confirm[0]).toBe('Invalid email address');
    const ja = await send(bad, { locale: 'ja' });
    expect(ja.json().errors.email).toEqual(['メールアドレスの形式が正しくありません']);
    expect(ja.json().errors.email_confirm[0]).toBe('メールアドレスの形式が正しくありません');
  });

  it('refuses a confirmation that differs, with the spec text in Japanese', async () => {
    const mismatch = { ...valid, email_confirm: 'other@example.test' };
    const ja = await send(mismatch, { locale: 'ja' });
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors).toEqual({
      email_confirm: ['メールアドレスとメールアドレス（確認）が一致していません'],
    });
    const en = await send(mismatch);
    expect(en.json().errors).toEqual({ email_confirm: ['The email confirmation does not match'] });
  });

  it('answers a 100 KB message with 422 and a body over 1 MB with 413', async () => {
    const long = await send({ ...valid, content: 'x'.repeat(100 * 1024) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ content: ['Message may not be longer than 5000 characters'] });
    const huge = await send({ ...valid, content: 'x'.repeat(1100 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('checks the optional fields only for length', async () => {
    const res = await send({ ...valid, tel: '1'.repeat(31), company_name: 'c'.repeat(256) });
    expect(res.json().errors).toEqual({
      company_name: ['Company name may not be longer than 255 characters'],
      tel: ['Phone number may not be longer than 30 characters'],
    });
  });
});

describe('POST /api/contacts', () => {
  it('stores the message, e-mails staff and acknowledges to the sender in their language', async () => {
    const before = outbox(t.dataDir).length;
    const res = await send(
      {
        ...valid,
        name: '<b>森</b> & Co',
        email: 'mori@example.test',
        email_confirm: 'mori@example.test',
        company_name: 'Mori Bakery',
        tel: '03 1234 5678',
        address_1: 'Tokyo',
        content: 'Line one\n<script>alert(1)</script>',
      },
      { locale: 'ja', ip: '10.9.9.1' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('お問い合わせを送信しました。ありがとうございます。');
    const id = res.json().data.id;
    const [row] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select name, email, company_name, tel, address_1, address_2, content, locale, ip, user_id from contacts where id = ${id}`,
    );
    expect(row).toEqual({
      name: '<b>森</b> & Co',
      email: 'mori@example.test',
      company_name: 'Mori Bakery',
      tel: '03 1234 5678',
      address_1: 'Tokyo',
      address_2: null,
      content: 'Line one\n<script>alert(1)</script>',
      locale: 'ja',
      ip: '10.9.9.1',
      user_id: null,
    });

    expect(outbox(t.dataDir).length).toBe(before + 2);
    const staff = utf8Text(lastMailTo(t.dataDir, 'staff@logoya.test'));
    expect(staff).toContain(`#${id}`);
    expect(staff).toContain('Mori Bakery');
    expect(staff).toContain('text/html');
    // User text reaches the HTML part escaped only.
    expect(staff).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff).toContain('&lt;b&gt;森&lt;/b&gt; &amp; Co');
    expect(staff).not.toContain('<script>alert(1)</script></td>');
    const ack = utf8Text(lastMailTo(t.dataDir, 'mori@example.test'));
    expect(ack).toContain(`お問い合わせ（受付番号 #${id}）を受け付けました。`);
    // The acknowledgement quotes nothing the sender typed.
    expect(ack).not.toContain('script');
    expect(ack).not.toContain('Mori Bakery');
  });

  it('links the message to a signed-in member and answers in vi', async () => {
    const res = await send(valid, { token: memberToken, locale: 'vi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Cảm ơn bạn. Tin nhắn của bạn đã được gửi.');
    const [row] = await rows<{ user_id: number | null; locale: string }>(
      t.database.db,
      sql`select user_id, locale from contacts where id = ${res.json().data.id}`,
    );
    expect(row?.user_id).toBeGreaterThan(0);
    expect(row?.locale).toBe('vi');
  });

  it('allows 5 messages per address in 10 minutes, then answers 429', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 5; i++) expect((await send(valid, { ip })).statusCode).toBe(201);
    const en = await send(valid, { ip });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toBe('You have sent several messages in a short time. Please try again later.');
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    const ja = await send(valid, { ip, locale: 'ja' });
    expect(ja.json().message).toBe(
      '短時間に多くのお問い合わせが送信されました。しばらくしてからもう一度お試しください。',
    );
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from contacts where ip = ${ip}`,
    );
    expect(count?.n).toBe(5);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('lets parallel posts from one address pass the limit no further', async () => {
    const ip = '10.8.8.8';
    const results = await Promise.all(Array.from({ length: 8 }, () => send(valid, { ip })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});

describe('GET /api/contacts', () => {
  const list = (query: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contacts${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('is for admins only', async () => {
    expect((await list('')).statusCode).toBe(401);
    const member = await list('', memberToken);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('You do not have permission to do this.');
  });

  it('lists messages newest first with page meta, search and page sizes', async () => {
    const res = await list('', adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(body.meta.total).toBeGreaterThanOrEqual(body.data.length);
    const ids = body.data.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const found = await list('?search_text=Mori%20Bakery', adminToken);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ name: '<b>森</b> & Co', ip: '10.9.9.1', locale: 'ja' });

    // 13 messages were stored by the tests above.
    expect(body.meta.total).toBe(13);
    const page2 = await list('?page=2', adminToken);
    expect(page2.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 13 });
    expect(page2.json().data).toHaveLength(3);
    const wide = await list('?per_page=15', adminToken);
    expect(wide.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 13 });

    const wrongSize = await list('?per_page=7', adminToken);
    expect(wrongSize.statusCode).toBe(422);
    expect(wrongSize.json().errors.per_page).toEqual(['The per page must be one of 10, 15, 25, 50, 100.']);
    // Past the last page: no rows and the real last page, so the list can step back (ADR 0029).
    const past = await list('?page=99', adminToken);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { current_page: 99, last_page: 2, total: 13 } });
  });
});

describe('OpenAPI', () => {
  it('documents tags, summaries, error answers and bearer security of the new calls', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const calls = [
      [paths['/api/contacts'].post, 'contacts', ['201', '413', '422', '429'], false],
      [paths['/api/contacts'].get, 'contacts', ['200', '401', '403', '422'], true],
      [paths['/api/logo-request'].post, 'requests', ['201', '401', '422', '429'], true],
      [paths['/api/my-logo-request'].get, 'requests', ['200', '401'], true],
    ] as const;
    for (const [op, tag, codes, secured] of calls) {
      expect(op.tags).toEqual([tag]);
      expect(op.summary).toBeTruthy();
      for (const code of codes) expect(Object.keys(op.responses)).toContain(code);
      expect(op.security).toEqual(secured ? [{ bearerAuth: [] }] : undefined);
    }
    expect(paths['/sitemap.xml']).toBeUndefined();
  });
});
