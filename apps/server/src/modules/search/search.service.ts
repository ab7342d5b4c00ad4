import {
  type Locale,
  type LogoCardPage,
  lastPageOf,
  MAX_ID,
  msg,
  normalizeSearchText,
  type SearchLogoQuery,
  searchWords,
} from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, type FieldErrors, validationFailed } from '../../platform/http/errors.ts';
import {
  type CardFilter,
  type CardTexts,
  cardsArray,
  cardTexts,
  countedStates,
  pageJson,
  type TotalFrom,
} from '../catalog/index.ts';
import * as repo from './search.repository.ts';
import type { SearchEntries } from './search-entries.ts';
import * as filtersRepo from './search-filters.repository.ts';
import * as textRepo from './search-text.repository.ts';

type FilterField = 'industry_id' | 'color_id' | 'taste_id' | 'alphabet_id';

const FILTERS: { field: FilterField; table: repo.OptionTable; join: repo.JoinTable; unknown: string }[] = [
  {
    field: 'industry_id',
    table: 'industries',
    join: 'logo_industries',
    unknown: msg('unknown_option', { field: 'industry' }),
  },
  {
    field: 'color_id',
    table: 'colors',
    join: 'logo_colors',
    unknown: msg('unknown_option', { field: 'genre' }),
  },
  {
    field: 'taste_id',
    table: 'tastes',
    join: 'logo_tastes',
    unknown: msg('unknown_option', { field: 'taste' }),
  },
  {
    field: 'alphabet_id',
    table: 'alphabets',
    join: 'logo_alphabets',
    unknown: msg('unknown_option', { field: 'alphabet' }),
  },
];

/** Category filters given (0, meaning All, is already dropped by the contract). */
function givenFilters(query: SearchLogoQuery) {
  return FILTERS.flatMap((f) => {
    const ids = [...new Set(query[f.field] ?? [])];
    return ids.length > 0 ? [{ ...f, ids }] : [];
  });
}

/**
 * Unknown category ids answer 422 naming the filter, rather than an empty page that hides a
 * typo. Ids past the integer range cannot exist: they are refused before any query, as the
 * database would refuse to compare them.
 */
function outOfRange(filters: ReturnType<typeof givenFilters>): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of filters) if (f.ids.some((id) => id > MAX_ID)) errors[f.field] = [f.unknown];
  return errors;
}

async function unknownOptions(db: Db, filters: ReturnType<typeof givenFilters>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const { table } of await repo.missingIds(db, filters)) {
    const f = FILTERS.find((x) => x.table === table)!;
    errors[f.field] = [f.unknown];
  }
  return errors;
}

/** Ids of the keywords equal to the tag in any language, after normalisation. */
async function keywordIdsOf(db: Db, tag: string): Promise<number[]> {
  const keywords = await repo.listKeywords(db);
  return keywords
    .filter((k) => [k.name_ja, k.name_en, k.name_vi].some((name) => normalizeSearchText(name) === tag))
    .map((k) => Number(k.id));
}

/** The search conditions of a query; null when it can match nothing. */
async function conditionsOf(
  db: Db,
  query: SearchLogoQuery,
  filters: ReturnType<typeof givenFilters>,
): Promise<repo.SearchConditions | null> {
  const conditions: repo.SearchConditions = {
    categories: filters.map((f) => ({ table: f.join, ids: f.ids })),
    availableOnly: query.sold_out === '0',
    asOf: query.as_of === undefined ? null : new Date(query.as_of),
  };
  if (query.logo_ids?.length) {
    const ids = [...new Set(query.logo_ids)].filter((id) => id <= MAX_ID);
    if (ids.length === 0) return null;
    conditions.logoIds = ids;
  }
  const tag = normalizeSearchText(query.keyword ?? '');
  if (tag) {
    const ids = await keywordIdsOf(db, tag);
    if (ids.length === 0) return null;
    conditions.keywordIds = ids;
  }
  const text = normalizeSearchText(query.u_keyword ?? '');
  if (text) conditions.text = { query: text, words: searchWords(text) };
  return conditions;
}

const FILTER_KINDS: Record<repo.JoinTable, filtersRepo.FilterKind> = {
  logo_industries: filtersRepo.FILTER_KIND.industry,
  logo_colors: filtersRepo.FILTER_KIND.color,
  logo_tastes: filtersRepo.FILTER_KIND.taste,
  logo_alphabets: filtersRepo.FILTER_KIND.alphabet,
};

/** The category and keyword filters of `c` in the filter read model's terms. */
function filterConditionsOf(c: repo.SearchConditions): filtersRepo.FilterConditions {
  const links: filtersRepo.FilterLink[] = c.categories.map(({ table, ids }) => ({
    kind: FILTER_KINDS[table],
    ids,
  }));
  if (c.keywordIds) links.push({ kind: filtersRepo.FILTER_KIND.keyword, ids: c.keywordIds });
  return { links, availableOnly: c.availableOnly };
}

interface FoundPage {
  total: number;
  /** More logos match than `total` counts (free text past the cap, ADR 0040). */
  capped?: boolean;
  texts: CardTexts | null;
}

