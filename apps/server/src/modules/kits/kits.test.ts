import { createHash } from 'node:crypto';
import type { Order, OrderKit } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { kitDownload } from '../../../test/fixtures/kit-download.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';
import { queueEarlierKits } from '../orders/index.ts';
import { kitFilesOf } from './index.ts';

/**
 * The instant brand kit (issue 26, ADR 0106): a payment by card or a confirmed transfer queues a
 * kit per logo in its transaction; the builder makes it off the event loop; the buyer alone gets
 * its signed link, and the zip served holds exactly the files listed, with their hashes.
 */
let t: TestApp;
let admin: Member;
let designer: Member;
const buying = buyingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({
    logos: 12,
    env: { ORDER_SWEEP_INTERVAL_MS: '0', KIT_BUILD_WORKERS: '1', KIT_POLL_INTERVAL_MS: '0' },
  });
  admin = await makeStaff(t, await newMember(t), 'admin');
  designer = await makeStaff(t, await newMember(t), 'designer');
}, 180_000);
afterAll(() => t.close());

const kitsOf = async (who: Member, orderId: number) => {
  const res = await buying.inject(who, 'GET', `/api/order/${orderId}/kits`);
  return { status: res.statusCode, kits: res.json<{ data: OrderKit[] }>().data, body: res.body };
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const withoutLayout = (logo: number) =>
  t.database.db.execute(sql`delete from logo_lettering where logo_id = ${logo}`);
const hasLayout = async (logo: number) =>
  (await rows(t.database.db, sql`select 1 from logo_lettering where logo_id = ${logo}`)).length > 0;

async function cardOrder(lang = 'en', before?: (logo: number) => Promise<unknown>) {
  const buyer = await newMember(t);
  const [logo] = await takeLogos(t, 1);
  await before?.(logo!);
  const { res } = await buying.buy(buyer, [logo!], undefined, lang);
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, logo: logo!, order: res.json<{ data: { order: Order } }>().data.order };
}

const download = (who: Member, orderId: number, logo: number) => kitDownload(t, buying, who, orderId, logo);

