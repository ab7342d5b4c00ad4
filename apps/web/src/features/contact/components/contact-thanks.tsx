import { useEffect } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton } from '../../../shared/ui/field.tsx';
import { clearContactDraft } from '../storage/contact-draft.ts';

/** Step 3 (SPEC §2): thanks, the stored message is cleared, and a way back home. */
export function ContactThanks() {
  const { t } = useTranslation();
  const lang = useLang();
  useEffect(() => clearContactDraft(), []);
  return (
    <div className="rounded-xl border border-gray-200 px-5 py-8 text-center">
      <p className="mx-auto max-w-xl text-sm leading-relaxed text-gray-700 sm:text-base">
        {t('contact.thanks.body')}
      </p>
      <Link to={localizedPath(lang, '/')} className={`${primaryButton} mt-6 px-6 py-3 text-base`}>
        {t('contact.thanks.home')}
      </Link>
    </div>
  );
}
