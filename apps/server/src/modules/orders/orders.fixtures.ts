import type { Cart, CheckoutSummary } from '@logoya/core';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import type { Member } from '../favorites/favorites.fixtures.ts';

/** Test cards of the built-in gateway (docs/buying-api.md). */
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  processing: '4000000000003063',
};

/** The buying calls the tests make, on the file's app. */
export function buyingCalls(app: () => TestApp) {
  const inject = (
    who: Member | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    locale = 'en',
  ) => app().app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), locale } });

  /** Puts the logos in the member's cart and answers the new lines' ids. */
  const fillCart = async (who: Member, logoIds: readonly number[], locale = 'en') => {
    for (const id of logoIds) {
      const res = await inject(
        who,
        'POST',
        '/api/cart',
        { logo_id: id, sub_name: 'Sub', main_name: 'MAIN', logo_manual: true },
        locale,
      );
      if (res.statusCode !== 201) throw new Error(`cart add ${id}: ${res.statusCode} ${res.body}`);
    }
    const cart = (await inject(who, 'GET', '/api/cart', undefined, locale)).json<{ data: Cart }>().data;
    return cart.items.filter((i) => logoIds.includes(i.logo_id)).map((i) => i.id);
  };
  const summary = async (who: Member, items: number[], locale = 'en') =>
    (await inject(who, 'GET', `/api/checkout/summary?items=${items.join(',')}`, undefined, locale)).json<{
      data: CheckoutSummary;
    }>().data;
  /** Asks for a payment intent with the total the summary shows (or `override`). */
  const intent = async (
    who: Member,
    items: number[],
    locale = 'en',
    override: { amount?: number; currency?: string } = {},
  ) => {
    const s = await summary(who, items, locale);
    return inject(
      who,
      'POST',
      '/api/create-pay-intent',
      {
        items,
        amount: override.amount ?? s.total,
        currency: override.currency ?? s.currency.toLowerCase(),
        payment_method_id: 1,
      },
      locale,
    );
  };
  const confirm = (paymentIntent: string, clientSecret: string, card: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/test-gateway/payment-intents/${paymentIntent}/confirm`,
      payload: { client_secret: clientSecret, card_number: card, exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  const order = (who: Member | null, paymentIntent: string, extra: object = {}, locale = 'en') =>
    inject(who, 'POST', '/api/order', { payment_intent: paymentIntent, status: 2, ...extra }, locale);
  /** Cart → intent → card → order, answering the order call. */
  const buy = async (who: Member, logoIds: number[], card = CARDS.ok, locale = 'en') => {
    const items = await fillCart(who, logoIds, locale);
    const res = await intent(who, items, locale);
    if (res.statusCode !== 200) throw new Error(`intent: ${res.statusCode} ${res.body}`);
    const { payment_intent, client_secret } = res.json().data;
    await confirm(payment_intent, client_secret, card);
    return {
      res: await order(who, payment_intent, {}, locale),
      paymentIntent: payment_intent as string,
      items,
    };
  };
  return { inject, fillCart, summary, intent, confirm, order, buy };
}

export async function logoState(t: TestApp, id: number): Promise<number> {
  const [row] = await rows<{ state: number }>(t.database.db, sql`select state from logos where id = ${id}`);
  return Number(row?.state);
}

export async function holdsOn(t: TestApp, ids: readonly number[]): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from logo_holds where logo_id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`,
  );
  return Number(row?.n);
}

export async function ordersOfLogo(t: TestApp, id: number): Promise<{ id: number; status: number }[]> {
  return rows(
    t.database.db,
    sql`select o.id, o.status from orders o join order_logos ol on ol.order_id = o.id where ol.logo_id = ${id}`,
  );
}

/** Makes a member staff (admin or designer). */
export async function makeStaff(t: TestApp, m: Member, role: 'admin' | 'designer'): Promise<Member> {
  await t.database.db.execute(sql`update users set role = ${role} where id = ${m.id}`);
  return m;
}

/** Stores a delivery zip for a logo, as staff would upload it. */
export async function putZip(
  t: TestApp,
  logoId: number,
  bytes = Buffer.from('PK\u0003\u0004demo'),
): Promise<string> {
  const key = `zips/${logoId}/test.zip`;
  await t.app.storage.put(key, bytes);
  await t.database.db.execute(sql`insert into zips (logo_id, storage_key) values (${logoId}, ${key})
    on conflict (logo_id) do update set storage_key = excluded.storage_key`);
  return key;
}

/** Moves the end of every open hold and unpaid order into the past. */
export async function expireEverything(t: TestApp): Promise<void> {
  await t.database.db.execute(
    sql`update checkouts set expires_at = now() - interval '1 minute' where status = 1`,
  );
  await t.database.db.execute(sql`update logo_holds set expires_at = now() - interval '1 minute'`);
  await t.database.db.execute(
    sql`update orders set expires_at = now() - interval '1 minute' where status = 1`,
  );
}
