import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const linkClass = 'font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900';

/**
 * Delivery (data download, no shipping cost) and the no-cancellation rule, with links to the
 * cancellation section of the terms, the whole terms and the legal notice.
 */
export function OrderTerms() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="space-y-3 text-sm text-gray-800" data-testid="order-terms">
      <div>
        <h2 className="text-base font-bold text-gray-900">{t('buying.checkout.deliveryHeading')}</h2>
        <p className="mt-1">{t('buying.checkout.deliveryText')}</p>
      </div>
      <div>
        <h2 className="text-base font-bold text-gray-900">{t('buying.checkout.cancelHeading')}</h2>
        <p className="mt-1">{t('buying.checkout.cancelText')}</p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={localizedPath(lang, '/terms-use#cancellation')} target="_blank" className={linkClass}>
            {t('buying.checkout.cancelLink')}
            <span className="sr-only"> {t('common.newTab')}</span>
          </Link>
          <Link to={localizedPath(lang, '/terms-use')} target="_blank" className={linkClass}>
            {t('buying.checkout.termsLink')}
            <span className="sr-only"> {t('common.newTab')}</span>
          </Link>
          <Link to={localizedPath(lang, '/tokushoho')} target="_blank" className={linkClass}>
            {t('buying.checkout.legalLink')}
            <span className="sr-only"> {t('common.newTab')}</span>
          </Link>
        </p>
      </div>
    </section>
  );
}
