import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const STEPS = ['input', 'confirm', 'done'] as const;
export type ContactStep = (typeof STEPS)[number];

/**
 * The three steps of the contact flow (SPEC §2), the current one marked for assistive technology.
 * Phones show three equal columns, number above label, so no label breaks beside its number; from
 * sm on, one line with connectors.
 */
export function ContactSteps({ current }: { current: ContactStep }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(current);
  return (
    <ol
      aria-label={t('contact.steps.label')}
      className="mb-6 grid grid-cols-3 gap-2 text-sm sm:flex sm:items-center"
    >
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
            className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
          >
            {index > 0 ? (
              <span aria-hidden="true" className="hidden h-px w-8 shrink-0 bg-gray-300 sm:block" />
            ) : null}
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${badge}`}
            >
              {index + 1}
            </span>
            <span
              className={`text-xs leading-tight sm:text-sm ${state === 'current' ? 'font-semibold text-gray-900' : 'text-gray-600'}`}
            >
              {t(`contact.steps.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
