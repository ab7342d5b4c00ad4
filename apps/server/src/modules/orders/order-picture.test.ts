import { type Cart, type CheckoutSummary, type Order, orderPictureUrl } from '@logoya/core';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember } from '../../../test/fixtures/favorites.ts';
import { layoutOf, slotOf, WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { buyingCalls, CARDS } from '../../../test/fixtures/orders.ts';
import {
  type Caller,
  call,
  logosOf,
  onSaleWithoutLettering,
  staffCallers,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The same picture everywhere (issue 25, ADR 0102): an order pins the lettering version the buyer
 * saw at checkout, its lines carry a server-made `picture_url`, and
 * GET /api/order/{id}/logo/{logo_id}/picture draws that version with the line's names for whoever
 * may view the order, unchanged when the designer saves a new layout afterwards.
 */

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let member: Caller;
let buyer: Member;
/** A logo of designer's with a layout, and a logo on sale without one. */
let named: number;
let plain: number;
/** Logos of designer's left on sale for the later tests, and one more without a layout. */
let pinned: number;
let inCart: number;
let plainInCart: number;
let version: number;
let order: Order;

const NAMES = { main_name: 'Blue Harbor', sub_name: 'Coffee Roasters' };
const NOT_FOUND = 'The order was not found.';
const buying = buyingCalls(() => t);
const get = (who: Caller | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), locale: 'en', ...headers } });

/** A different layout (the designer's later edit): the main name moves and grows. */
const EDITED = layoutOf(
  slotOf('nunito-bold', { x: 10, y: 20, w: 380, h: 160 }, { size: { max: 90, min: 14 }, color: '#aa2200' }),
  slotOf('be-vietnam-pro-semibold', { x: 40, y: 300, w: 320, h: 60 }),
);

async function saveLayout(who: Caller, id: number, layout: object): Promise<number> {
  const res = await call(t, who, 'PUT', `/api/logo/${id}/lettering`, layout);
  if (res.statusCode !== 200) throw new Error(`lettering ${id}: ${res.statusCode} ${res.body}`);
  return res.json().data.version as number;
}

/** Puts the logos in the buyer's cart with NAMES and answers the lines' ids. */
async function fillCart(who: Member, ids: number[]): Promise<number[]> {
  for (const id of ids) {
    const res = await buying.inject(who, 'POST', '/api/cart', { logo_id: id, ...NAMES });
    expect(res.statusCode, res.body).toBe(201);
  }
  const cart = (await buying.inject(who, 'GET', '/api/cart')).json<{ data: Cart }>().data;
  return cart.items.filter((i) => ids.includes(i.logo_id)).map((i) => i.id);
}

/** Pays for the cart lines by card: the intent first, `between` (if any), then the card and the order. */
async function pay(who: Member, items: number[], between?: () => Promise<void>): Promise<Order> {
  const intent = await buying.intent(who, items);
  expect(intent.statusCode, intent.body).toBe(200);
  const { payment_intent, client_secret } = intent.json().data;
  await between?.();
  await buying.confirm(payment_intent, client_secret, CARDS.ok);
  const res = await buying.order(who, payment_intent);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order as Order;
}

function expectNoOrder(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: NOT_FOUND });
}

