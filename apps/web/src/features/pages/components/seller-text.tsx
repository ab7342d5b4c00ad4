import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { sellerQuery } from '../api/seller.ts';
import { telHref } from '../content/seller.ts';
import type { SellerToken } from '../content/types.ts';

const linkClass = 'font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800';

/** A detail of the seller quoted in running text, from the server's SELLER_* settings. */
export function SellerText({ token }: { token: SellerToken }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery(sellerQuery());
  if (!data) {
    return (
      <span className="text-gray-600" data-pending="seller">
        {isError ? t('pages.doc.sellerUnavailable') : t('pages.doc.sellerLoading')}
      </span>
    );
  }
  const value = data[token];
  if (token === 'email') {
    return (
      <a href={`mailto:${value}`} data-seller={token} className={linkClass}>
        {value}
      </a>
    );
  }
  if (token === 'phone') {
    return (
      <a href={telHref(value)} data-seller={token} className={`${linkClass} whitespace-nowrap`}>
        {value}
      </a>
    );
  }
  return <span data-seller={token}>{value}</span>;
}

/** The Vietnamese custom-design hotline, as a tel: link. */
export function HotlineLink() {
  const { t } = useTranslation();
  const { data, isError } = useQuery(sellerQuery());
  if (!data) {
    return (
      <span className="text-gray-600" data-pending="seller">
        {isError ? t('pages.doc.sellerUnavailable') : t('pages.doc.sellerLoading')}
      </span>
    );
  }
  return (
    <a
      href={telHref(data.hotline_vn)}
      data-testid="hotline"
      className="font-bold whitespace-nowrap text-orange-700 underline underline-offset-2 hover:text-orange-800"
    >
      {data.hotline_vn}
    </a>
  );
}

/** Says that the shop is a demo while the seller's details are the embedded demo values. */
export function SellerDemoNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(sellerQuery());
  if (!data?.demo) return null;
  return (
    <p
      data-testid="seller-demo"
      className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-gray-900"
    >
      {t('pages.doc.sellerDemo')}
    </p>
  );
}
