import type { AlphabetOption, CategoryOption } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { searchOptionsQuery } from '../api/search-options.ts';

interface Entry {
  id: number;
  label: string;
}

function CategoryGroup({ title, param, entries }: { title: string; param: string; entries: Entry[] }) {
  const lang = useLang();
  const location = useLocation();
  const onSearch = location.pathname === localizedPath(lang, '/search');
  const active = onSearch ? new URLSearchParams(location.search).get(param) : null;
  return (
    <section className="mb-5">
      <h3 className="mb-1.5 text-xs font-bold tracking-wider text-gray-600 uppercase">{title}</h3>
      <ul className={param === 'alphabet_id' ? 'grid grid-cols-6 gap-1' : 'space-y-0.5'}>
        {entries.map((entry) => {
          const current = active === String(entry.id);
          return (
            <li key={entry.id}>
              <Link
                to={`${localizedPath(lang, '/search')}?${param}=${entry.id}`}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-2 py-1 text-sm ${
                  param === 'alphabet_id' ? 'text-center' : ''
                } ${current ? 'bg-orange-50 font-semibold text-orange-800' : 'text-gray-700 hover:bg-gray-100'}`}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Industry, alphabet, genre and type links; each opens the search for that category. */
export function CategorySidebar() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useQuery(searchOptionsQuery());

  if (isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} aria-hidden="true" className="h-5 animate-pulse rounded bg-gray-100" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-800">{t('categories.loadError')}</p>;

  const named = (options: CategoryOption[]) =>
    options.map((o) => ({ id: o.id, label: localizedName(o, lang) }));
  const letters = (options: AlphabetOption[]) => options.map((o) => ({ id: o.id, label: o.name }));
  return (
    <>
      <CategoryGroup title={t('categories.industry')} param="industry_id" entries={named(data.industries)} />
      <CategoryGroup title={t('categories.alphabet')} param="alphabet_id" entries={letters(data.alphabets)} />
      <CategoryGroup title={t('categories.genre')} param="color_id" entries={named(data.colors)} />
      <CategoryGroup title={t('categories.type')} param="taste_id" entries={named(data.tastes)} />
    </>
  );
}
