import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * The red banner of SPEC §5, shown while any field has an error. It is an alert, so it is announced
 * when it appears; the focus goes to the first invalid field, right below it.
 */
export function ContactErrorBanner() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div
      role="alert"
      data-testid="contact-error-banner"
      className="rounded-md border border-red-300 border-l-4 border-l-red-700 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-semibold">{translateMessage(msg('contact_banner'), lang)}</p>
      <p className="mt-1">{t('contact.form.bannerPrompt')}</p>
    </div>
  );
}
