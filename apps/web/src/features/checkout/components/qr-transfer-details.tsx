import type { Order } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { useCopy } from '../../../shared/hooks/use-copy.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ICON_BASE } from '../../../shared/ui/icons.tsx';

type VietQr = NonNullable<Order['qr']>;

/**
 * The VietQR code, drawn by the server as SVG and shown as an image (no markup is injected into
 * the page), and the same transfer details as text, each with a copy button.
 */
export function QrTransferDetails({ qr, orderNumber }: { qr: VietQr; orderNumber: string }) {
  const { t } = useTranslation();
  const copy = useCopy({ copied: t('buying.qr.copied'), failed: t('buying.qr.copyFailed') });
  const rows = [
    { label: t('buying.qr.bank'), shown: `${qr.bank_name} (${qr.bank_bin})`, value: qr.bank_name },
    { label: t('buying.qr.accountNo'), shown: qr.account_no, value: qr.account_no },
    { label: t('buying.qr.accountName'), shown: qr.account_name, value: qr.account_name },
    {
      label: t('buying.qr.amount'),
      shown: formatMoney({ amount: qr.amount, currency: 'VND' }),
      value: String(qr.amount),
    },
    { label: t('buying.qr.note'), shown: qr.note, value: qr.note },
  ];
  return (
    <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
        alt={t('buying.qr.qrAlt', { number: orderNumber })}
        width={240}
        height={240}
        className="mx-auto size-60 rounded-lg border border-gray-200 bg-white p-2"
        data-testid="qr-image"
      />
      <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="px-3 py-2">
            <dt className="text-xs text-gray-600">{row.label}</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 font-semibold break-all text-gray-900">{row.shown}</span>
              <button
                type="button"
                onClick={() => copy(row.value)}
                aria-label={t('buying.qr.copyLabel', { label: row.label })}
                className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-md border border-gray-300 px-2.5 text-xs font-semibold text-gray-800 hover:bg-gray-100"
              >
                <CopyIcon />
                <span aria-hidden="true">{t('buying.qr.copy')}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

// Here, not in the shared icons: only this lazy screen shows it (first-load budget).
function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      {...ICON_BASE}
      className="size-4"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" />
    </svg>
  );
}