/** meta.as_of of a page in the public order (ADR 0093): the moment that order was fixed. */
function asOfMeta(found: FoundPage, conditions: repo.SearchConditions | null): { as_of?: number } {
  const asOf = found.texts?.asOf ?? conditions?.asOf?.getTime() ?? null;
  return asOf === null ? {} : { as_of: asOf };
}

/**
 * The number of matches and the cards of one page. Free text is matched, counted and ranked on
 * the search index (its own order: relevance, then newest); category and keyword filters only are
 * counted and paged on the filter read model (ADR 0054); otherwise it counts and pages like the
 * public list. Without free text the order is the public one, available logos first and sold ones
 * last (ADR 0093). Cards are the page's prepared texts from the read model (ADR 0039).
 */
async function findPage(
  db: Db,
  conditions: repo.SearchConditions | null,
  window: { limit: number; offset: number },
  options: { locale: Locale; userId: number | null; entries?: SearchEntries | undefined },
): Promise<FoundPage> {
  if (!conditions) return { total: 0, texts: null };
  const { text } = conditions;
  const page = (filter: CardFilter, total: TotalFrom = 'none') =>
    cardTexts(db, filter, window, { ...options, total });
  if (text) {
    const withText = { ...conditions, text };
    const load = () => textRepo.lookUpEntries(db, withText);
    const entries = await (options.entries ? options.entries.lookUp(withText, load) : load());
    const n = window.offset + window.limit;
    const resolved = await textRepo.resolveText(db, withText, n, textRepo.TEXT_TOTAL_CAP, entries);
    const { total, capped } = resolved;
    if (total <= window.offset) return { total, capped, texts: null };
    const filter = textRepo.textPageFilter(withText, resolved, window);
    const texts = await cardTexts(
      db,
      filter,
      { limit: window.limit, offset: 0 },
      { ...options, total: 'none' },
    );
    return { total, capped, texts };
  }
  if (repo.filtersOnly(conditions)) {
    // Counted first: no page is read past the last one.
    const filters = filterConditionsOf(conditions);
    const total = await filtersRepo.filterTotal(db, filters);
    if (total <= window.offset) return { total, texts: null };
    const texts = await cardTexts(
      db,
      filtersRepo.filterPage(filters, window, { asOf: conditions.asOf ?? null }),
      window,
      {
        ...options,
        total: 'none',
      },
    );
    return { total, texts };
  }
  // Nothing to match: every public logo is counted by the state counters.
  const everything = !conditions.logoIds && !conditions.availableOnly;
  const texts = await page(
    repo.searchFilter(conditions),
    everything ? { counters: countedStates() } : 'count',
  );
  return { total: texts.total ?? 0, texts };
}

/**
 * GET /api/search/logo. Filters combine with AND, the values of one filter with OR. Free text
 * matches names and keywords in every language and the explanation, folded by
 * normalizeSearchText; every word must match, a word of 1–2 characters at the start of a word of
 * a name or keyword only (see SHORT_WORD_LENGTH). Exact and prefix matches of a name or keyword
 * rank first.
 */
export async function searchLogosJson(
  pool: Db,
  ctx: RequestContext,
  query: SearchLogoQuery,
  entries?: SearchEntries,
): Promise<string> {
  const db = dbOf(ctx, pool);
  const filters = givenFilters(query);
  const tooLarge = outOfRange(filters);
  if (Object.keys(tooLarge).length > 0) throw validationFailed(tooLarge);
  // The option check runs beside the search instead of before it; a bad option still wins.
  const [checked, result] = await Promise.allSettled([
    unknownOptions(db, filters),
    searchPage(db, ctx, query, filters, entries),
  ]);
  if (checked.status === 'rejected') throw checked.reason;
  if (Object.keys(checked.value).length > 0) throw validationFailed(checked.value);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** GET /api/search/logo as an object (for callers that compose it, such as the page's first data). */
export async function searchLogos(
  pool: Db,
  ctx: RequestContext,
  query: SearchLogoQuery,
  entries?: SearchEntries,
): Promise<LogoCardPage> {
  return JSON.parse(await searchLogosJson(pool, ctx, query, entries)) as LogoCardPage;
}

async function searchPage(
  db: Db,
  ctx: RequestContext,
  query: SearchLogoQuery,
  filters: ReturnType<typeof givenFilters>,
  entries: SearchEntries | undefined,
): Promise<string> {
  const { limit: perPage, page } = query;
  const conditions = await conditionsOf(db, query, filters);
  const found = await findPage(
    db,
    conditions,
    { limit: perPage, offset: (page - 1) * perPage },
    { locale: ctx.locale, userId: ctx.actor?.id ?? null, entries },
  );
  const lastPage = lastPageOf(found.total, perPage);
  if (page > lastPage) {
    throw new AppError(404, `The page ${page} is past the last page (${lastPage}).`, {
      page: [`The page must be between 1 and ${lastPage}.`],
    });
  }
  const data = found.texts ? cardsArray(found.texts, ctx.locale) : '[]';
  return pageJson(data, {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total: found.total,
    total_relation: found.capped ? 'gte' : 'eq',
    ...asOfMeta(found, conditions),
  });
}
