import type { Order, OrderLogo } from '@logoya/core';
import { canDownload } from '@logoya/core/rules/delivery';
import { formatMoney } from '@logoya/core/rules/money';
import { padNumber } from '@logoya/core/rules/text';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeliveryStatus } from '../../../shared/orders/delivery-status.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { secondaryButton } from '../../../shared/ui/field.tsx';
import { LineOptions } from '../../../shared/ui/line-options.tsx';
import type { useOrderFiles } from '../hooks/use-order-files.ts';
import { CertificateLink } from './certificate-link.tsx';

export interface LogoColumn {
  key: string;
  label: string;
  render: (order: Order, logo: OrderLogo) => ReactNode;
  /** Right-aligned in the table (amounts). */
  numeric?: boolean;
}

type Files = ReturnType<typeof useOrderFiles>;

/**
 * The §2 columns of each bought logo: product name, the main and sub names put in it, delivery
 * (its one state, with the date once delivered: ADR 0104), price, the options (logo manual and
 * motion logo, with their prices) and download, offered only when delivered. The
 * table (desktop) and the stacked cards (phones) both show them (ADR 0091).
 */
export function useLogoColumns(files: Files): LogoColumn[] {
  const { t } = useTranslation();
  const money = (order: Order, amount: number) => formatMoney({ amount, currency: order.currency });
  return [
    {
      key: 'product',
      label: t('buying.history.product'),
      render: (_, logo) => (
        <span className="flex items-center gap-2">
          <FallbackImage
            src={logo.picture_url}
            alt={t('detail.namedAlt', {
              name: logo.logo.logo_name,
              main: logo.main_name,
              sub: logo.sub_name,
            })}
            data-testid="line-picture"
            width={64}
            height={64}
            className="size-16 shrink-0 rounded border border-gray-200 bg-white object-contain"
          />
          <span className="min-w-0">
            <span className="block font-semibold break-words text-gray-900">{logo.logo.logo_name}</span>
            <span className="block text-xs text-gray-600">
              {t('buying.cart.logoNumber', { number: padNumber(logo.logo_id) })}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'main',
      label: t('buying.cart.mainName'),
      render: (_, l) => <span className="break-words">{l.main_name}</span>,
    },
    {
      key: 'sub',
      label: t('buying.cart.subName'),
      render: (_, l) => <span className="break-words">{l.sub_name}</span>,
    },
    {
      key: 'delivery',
      label: t('buying.history.delivery'),
      render: (_, logo) => <DeliveryStatus line={logo} />,
    },
    { key: 'price', label: t('buying.history.price'), numeric: true, render: (o, l) => money(o, l.price) },
    {
      key: 'options',
      label: t('buying.cart.options'),
      render: (o, l) => <LineOptions line={l} currency={o.currency} />,
    },
    {
      key: 'download',
      label: t('buying.history.download'),
      render: (order, logo) => (
        <>
          <DownloadButton order={order} logo={logo} files={files} />
          <CertificateLink order={order} logo={logo} />
        </>
      ),
    },
  ];
}

function DownloadButton({ order, logo, files }: { order: Order; logo: OrderLogo; files: Files }) {
  const { t } = useTranslation();
  // The state next to it says why there is nothing to download yet.
  if (!canDownload(logo.delivery_state)) return <span className="text-gray-500">–</span>;
  const pending =
    files.download.isPending &&
    files.download.variables?.order.id === order.id &&
    files.download.variables.logo.id === logo.id;
  return (
    <button
      type="button"
      className={`${secondaryButton} min-h-9 px-3 py-1 whitespace-nowrap`}
      disabled={pending}
      aria-label={t('buying.history.downloadLabel', { name: logo.logo.logo_name })}
      onClick={() => files.download.mutate({ order, logo })}
      data-testid="download-logo"
    >
      {pending ? t('buying.history.preparing') : t('buying.history.download')}
    </button>
  );
}