beforeAll(async () => {
  t = await createTestApp({ logos: 30, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  ({ admin, designer, designer2, member } = await staffCallers(t));
  buyer = await newMember(t);
  const mine = await logosOf(t, designer.id);
  [named, pinned, inCart] = [mine[0]!, mine[1]!, mine[2]!];
  version = await saveLayout(designer, named, WESTERN);
  await saveLayout(designer, inCart, WESTERN);
  const created = await Promise.all(
    [' picture', ' picture 2'].map(async (suffix) => {
      const res = await call(t, admin, 'POST', '/api/logo/create', { data: validBasics(suffix) });
      const id = res.json().data.logo_id as number;
      await onSaleWithoutLettering(t, admin, id);
      return id;
    }),
  );
  [plain, plainInCart] = [created[0]!, created[1]!];
  order = await pay(buyer, await fillCart(buyer, [named, plain]));
});
afterAll(() => t.close());

const lineOf = (o: Order, logoId: number) => o.order_logos.find((l) => l.logo_id === logoId)!;
const pictureOf = (o: Order, logoId: number) => lineOf(o, logoId).picture_url;

describe('before the order: the cart and the final confirmation', () => {
  it('carry the public preview of the current version with the line’s names', async () => {
    const other = await newMember(t);
    const items = await fillCart(other, [inCart, plainInCart]);
    const cart = (await buying.inject(other, 'GET', '/api/cart')).json<{ data: Cart }>().data;
    const summary = (await buying.summary(other, items)) as CheckoutSummary;
    const current = (await get(admin, `/api/logo/${inCart}/lettering`)).json().data.version as number;
    for (const lines of [cart.items, summary.lines]) {
      const withLayout = lines.find((l) => l.logo_id === inCart)!;
      const url = new URL(withLayout.picture_url, 'http://x');
      expect(url.pathname).toBe(`/api/logo/${inCart}/preview`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ v: String(current), format: 'svg', ...NAMES });
      const res = await get(null, withLayout.picture_url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      // Without a layout: the product image, as before.
      const without = lines.find((l) => l.logo_id === plainInCart)!;
      expect(without.picture_url).toBe('product' in without ? without.product.src : without.src);
    }
  });
});

describe('the order pins its lettering version', () => {
  it('stores the version and answers a picture_url per line in every order view', async () => {
    expect(lineOf(order, named)).toMatchObject({
      lettering_version: version,
      picture_url: orderPictureUrl(order.id, named),
    });
    expect(lineOf(order, plain)).toMatchObject({ lettering_version: null });
    expect(pictureOf(order, plain)).toBe(lineOf(order, plain).logo.src);
    const history = (await get(buyer, '/api/order-history')).json().data as Order[];
    const staff = (await get(admin, `/api/orders?search_text=${order.id}`)).json().data as Order[];
    const designerView = (await get(designer, `/api/order/${order.id}`)).json().data;
    for (const seen of [history.find((o) => o.id === order.id)!, staff.find((o) => o.id === order.id)!]) {
      expect(pictureOf(seen, named)).toBe(orderPictureUrl(order.id, named));
      expect(pictureOf(seen, plain)).toBe(lineOf(order, plain).logo.src);
    }
    expect(designerView.order_logos).toEqual([
      expect.objectContaining({ logo_id: named, picture_url: orderPictureUrl(order.id, named) }),
    ]);
  });

  it('keeps the version of the checkout when the designer saves a new one before the payment settles', async () => {
    const before = await saveLayout(designer, pinned, WESTERN);
    let after = 0;
    const o = await pay(buyer, await fillCart(buyer, [pinned]), async () => {
      after = await saveLayout(designer, pinned, EDITED);
    });
    expect(after).toBe(before + 1);
    expect(lineOf(o, pinned).lettering_version).toBe(before);
    const [row] = await rows<{ lettering_version: number }>(
      t.database.db,
      sql`select lettering_version from order_logos where order_id = ${o.id}`,
    );
    expect(Number(row!.lettering_version)).toBe(before);
  });
});

describe('GET /api/order/{id}/logo/{logo_id}/picture', () => {
  const url = () => orderPictureUrl(order.id, named);

  it('answers the buyer the pinned version with the line’s names: the same SVG as the preview of that version', async () => {
    const res = await get(buyer, url());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-lettering-version']).toBe(String(version));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.etag).toMatch(/^"p\d+v\d+-[0-9a-f]{20}"$/);
    expect(res.body).not.toMatch(/<text|Blue Harbor/);
    const preview = await get(
      null,
      `/api/logo/${named}/preview?${new URLSearchParams({ v: String(version), ...NAMES })}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(res.body).toBe(preview.body);
  });

  it('lets admins and the logo’s designer see it; another designer and another member get 404, a guest 401', async () => {
    const buyerBody = (await get(buyer, url())).body;
    for (const who of [admin, designer]) {
      const res = await get(who, url());
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(buyerBody);
    }
    expectNoOrder(await get(designer2, url()));
    expectNoOrder(await get(member, url()));
    expect((await get(null, url())).statusCode).toBe(401);
    // The designer of the named logo does not reach the other line (admin's own logo).
    expectNoOrder(await get(designer, orderPictureUrl(order.id, plain)));
  });

  it('answers 404 for a logo the order does not hold, 422 for a bad format or width', async () => {
    expectNoOrder(await get(buyer, orderPictureUrl(order.id, named + 100_000)));
    expectNoOrder(await get(buyer, orderPictureUrl(order.id + 100_000, named)));
    expect((await get(buyer, `/api/order/${order.id}/logo/${named}/picture?format=gif`)).statusCode).toBe(
      422,
    );
    expect((await get(buyer, orderPictureUrl(order.id, named, 'png', 20))).statusCode).toBe(422);
  });

  it('draws PNG and WebP at the asked width', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await get(buyer, orderPictureUrl(order.id, named, format, 200));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(200);
    }
  });

  it('answers 304 to its ETag', async () => {
    const first = await get(buyer, url());
    const again = await get(buyer, url(), { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a line whose logo had no layout to its main image, flagged', async () => {
    const res = await get(buyer, orderPictureUrl(order.id, plain));
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-lettering']).toBe('none');
    expect(res.headers.location).toBe(lineOf(order, plain).logo.src);
  });

  it('stays the same after the designer saves a new layout, while the public preview changes', async () => {
    const previewNow = () =>
      get(null, `/api/logo/${named}/preview?${new URLSearchParams(NAMES)}`).then((r) => r.body);
    const before = {
      svg: await get(buyer, url()),
      png: await get(buyer, orderPictureUrl(order.id, named, 'png')),
    };
    const previewBefore = await previewNow();
    const next = await saveLayout(designer, named, EDITED);
    expect(next).toBeGreaterThan(version);
    const previewAfter = await previewNow();
    expect(previewAfter).not.toBe(previewBefore);
    const after = {
      svg: await get(buyer, url()),
      png: await get(buyer, orderPictureUrl(order.id, named, 'png')),
    };
    for (const format of ['svg', 'png'] as const) {
      expect(after[format].statusCode).toBe(200);
      expect(after[format].headers.etag).toBe(before[format].headers.etag);
      expect(after[format].rawPayload.equals(before[format].rawPayload)).toBe(true);
      expect(after[format].headers['x-lettering-version']).toBe(String(version));
    }
    // The order views still name the pinned version.
    const seen = (await get(buyer, `/api/order/${order.id}`)).json().data as Order;
    expect(lineOf(seen, named).lettering_version).toBe(version);
  });
});
