import { LOGO_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db/db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo logo an order is made of: its id, English name, state and whether it gets a zip. */
export interface DemoOrderLogo {
  id: number;
  name: string;
  state: number;
  zip: boolean;
}

type Pick = 'delivered' | 'preparing' | 'waiting' | 'cancelled';

/**
 * The logos the demo member's orders are made of, one per delivery state (issue 26, ADR 0104):
 * sold logos with and without a zip (delivered, preparing), and two available ones (a waiting
 * transfer holds one; a cancelled transfer let the other go). Chosen before the logos are
 * inserted, so the waiting one is inserted negotiating, as a hold leaves it.
 */
export function pickDemoOrderLogos(logos: readonly DemoOrderLogo[]): Partial<Record<Pick, DemoOrderLogo>> {
  const sold = logos.filter((l) => l.state === LOGO_STATE.sold);
  const normal = logos.filter((l) => l.state === LOGO_STATE.normal && !l.zip);
  return {
    delivered: sold.find((l) => l.zip),
    preparing: sold.find((l) => !l.zip),
    waiting: normal.at(-3),
    cancelled: normal.at(-5),
  };
}

const PRICES = {
  en: { currency: 'USD', price: 19800, manual: 4900 },
  vi: { currency: 'VND', price: 968000, manual: 275000 },
} as const;

/**
 * The demo member's four orders, one per delivery state: delivered (its zip is there, dated),
 * preparing (paid, no zip yet), waiting for a bank transfer (held, due in 30 days) and a
 * cancelled transfer. Rows only: nothing is drawn here, so the first start stays fast.
 */
export async function seedDemoOrders(
  t: Db,
  buyer: { id: number; name: string; email: string },
  picks: Partial<Record<Pick, DemoOrderLogo>>,
  now = Date.now(),
): Promise<number> {
  const orders: {
    pick: Pick;
    lang: 'en' | 'vi';
    status: number;
    payment: number;
    type: number;
    purchased: number;
    paid: number | null;
    delivered: number | null;
    expires: number | null;
    manual: boolean;
  }[] = [
    {
      pick: 'delivered',
      lang: 'en',
      status: ORDER_STATUS.paid,
      payment: PAYMENT_STATUS.paid,
      type: PAYMENT_METHOD.card,
      purchased: now - 9 * DAY_MS,
      paid: now - 9 * DAY_MS,
      delivered: now - 6 * DAY_MS,
      expires: null,
      manual: true,
    },
    {
      pick: 'preparing',
      lang: 'en',
      status: ORDER_STATUS.paid,
      payment: PAYMENT_STATUS.paid,
      type: PAYMENT_METHOD.card,
      purchased: now - DAY_MS,
      paid: now - DAY_MS,
      delivered: null,
      expires: null,
      manual: false,
    },
    {
      pick: 'waiting',
      lang: 'vi',
      status: ORDER_STATUS.waiting,
      payment: PAYMENT_STATUS.unpaid,
      type: PAYMENT_METHOD.qr,
      purchased: now - 3_600_000,
      paid: null,
      delivered: null,
      expires: now + 30 * DAY_MS,
      manual: false,
    },
    {
      pick: 'cancelled',
      lang: 'vi',
      status: ORDER_STATUS.cancelled,
      payment: PAYMENT_STATUS.cancelled,
      type: PAYMENT_METHOD.qr,
      purchased: now - 20 * DAY_MS,
      paid: null,
      delivered: null,
      expires: now - 19 * DAY_MS,
      manual: false,
    },
  ];
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  let made = 0;
  for (const o of orders) {
    const logo = picks[o.pick];
    if (!logo) continue;
    const p = PRICES[o.lang];
    const manual = o.manual ? p.manual : 0;
    const total = p.price + manual;
    const tax = Math.round((total * 10) / 110);
    const [order] = await rows<{ id: number }>(
      t,
      sql`insert into orders (invoice_num, user_id, status, payment_status, payment_type, lang, currency, tax,
            tax_percent, total_amount, recipient_name, recipient_company, recipient_email,
            purchase_date, payment_date, delivery_date, expires_at)
          values (nextval('invoice_number_seq')::text, ${buyer.id}, ${o.status}, ${o.payment}, ${o.type}, ${o.lang},
            ${p.currency}, ${tax}, 10, ${total}, ${buyer.name}, '', ${buyer.email},
            ${at(o.purchased)}, ${at(o.paid)}, ${at(o.delivered)}, ${at(o.expires)})
          returning id`,
    );
    const version = sql`(select max(version) from logo_lettering where logo_id = ${logo.id})`;
    await t.execute(
      sql`insert into order_logos (order_id, logo_id, price, logo_manual, logo_manual_price, logo_motion,
            logo_motion_price, main_name, sub_name, logo_name, lettering_version, delivered_at)
          values (${order!.id}, ${logo.id}, ${p.price}, ${o.manual}, ${manual}, false, 0, 'Sakura', 'Bakery',
            ${logo.name}, ${version}, ${at(o.delivered)})`,
    );
    if (o.pick === 'waiting') {
      // A transfer that waits holds its logo, as POST /api/order-qa leaves it.
      const items = [
        {
          cart_item_id: 0,
          logo_id: logo.id,
          logo_name: logo.name,
          logo_price: p.price,
          logo_manual: false,
          logo_manual_price: 0,
          logo_motion: false,
          logo_motion_price: 0,
          main_name: 'Sakura',
          sub_name: 'Bakery',
          price: p.price,
        },
      ];
      const [checkout] = await rows<{ id: number }>(
        t,
        sql`insert into checkouts (user_id, payment_type, lang, currency, tax, tax_percent, total_amount, items,
              expires_at, order_id)
            values (${buyer.id}, ${o.type}, ${o.lang}, ${p.currency}, ${tax}, 10, ${total},
              ${JSON.stringify(items)}::jsonb, ${at(o.expires)}, ${order!.id}) returning id`,
      );
      await t.execute(
        sql`insert into logo_holds (logo_id, checkout_id, user_id, previous_state, expires_at)
            values (${logo.id}, ${checkout!.id}, ${buyer.id}, ${LOGO_STATE.normal}, ${at(o.expires)})`,
      );
    }
    made++;
  }
  return made;
}
