import { useTranslation } from '../i18n/use-translation.ts';
import { secondaryButton } from './field.tsx';

/** The part of an infinite query (TanStack Query) that reads the next page. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show more" under a list read page by page; nothing once the last page is in. */
export function ShowMore({ query, label }: { query: NextPage; label: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 text-center">
      <button
        type="button"
        className={secondaryButton}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? t('common.loading') : label}
      </button>
    </div>
  );
}
