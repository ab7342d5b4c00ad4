import type { Db } from '../../platform/db/db.ts';
import { kitsOf, queueKits } from '../kits/index.ts';
import { issueOrderCertificates } from './certificate/certificate.service.ts';
import type { OrdersDeps } from './deps.ts';
import { sendOrderMails } from './order-mails.ts';
import * as orders from './orders.repository.ts';

/**
 * The one place an order becomes paid, whichever way it was paid (a settled card intent, or staff's
 * 入金完了 of a transfer). Inside the payment's transaction: lines whose zip is there are delivered
 * (ADR 0104) and each line gets a brand kit queued (ADR 0106).
 */
export async function recordPayment(tx: Db, orderId: number, lang: string): Promise<void> {
  await orders.deliverAtPayment(tx, orderId);
  const lines = await orders.linesOf(tx, [orderId]);
  await queueKits(
    tx,
    lines.map((l) => kitOf(l, lang)),
  );
}

/** What a line's kit is built from: the pinned layout version, the names, the main image. */
function kitOf(l: orders.OrderLogoRow, lang: string) {
  return {
    orderLogoId: Number(l.id),
    source: {
      logo_id: Number(l.logo_id),
      lettering_version: l.lettering_version === null ? null : Number(l.lettering_version),
      main_name: l.main_name,
      sub_name: l.sub_name,
      logo_name: l.logo_name,
      main_key: l.main_key,
      lang,
    },
  };
}

/** Orders walked per step of the backfill. */
const BACKFILL_BATCH = 200;

/**
 * Kits for lines paid before kits existed (and the demo's paid orders, seeded before this runs):
 * queued once at start, in batches, and built in the background like any other (ADR 0106).
 * Returns how many were queued.
 */
export async function queueEarlierKits(deps: Pick<OrdersDeps, 'db' | 'kits'>): Promise<number> {
  let after = 0;
  let queued = 0;
  for (;;) {
    const paid = await orders.paidOrdersAfter(deps.db, after, BACKFILL_BATCH);
    if (paid.length === 0) break;
    after = Number(paid.at(-1)!.id);
    const langOf = new Map(paid.map((o) => [Number(o.id), o.lang]));
    const lines = await orders.linesOf(deps.db, [...langOf.keys()]);
    const have = await kitsOf(
      deps.db,
      lines.map((l) => Number(l.id)),
    );
    const missing = lines.filter((l) => !have.has(Number(l.id)));
    if (missing.length > 0) {
      await queueKits(
        deps.db,
        missing.map((l) => kitOf(l, langOf.get(Number(l.order_id)) ?? 'en')),
      );
      queued += missing.length;
    }
  }
  if (queued > 0) deps.kits.wake();
  return queued;
}

/**
 * After the payment commits: the kit builder starts, the paid mails go, and each line's
 * exclusivity certificate is issued in the background (ADR 0108, 0113: it draws the named picture
 * and hashes the files, which the buyer's answer does not wait for; re-issued when the kit is
 * ready). Nothing here throws: the payment stands.
 */
export async function announcePayment(deps: OrdersDeps, orderId: number): Promise<void> {
  deps.kits.wake();
  await sendOrderMails(deps, orderId, 'paid');
  deps.background.run('certificate not issued', () => issueOrderCertificates(deps, orderId));
}
