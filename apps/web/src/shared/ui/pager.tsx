import { pagerItems } from '@logoya/core/rules/pager';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PagerProps {
  current: number;
  last: number;
  /** The link of a page, e.g. "?page=3" keeping the other query parameters. */
  hrefFor: (page: number) => string;
  onNext: () => void;
}

const cell = 'inline-flex min-w-10 items-center justify-center rounded-md px-3 py-2 text-sm';

/** Page links with ellipses (SPEC §9 window) and a Next button while a later page exists. */
export function Pager({ current, last, hrefFor, onNext }: PagerProps) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {pagerItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('pager.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                className={
                  item === current
                    ? `${cell} bg-orange-700 font-semibold text-white`
                    : `${cell} border border-gray-300 text-gray-800 hover:border-orange-500 hover:bg-orange-50`
                }
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={`${cell} text-gray-600`}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pager.morePages')}</span>
            </li>
          ),
        )}
      </ul>
      {current < last ? (
        <button
          type="button"
          onClick={onNext}
          className="rounded-full bg-orange-700 px-8 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          {t('pager.next')}
        </button>
      ) : null}
    </nav>
  );
}
