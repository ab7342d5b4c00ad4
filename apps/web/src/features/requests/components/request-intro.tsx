import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const HOW = ['how1', 'how2', 'how3'] as const;

/** What the free request is and what happens after it. */
export function RequestIntro() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-gray-700 sm:text-base">
      <p>{t('contact.request.intro')}</p>
      <div className="rounded-xl border border-gray-200 bg-orange-50/40 p-4">
        <h2 className="mb-2 text-base font-bold text-gray-900">{t('contact.request.howTitle')}</h2>
        <ol className="space-y-2">
          {HOW.map((key, index) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-orange-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <span>{t(`contact.request.${key}`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="font-semibold text-gray-900">{t('contact.request.noObligation')}</p>
    </div>
  );
}
