import fs from 'node:fs';
import path from 'node:path';
import { type Cart, type Order, orderPictureUrl } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { mailText, textPart } from '../../../test/fixtures/mails.ts';
import { buyingCalls, CARDS } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 20, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
});
afterAll(() => t.close());

const buying = buyingCalls(() => t);

const isAbout = (text: string, number: string, to: string) =>
  text.includes(number) && new RegExp(`^To: .*${to}`, 'mi').test(text);

/** The plain-text mails that mention the order number, to `to`. */
async function mailsAbout(number: string, to: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'mail');
  return fs
    .readdirSync(dir)
    .map((file) => textPart(mailText(fs.readFileSync(path.join(dir, file), 'utf8'))))
    .filter((text) => isAbout(text, number, to));
}

/** Buys one logo with these names and the manual option by card; answers the order number. */
async function buy(member: Member, lang: 'en' | 'ja' | 'vi', main: string, sub: string): Promise<string> {
  const [logo] = await takeLogos(t, 1);
  const add = await buying.inject(
    member,
    'POST',
    '/api/cart',
    { logo_id: logo, sub_name: sub, main_name: main, logo_manual: true, logo_motion: false },
    lang,
  );
  expect(add.statusCode).toBe(201);
  const cart = add.json<{ data: Cart }>().data;
  const items = cart.items.filter((i) => i.logo_id === logo).map((i) => i.id);
  const intent = await buying.intent(member, items, lang);
  expect(intent.statusCode).toBe(200);
  const { payment_intent, client_secret } = intent.json().data;
  await buying.confirm(payment_intent, client_secret, CARDS.ok);
  const res = await buying.order(member, payment_intent, {}, lang);
  expect(res.statusCode).toBe(201);
  return res.json().data.order.order_number;
}

const emailOf = async (m: Member) =>
  (await rows<{ email: string }>(t.database.db, sql`select email from users where id = ${m.id}`))[0]!.email;

describe('order mails name the buyer’s names as names (issue 24, defect 7)', () => {
  const cases = [
    {
      lang: 'en' as const,
      main: 'Bakery',
      sub: 'Sakura',
      names: 'Main name: Bakery / Sub name: Sakura',
      manual: '+ Logo manual (PDF)',
    },
    {
      lang: 'ja' as const,
      main: 'ひかり',
      sub: '株式会社',
      names: 'メインネーム：ひかり / サブネーム：株式会社',
      manual: '+ ロゴマニュアル（PDF）',
    },
    {
      lang: 'vi' as const,
      main: 'Tiệm bánh',
      sub: 'Hoa Sen',
      names: 'Tên chính: Tiệm bánh / Tên phụ: Hoa Sen',
      manual: '+ Cẩm nang logo (PDF)',
    },
  ];

  it.each(cases)(
    'labels the main and sub names and lists the options in the buyer’s mail ($lang)',
    async (c) => {
      const member = await newMember(t);
      const number = await buy(member, c.lang, c.main, c.sub);
      const [mail, ...more] = await mailsAbout(number, await emailOf(member));
      expect(more).toEqual([]);
      expect(mail).toContain(c.names);
      expect(mail).toContain(c.manual);
      // The names no longer stand bare in brackets after the logo's name.
      expect(mail).not.toContain(`(${c.main} / ${c.sub})`);
    },
  );

  it('labels them in Japanese in the staff mail, whatever the order’s language', async () => {
    const member = await newMember(t);
    const number = await buy(member, 'vi', 'Tiệm bánh', 'Hoa Sen');
    const [mail] = await mailsAbout(number, 'staff@logoya.test');
    expect(mail).toContain('メインネーム：Tiệm bánh / サブネーム：Hoa Sen');
    expect(mail).toContain('+ ロゴマニュアル（PDF）');
  });
});

/** The raw mail files about an order number to `to`, with their MIME parts (headers, body). */
async function rawMailsAbout(number: string, to: string) {
  const dir = path.join(t.dataDir, 'mail');
  return (
    fs
      .readdirSync(dir)
      .map((file) => fs.readFileSync(path.join(dir, file), 'latin1').replace(/\r\n/g, '\n'))
      // By its order number (not an invoice number that happens to be the same digits).
      .filter((raw) => isAbout(textPart(mailText(raw)), `注文番号: ${number}\n`, to))
      .map((raw) => ({
        html: mailText(raw),
        parts: raw.split(/\n--[^\n]+\n/).map((part) => {
          const cut = part.indexOf('\n\n');
          return { headers: part.slice(0, cut), body: part.slice(cut + 2) };
        }),
      }))
  );
}

describe('order mails show the order’s named picture (issue 25, ADR 0102)', () => {
  it('attaches the pinned picture inline (CID PNG) and shows it in the HTML, to the buyer and staff', async () => {
    const member = await newMember(t);
    const number = await buy(member, 'ja', 'ひかり', '株式会社');
    const order = (await buying.inject(member, 'GET', `/api/order/${Number(number)}`, undefined, 'ja')).json()
      .data as Order;
    const [line] = order.order_logos;
    expect(line!.lettering_version).not.toBeNull();
    const png = await buying.inject(member, 'GET', orderPictureUrl(order.id, line!.logo_id, 'png', 480));
    expect(png.statusCode).toBe(200);
    const cid = `logo-${line!.logo_id}-picture@logoya`;
    for (const to of [await emailOf(member), 'staff@logoya.test']) {
      const [mail, ...more] = await rawMailsAbout(number, to);
      expect(more).toEqual([]);
      expect(mail!.html).toContain(`<img src="cid:${cid}"`);
      expect(mail!.html).toContain('ひかり 株式会社');
      const part = mail!.parts.find((p) => p.headers.includes(`Content-ID: <${cid}>`));
      expect(part, 'inline picture part').toBeDefined();
      expect(part!.headers).toMatch(/Content-Type: image\/png/);
      expect(part!.headers).toMatch(/Content-Disposition: inline/);
      const bytes = Buffer.from(part!.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
      // The very picture the order picture call draws, so the mail needs no login and no network.
      expect(bytes.equals(png.rawPayload)).toBe(true);
    }
  });
});
