import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';

/** Last resort when a page throws while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl p-6">
      <ErrorState onRetry={() => window.location.reload()}>
        <a href="/" className="font-semibold text-orange-700 underline">
          {t('common.home')}
        </a>
      </ErrorState>
    </main>
  );
}
