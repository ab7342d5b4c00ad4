import type { Locale, SearchOptions } from '@logoya/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  type FilterField,
  NO_CONDITIONS,
  type SearchConditions,
  selectsAll,
  toggleId,
  withIds,
} from '../../../shared/search/search-url.ts';
import { useSearchHref } from '../../../shared/search/use-search-url.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { filterIds } from '../api/search-options.ts';

interface Condition {
  key: string;
  label: string;
  /** The search without this condition. */
  without: SearchConditions;
}

function conditionsOf(
  conditions: SearchConditions,
  options: SearchOptions | undefined,
  lang: Locale,
  t: TFunction,
): Condition[] {
  const list: Condition[] = [];
  if (conditions.u_keyword) {
    list.push({
      key: 'u_keyword',
      label: t('discover.textChip', { text: conditions.u_keyword }),
      without: { ...conditions, u_keyword: '' },
    });
  }
  if (conditions.keyword) {
    list.push({
      key: 'keyword',
      label: t('discover.keywordChip', { name: conditions.keyword }),
      without: { ...conditions, keyword: '' },
    });
  }
  // Category names need the options; their chips appear once those have loaded.
  if (options) {
    const named = (field: FilterField, entries: SearchOptions['industries']) => {
      for (const id of conditions[field]) {
        const option = entries.find((o) => o.id === id);
        if (option) {
          list.push({
            key: `${field}-${id}`,
            label: localizedName(option, lang),
            without: toggleId(conditions, field, id, false),
          });
        }
      }
    };
    named('industry_id', options.industries);
    if (selectsAll(conditions.alphabet_id, filterIds(options).alphabet_id)) {
      list.push({
        key: 'alphabet_id-all',
        label: t('discover.allLettersChip'),
        without: withIds(conditions, 'alphabet_id', []),
      });
    } else {
      for (const id of conditions.alphabet_id) {
        const letter = options.alphabets.find((o) => o.id === id);
        if (letter) {
          list.push({
            key: `alphabet_id-${id}`,
            label: t('discover.letterChip', { letter: letter.name }),
            without: toggleId(conditions, 'alphabet_id', id, false),
          });
        }
      }
    }
    named('color_id', options.colors);
    named('taste_id', options.tastes);
  }
  if (conditions.hideSoldOut) {
    list.push({
      key: 'sold_out',
      label: t('discover.soldOutHiddenChip'),
      without: { ...conditions, hideSoldOut: false },
    });
  }
  return list;
}

/** The active conditions as chips; each chip's link is the search without it. */
export function SearchConditionChips({
  conditions,
  options,
}: {
  conditions: SearchConditions;
  options: SearchOptions | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const hrefOf = useSearchHref();
  const list = conditionsOf(conditions, options, lang, t);
  if (list.length === 0) return null;
  return (
    <ul aria-label={t('discover.conditions')} className="flex flex-wrap items-center gap-2">
      {list.map((condition) => (
        <li key={condition.key}>
          <Link
            to={hrefOf(condition.without)}
            aria-label={t('discover.removeCondition', { label: condition.label })}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-orange-200 bg-orange-50 py-1 pr-2 pl-3 text-sm text-orange-900 hover:border-orange-500 hover:bg-orange-100"
          >
            <span className="break-all">{condition.label}</span>
            <CloseIcon />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={hrefOf(NO_CONDITIONS)}
          className="px-1 text-sm font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800"
        >
          {t('discover.clearAll')}
        </Link>
      </li>
    </ul>
  );
}
