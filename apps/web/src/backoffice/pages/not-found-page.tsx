import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { denseButton } from '../../shared/ui/field.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { useBackofficePath } from '../lib/base-path.tsx';

/** The back office's 404 page (SPEC §2) for unknown paths and areas not built yet. */
export function NotFoundPage() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  useDocumentTitle(t('notFound.title'), t('app.name'));
  return (
    <div className="mx-auto mt-6 max-w-xl rounded-lg border border-gray-200 bg-white px-6 py-10 text-center shadow-xs sm:mt-12">
      <p className="text-5xl font-extrabold text-orange-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">{t('notFound.body')}</p>
      <Link to={path()} className={`${denseButton.primary} mt-6`}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