describe('kits for lines paid before kits existed', () => {
  const paidWithoutKit = () =>
    rows<{ id: number }>(
      t.database.db,
      sql`select ol.id from order_logos ol join orders o on o.id = ol.order_id
          where o.status = 2 and not exists (select 1 from kits k where k.order_logo_id = ol.id)`,
    );

  it('are queued by the walk the server runs at start, once each', async () => {
    const { order } = await cardOrder();
    await t.app.kits.idle();
    expect(await paidWithoutKit()).toEqual([]);
    // As a line paid before this change: no kit.
    const [gone] = await rows<{ order_logo_id: number }>(
      t.database.db,
      sql`delete from kits where order_logo_id in (select id from order_logos where order_id = ${order.id})
          returning order_logo_id`,
    );
    expect(await paidWithoutKit()).toEqual([{ id: gone!.order_logo_id }]);
    expect(await queueEarlierKits(t.app.ordersDeps)).toBe(1);
    expect(await queueEarlierKits(t.app.ordersDeps)).toBe(0);
    expect(await paidWithoutKit()).toEqual([]);
    await t.app.kits.idle();
    const [kit] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from kits where order_logo_id = ${gone!.order_logo_id}`,
    );
    expect(kit?.status).toBe('ready');
  }, 120_000);
});

describe('a brand kit after a card payment', () => {
  let buyer: Member;
  let logo: number;
  let order: Order;
  let ms: number;

  beforeAll(async () => {
    const started = Date.now();
    ({ buyer, logo, order } = await cardOrder('ja'));
    await t.app.kits.idle();
    ms = Date.now() - started;
  }, 180_000);

  it('is queued in the payment and ready soon after, listing its files with sizes and SHA-256', async () => {
    expect(await hasLayout(logo)).toBe(true);
    const { status, kits } = await kitsOf(buyer, order.id);
    expect(status).toBe(200);
    expect(kits).toHaveLength(1);
    const [kit] = kits;
    expect(kit).toMatchObject({
      logo_id: logo,
      status: 'ready',
      progress: 100,
      has_layout: true,
      retrying: false,
    });
    // 10 s is the target on an idle machine (docs/delivery.md has the figures); the test machine
    // is shared, so only a build that hangs fails here.
    expect(ms).toBeLessThan(45_000);
    const names = kit!.files.map((f) => f.name);
    for (const name of [
      'svg/logo-full-colour.svg',
      'svg/logo-black.svg',
      'svg/logo-white.svg',
      'png/logo-full-colour-2048.png',
      'jpg/logo-full-colour-512.jpg',
      'pdf/logo-full-colour.pdf',
      'brand-guide.pdf',
      'favicon/favicon.ico',
      'favicon/site.webmanifest',
      'social/share-1200x630.png',
    ])
      expect(names).toContain(name);
  });

  it('is downloaded by its buyer through a signed link: the zip holds exactly the listed files', async () => {
    const got = await download(buyer, order.id, logo);
    expect(got.status).toBe(200);
    expect(got.file_name).toMatch(/^logoya-\d+-brand-kit\.zip$/);
    expect(got.disposition).toContain(got.file_name);
    const entries = unzipSync(new Uint8Array(got.zip as Buffer));
    const { kits } = await kitsOf(buyer, order.id);
    expect(Object.keys(entries)).toEqual(kits[0]!.files.map((f) => f.name));
    for (const f of kits[0]!.files) expect(sha(entries[f.name]!)).toBe(f.sha256);
  });

  it('lists the same files and hashes from the module’s face (for the certificate)', async () => {
    const [line] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from order_logos where order_id = ${order.id}`,
    );
    const files = await kitFilesOf(t.database.db, Number(line!.id));
    const { kits } = await kitsOf(buyer, order.id);
    expect(files).toEqual(kits[0]!.files);
  });

  it('is on the line’s current certificate: the zip’s SHA-256 as its download serves it (ADR 0108)', async () => {
    await t.app.ordersDeps.background.idle();
    const current = await rows<{ number: string }>(
      t.database.db,
      sql`select number from certificates where order_id = ${order.id} and superseded_at is null`,
    );
    expect(current).toHaveLength(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/verify/${current[0]!.number}` });
    expect(res.statusCode).toBe(200);
    const files = res.json<{ data: { files: { name: string; bytes: number; sha256: string }[] } }>().data
      .files;
    const got = await download(buyer, order.id, logo);
    const zip = got.zip as Buffer;
    expect(files.find((f) => f.name === got.file_name)).toEqual({
      name: got.file_name,
      bytes: zip.byteLength,
      sha256: sha(zip),
    });
  });

  it('is the buyer’s alone: a designer, another member and an admin get no link (404); admins see its state', async () => {
    const other = await newMember(t);
    for (const who of [designer, other, admin])
      expect((await download(who, order.id, logo)).status).toBe(404);
    for (const who of [designer, other]) expect((await kitsOf(who, order.id)).status).toBe(404);
    expect((await kitsOf(admin, order.id)).kits[0]?.status).toBe('ready');
    // The link itself is signed for the buyer: another member holding it gets 410.
    const link = await buying.inject(buyer, 'GET', `/api/order/${order.id}/kit/${logo}/download`);
    const res = await t.app.inject({ method: 'GET', url: link.json().data.url, headers: other.headers });
    expect(res.statusCode).toBe(410);
    // A logo not in the order: 404.
    expect((await download(buyer, order.id, logo + 1000)).status).toBe(404);
  });
});

describe('a brand kit after a bank transfer is confirmed (VietQR)', () => {
  it('has none while unpaid; staff’s confirmation queues it and it gets ready', async () => {
    const buyer = await newMember(t);
    const [logo] = await takeLogos(t, 1);
    const items = await buying.fillCart(buyer, [logo!], 'vi');
    const s = await buying.summary(buyer, items, 'vi');
    const res = await buying.inject(
      buyer,
      'POST',
      '/api/order-qa',
      { products: items, amount: s.total, status: 2, lang: 'vi', payment_method_id: 2 },
      'vi',
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect((await kitsOf(buyer, order.id)).kits).toEqual([]);
    expect((await download(buyer, order.id, logo!)).status).toBe(409);
    const confirm = await buying.inject(admin, 'PUT', `/api/order/update-status/${order.id}`, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    await t.app.kits.idle();
    const { kits } = await kitsOf(buyer, order.id);
    expect(kits[0]).toMatchObject({ status: 'ready', has_layout: true });
    expect((await download(buyer, order.id, logo!)).status).toBe(200);
  }, 180_000);
});

describe('a logo without a lettering layout', () => {
  it('gets a kit of its images only, and says so', async () => {
    const { buyer, logo, order } = await cardOrder('en', withoutLayout);
    expect(await hasLayout(logo)).toBe(false);
    await t.app.kits.idle();
    const [kit] = (await kitsOf(buyer, order.id)).kits;
    expect(kit).toMatchObject({ status: 'ready', has_layout: false });
    const names = kit!.files.map((f) => f.name);
    expect(names).toContain('png/logo-1024.png');
    expect(names).toContain('favicon/favicon.ico');
    expect(names.some((n) => n.startsWith('svg/'))).toBe(false);
  }, 180_000);
});

describe('the builder’s thread (ADR 0121)', () => {
  it('is kept after a kit for the next one: kits in a row start one thread between them', async () => {
    await t.app.kits.idle();
    const before = t.app.kits.threadsStarted();
    const first = await cardOrder('en');
    await t.app.kits.idle();
    const second = await cardOrder('vi');
    await t.app.kits.idle();
    for (const { buyer, order } of [first, second])
      expect((await kitsOf(buyer, order.id)).kits[0]).toMatchObject({ status: 'ready' });
    expect(t.app.kits.threadsStarted() - before).toBeLessThanOrEqual(1);
  }, 180_000);
});

describe('a kit that cannot be built, or was left building', () => {
  it('fails, is retried by itself up to 3 times, and staff can build it again', async () => {
    const { buyer, logo, order } = await cardOrder('en');
    await t.app.kits.idle();
    const [line] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from order_logos where order_id = ${order.id}`,
    );
    // Its image gone and its layout version pointed elsewhere: nothing to draw from.
    await t.database.db.execute(sql`update kits set status = 'pending', attempts = 0,
      source = jsonb_set(source, '{lettering_version}', '999') where order_logo_id = ${line!.id}`);
    t.app.kits.wake();
    await t.app.kits.idle();
    let [kit] = (await kitsOf(buyer, order.id)).kits;
    expect(kit).toMatchObject({ status: 'failed', retrying: true, files: [] });
    expect((await download(buyer, order.id, logo)).status).toBe(409);
    // Automatic retries (made due now) until the attempts run out.
    for (let i = 0; i < 3; i++) {
      await t.database.db.execute(
        sql`update kits set updated_at = now() - interval '1 hour' where order_logo_id = ${line!.id}`,
      );
      await t.app.kits.poll();
      await t.app.kits.idle();
    }
    const [{ attempts }] = (await rows<{ attempts: number }>(
      t.database.db,
      sql`select attempts from kits where order_logo_id = ${line!.id}`,
    )) as [{ attempts: number }];
    expect(attempts).toBe(3);
    [kit] = (await kitsOf(buyer, order.id)).kits;
    expect(kit).toMatchObject({ status: 'failed', retrying: false });
    // Staff fix the cause and build it again; a designer may not.
    await t.database.db.execute(sql`update kits set source = jsonb_set(source, '{lettering_version}',
      (select to_jsonb(max(version)) from logo_lettering where logo_id = ${logo})) where order_logo_id = ${line!.id}`);
    const url = `/api/order/${order.id}/kit/${logo}/retry`;
    expect((await buying.inject(designer, 'POST', url, {})).statusCode).toBe(403);
    const again = await buying.inject(admin, 'POST', url, {});
    expect(again.statusCode, again.body).toBe(200);
    await t.app.kits.idle();
    expect((await kitsOf(buyer, order.id)).kits[0]?.status).toBe('ready');
    expect((await buying.inject(admin, 'POST', url, {})).statusCode).toBe(409);
  }, 180_000);

  it('is built again after a restart: a kit left building is taken up once it is stale', async () => {
    const { buyer, order } = await cardOrder('en');
    await t.app.kits.idle();
    await t.database.db.execute(sql`update kits set status = 'building', progress = 40, files = '[]'::jsonb,
      updated_at = now() - interval '10 minutes' where order_logo_id in (select id from order_logos where order_id = ${order.id})`);
    expect((await kitsOf(buyer, order.id)).kits[0]).toMatchObject({ status: 'building', progress: 40 });
    await t.app.kits.poll();
    await t.app.kits.idle();
    expect((await kitsOf(buyer, order.id)).kits[0]).toMatchObject({ status: 'ready', progress: 100 });
  }, 180_000);
});
