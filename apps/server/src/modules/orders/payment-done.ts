import type { Db } from '../../platform/db/db.ts';
import { queueKits } from '../kits/index.ts';
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
    lines.map((l) => ({
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
    })),
  );
}

/**
 * After the payment commits: the kit builder starts, the paid mails go, then each line's
 * exclusivity certificate is issued (ADR 0108; re-issued when its kit is ready). Nothing here
 * throws: the payment stands.
 */
export async function announcePayment(deps: OrdersDeps, orderId: number): Promise<void> {
  deps.kits.wake();
  await sendOrderMails(deps, orderId, 'paid');
  await issueOrderCertificates(deps, orderId);
}
