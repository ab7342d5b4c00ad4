import { deliveryText, type Locale, padNumber } from '@logoya/core';
import { renderMail } from '../../platform/mail/mail-render.ts';
import type { ZipDelivery as ZipDeliveryPort } from '../zips/index.ts';
import { issueOrderCertificates } from './certificate/certificate.service.ts';
import type { OrdersDeps } from './deps.ts';
import { toOrder } from './order-view.ts';
import { type DeliveredLine, deliverUpload, findOrder, linesOf } from './orders.repository.ts';

/**
 * What the zips module calls when a logo's delivery zip is stored (ADR 0104): inside the upload's
 * transaction the logo's paid order lines are delivered, and after the commit their buyers are
 * told, one mail per order per upload. The zips module knows nothing of orders: it gets this.
 */
export type ZipDelivery = ZipDeliveryPort<DeliveredLine>;

const TEXT: Record<
  Locale,
  {
    subject: (n: string) => string;
    replaced: string;
    order: string;
    items: string;
    history: (url: string) => string;
  }
> = {
  en: {
    subject: (n) => `Your logo files are ready (order #${n})`,
    replaced: 'The designer has replaced the files with a new version.',
    order: 'Order number',
    items: 'Logos',
    history: (url) => `Order history: ${url}`,
  },
  ja: {
    subject: (n) => `ロゴの納品データをダウンロードいただけます（注文番号 ${n}）`,
    replaced: 'デザイナーが納品データを新しい版に差し替えました。',
    order: '注文番号',
    items: 'ロゴ',
    history: (url) => `注文履歴：${url}`,
  },
  vi: {
    subject: (n) => `Tệp logo của bạn đã sẵn sàng (đơn hàng #${n})`,
    replaced: 'Nhà thiết kế đã thay tệp bằng phiên bản mới.',
    order: 'Mã đơn hàng',
    items: 'Logo',
    history: (url) => `Lịch sử đơn hàng: ${url}`,
  },
};

const langOf = (lang: string): Locale => (['en', 'ja', 'vi'].includes(lang) ? lang : 'en') as Locale;

/** The buyer's "your files are ready" mail for one order and the logos this upload delivered. */
async function filesReadyMail(deps: OrdersDeps, orderId: number, lines: readonly DeliveredLine[]) {
  const row = await findOrder(deps.db, orderId);
  if (!row?.recipient_email) return null;
  const order = await toOrder(row, await linesOf(deps.db, [orderId]), deps.config);
  const lang = langOf(order.lang);
  const t = TEXT[lang];
  const logoIds = new Set(lines.map((l) => l.logo_id));
  const delivered = order.order_logos.filter(
    (l) => logoIds.has(l.logo_id) && l.delivery_state === 'delivered',
  );
  if (delivered.length === 0) return null;
  const state = deliveryText('delivered', lang);
  return renderMail({
    to: row.recipient_email,
    lang,
    subject: t.subject(order.order_number),
    intro: [state.note, ...(lines.some((l) => !l.first) ? [t.replaced] : [])],
    fields: [
      { label: t.order, value: order.order_number },
      {
        label: t.items,
        value: delivered
          .map(
            (l) =>
              `${l.logo.logo_name || padNumber(l.logo_id)} (No. ${padNumber(l.logo_id)}): ${state.label}`,
          )
          .join('\n'),
      },
    ],
    outro: [t.history(`${deps.config.PUBLIC_URL}/${lang}/my-page/order-history`)],
  });
}

/** Announcing never throws: a mail that fails is logged (the files are there all the same). */
export function zipDelivery(deps: OrdersDeps): ZipDelivery {
  return {
    deliver: deliverUpload,
    async announce(lines) {
      const byOrder = new Map<number, DeliveredLine[]>();
      for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
      for (const [orderId, own] of byOrder) {
        try {
          const mail = await filesReadyMail(deps, orderId, own);
          if (mail) await deps.mailer.send(mail);
        } catch (err) {
          deps.log.error({ err, orderId }, `order ${padNumber(orderId)}: files-ready mail not sent`);
        }
        // The new zip is a new delivered file: a new certificate version (ADR 0108), issued in
        // the background (it hashes the zip; ADR 0113).
        const logoIds = own.map((l) => l.logo_id);
        deps.background.run('certificate not issued', () => issueOrderCertificates(deps, orderId, logoIds));
      }
    },
  };
}
