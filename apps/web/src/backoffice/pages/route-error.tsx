import { denseButton } from '../../shared/ui/field.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';

/** A page that failed to render, in Japanese (the shop's error page speaks the shop's language). */
export function BackofficeRouteError({ error }: { error: unknown }) {
  const { t } = useBoTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto mt-6 max-w-xl rounded-lg border border-red-200 bg-white px-6 py-10 text-center shadow-xs sm:mt-12"
    >
      <h1 className="text-xl font-bold text-gray-900">{t('routeError.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">{t('routeError.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${denseButton.primary} mt-6`}
      >
        {t('routeError.reload')}
      </button>
    </div>
  );
}
