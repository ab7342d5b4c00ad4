import type { SearchOptions } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  type FilterField,
  hasFilters,
  type SearchConditions,
  searchQueryString,
  selectsAll,
  toggleId,
  withIds,
  withoutFilters,
} from '../../../shared/search/search-url.ts';
import {
  useActiveConditions,
  useLatestConditions,
  useSearchHref,
} from '../../../shared/search/use-search-url.ts';
import { filterIds, searchOptionsQuery } from '../api/search-options.ts';
import { useSearchNavigate } from '../hooks/use-search.ts';

interface Entry {
  id: number;
  label: string;
}

const legendClass = 'mb-1.5 text-xs font-bold tracking-wider text-gray-600 uppercase';
const checkboxClass = 'size-4 shrink-0 accent-orange-700';

/**
 * Opens the search with a change of the conditions, unless it changes nothing. The change applies
 * to the address's conditions at the click, not the rendered ones: two boxes ticked quickly both
 * count, even while the page still shows the results before the first.
 */
function useApply() {
  const go = useSearchNavigate();
  const latest = useLatestConditions();
  return (change: (conditions: SearchConditions) => SearchConditions) => {
    const current = latest();
    const next = change(current);
    if (searchQueryString(next) !== searchQueryString(current)) go(next);
  };
}

/** Industry, genre or type: an All entry (id 0, checked when none is chosen) and one box per option. */
function FilterGroup({ title, field, entries }: { title: string; field: FilterField; entries: Entry[] }) {
  const conditions = useActiveConditions();
  const apply = useApply();
  const selected = conditions[field];
  return (
    <fieldset className="mb-5">
      <legend className={legendClass}>{title}</legend>
      <ul className="space-y-0.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-gray-800 hover:bg-gray-100">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={entry.id === 0 ? selected.length === 0 : selected.includes(entry.id)}
                onChange={(event) => {
                  const { checked } = event.target;
                  apply((latest) => toggleId(latest, field, entry.id, checked));
                }}
              />
              <span>{entry.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The letters as toggle tiles, with a select-all box that is checked when every letter is chosen. */
function AlphabetGroup({ title, letters }: { title: string; letters: Entry[] }) {
  const { t } = useTranslation();
  const conditions = useActiveConditions();
  const apply = useApply();
  const selected = conditions.alphabet_id;
  const allIds = letters.map((l) => l.id);
  const all = selectsAll(selected, allIds);
  const some = selected.length > 0 && !all;
  const selectAll = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  return (
    <fieldset className="mb-5">
      <legend className={legendClass}>{title}</legend>
      <label className="mb-1.5 flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-gray-800 hover:bg-gray-100">
        <input
          ref={selectAll}
          type="checkbox"
          className={checkboxClass}
          checked={all}
          onChange={(event) => {
            const { checked } = event.target;
            apply((latest) => withIds(latest, 'alphabet_id', checked ? allIds : []));
          }}
        />
        <span>{t('discover.selectAllLetters')}</span>
      </label>
      <ul className="grid grid-cols-6 gap-1">
        {letters.map((letter) => (
          <li key={letter.id}>
            <label className="relative block">
              {/* The box covers its tile, so a click or tap on the tile toggles it. */}
              <input
                type="checkbox"
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                checked={selected.includes(letter.id)}
                onChange={(event) =>
                  apply((latest) => toggleId(latest, 'alphabet_id', letter.id, event.target.checked))
                }
              />
              <span className="flex h-8 items-center justify-center rounded-md border border-gray-300 text-sm text-gray-800 peer-checked:border-orange-700 peer-checked:bg-orange-700 peer-checked:font-semibold peer-checked:text-white peer-hover:border-orange-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-orange-700">
                {letter.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function SidebarSkeleton() {
  const { t } = useTranslation();
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

function Filters({ options }: { options: SearchOptions }) {
  const { t } = useTranslation();
  const lang = useLang();
  const conditions = useActiveConditions();
  const hrefOf = useSearchHref();
  const named = (list: SearchOptions['industries']) =>
    list.map((o) => ({ id: o.id, label: localizedName(o, lang) }));
  const letterIds = filterIds(options).alphabet_id;
  const letters = options.alphabets
    .filter((o) => letterIds.includes(o.id))
    .map((o) => ({ id: o.id, label: o.name }));

  return (
    <div data-testid="category-filters">
      {hasFilters(conditions) ? (
        <Link
          to={hrefOf(withoutFilters(conditions))}
          state={{ filter: true }}
          className="mb-3 inline-block text-sm font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800"
        >
          {t('discover.clearFilters')}
        </Link>
      ) : null}
      <FilterGroup title={t('categories.industry')} field="industry_id" entries={named(options.industries)} />
      <AlphabetGroup title={t('categories.alphabet')} letters={letters} />
      <FilterGroup title={t('categories.genre')} field="color_id" entries={named(options.colors)} />
      <FilterGroup title={t('categories.type')} field="taste_id" entries={named(options.tastes)} />
    </div>
  );
}

/**
 * The left sidebar's filters (industry, alphabet, genre, type) as checkboxes. They read the
 * search page's URL and change it: several values of a filter match any of them, filters
 * combine, and the All entry clears its filter.
 */
export function CategorySidebar() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(searchOptionsQuery());
  if (isPending) return <SidebarSkeleton />;
  if (isError) return <p className="text-sm text-red-800">{t('categories.loadError')}</p>;
  return <Filters options={data} />;
}
