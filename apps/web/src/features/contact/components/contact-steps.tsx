import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const STEPS = ['input', 'confirm', 'done'] as const;
export type ContactStep = (typeof STEPS)[number];

/** The three steps of the contact flow (SPEC §2), the current one marked for assistive technology. */
export function ContactSteps({ current }: { current: ContactStep }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label={t('contact.steps.label')} className="mb-6 flex items-center gap-2 text-sm">
      {STEPS.map((step, index) => {
        const state = index < at ? 'past' : index === at ? 'current' : 'next';
        const badge =
          state === 'current'
            ? 'bg-orange-700 text-white'
            : state === 'past'
              ? 'border border-orange-700 text-orange-800'
              : 'border border-gray-400 text-gray-600';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 items-center gap-2"
          >
            {index > 0 ? <span aria-hidden="true" className="h-px w-4 shrink-0 bg-gray-300 sm:w-8" /> : null}
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${badge}`}
            >
              {index + 1}
            </span>
            <span className={state === 'current' ? 'font-semibold text-gray-900' : 'text-gray-600'}>
              {t(`contact.steps.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
