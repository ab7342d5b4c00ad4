import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { codeIn, lastMailTo } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';
import { renderDefaultImage } from '../../platform/images/default-image.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  token = (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@logoya.test', password: 'member1234' },
    })
  ).json().data.access_token;
});
afterAll(() => t.close());

/** The profile form as the browser sends it, signed in as the test member. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const body = multipartBody(fields, file);
  return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } };
}
const update = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
  t.app.inject({ method: 'POST', url: '/api/update-profile', ...multipart(fields, file) });

describe('profile', () => {
  it('updates names and buyer details, converting full-width digits', async () => {
    const res = await update({
      _method: 'put',
      firstName: 'Yuki',
      lastName: 'Mori',
      postal_code: '１５０ ０００１',
      phone: '０３ １２３４ ５６７８',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('update completed');
    expect(res.json().data).toMatchObject({
      first_name: 'Yuki',
      last_name: 'Mori',
      postal_code: '150 0001',
      phone: '03 1234 5678',
    });
    const bad = await update({ _method: 'put', phone: '03-1234' });
    expect(bad.json().errors.phone).toEqual(['Phone number may contain only digits and spaces']);
  });

  it('stores SQL and HTML in names as plain text', async () => {
    const name = `<script>alert(1)</script>'); drop table users; --`;
    const res = await update({ _method: 'put', name });
    expect(res.json().data.name).toBe(name);
    expect((await rows(t.database.db, sql`select 1 from users`)).length).toBeGreaterThan(0);
  });

  it('accepts a real image as the avatar and serves it', async () => {
    const res = await update(
      { _method: 'put' },
      { name: 'me.png', type: 'image/png', data: renderDefaultImage() },
    );
    expect(res.statusCode).toBe(200);
    const picture = res.json().data.picture as string;
    expect(picture).toMatch(/^\/files\/avatars\/\d+\/[0-9a-f]{16}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: picture })).headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const res = await update(
      { _method: 'put' },
      { name: 'evil.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?> not an image') },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.picture).toEqual(['Please select an image file']);
    const ja = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      ...multipart({ _method: 'put' }, { name: 'x.gif', type: 'image/gif', data: Buffer.from('nope') }),
      headers: { ...multipart({}).headers, locale: 'ja' },
    });
    expect(ja.statusCode).toBe(422);
  });

  it('answers 4xx for a wrong _method, a JSON body, no file and 10,000-character strings', async () => {
    expect((await update({ _method: 'delete', name: 'x' })).statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: { name: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(415);
    expect((await update({ _method: 'put' })).statusCode).toBe(200);
    const long = await update({ _method: 'put', name: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(422);
    const hugeBody = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2_000_000) },
    });
    expect(hugeBody.statusCode).toBe(413);
    const unicode = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ユーザー@例え.jp', password: 'secret12' },
    });
    expect(unicode.json().errors.email).toEqual(['Invalid email address']);
  });

  it('changes the e-mail only after the code sent to the new address', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/update-email',
      payload: { email: 'hana.new@example.test', password: 'member1234' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ask.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.email).toBe('member@logoya.test');
    const code = codeIn(lastMailTo(t.dataDir, 'hana.new@example.test'));
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email-change',
      payload: { code },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe('hana.new@example.test');
  });
});

describe('postal codes', () => {
  it('fills a Japanese address from 7 digits and records the IP', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/postal-code/${encodeURIComponent('１５０-０００１')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      postal_code: '1500001',
      prefecture: '東京都',
      city: '渋谷区',
      town: '神宮前',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/postal-code/0000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/postal-code/12' })).statusCode).toBe(422);
    const logged = await rows<{ address_ip: string }>(
      t.database.db,
      sql`select address_ip from address_searches`,
    );
    expect(logged.length).toBe(2);
    expect(logged[0]!.address_ip).toBe('127.0.0.1');
  });
});
