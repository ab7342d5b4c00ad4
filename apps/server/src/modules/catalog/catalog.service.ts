import {
  type AllLogoQuery,
  type CategoryOption,
  LOGO_STATE,
  type LogoCard,
  type LogoCardPage,
  type LogoDetail,
  lastPageOf,
  MAX_ID,
  type SearchOptions,
} from '@logoya/core';
import { isStaff } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { designerScope } from '../logos/index.ts';
import { cardsArray, detailJson, pageJson } from './card-json.ts';
import { pricesFor, toCard, toPriceRows } from './card-mapper.ts';
import * as cards from './cards.repository.ts';
import * as repo from './catalog.repository.ts';

const LOGO_NOT_FOUND = 'The logo was not found.';

const pastTheLast = (page: number, lastPage: number) =>
  new AppError(404, `The page ${page} is past the last page (${lastPage}).`, {
    page: [`The page must be between 1 and ${lastPage}.`],
  });

const STATE_NOT_PUBLIC = 'The state must be 0 (normal), 2 (negotiating) or 8 (sold).';

/**
 * GET /api/all-logo as prepared JSON: public cards, available logos newest first, then sold ones
 * (ADR 0093; as of `as_of` when given, which meta.as_of reports); stopped and deleted logos never
 * appear, except that staff may ask for the stopped ones (state 7; a designer sees their own).
 * Without designer or keyword filters the total comes from the state counters.
 */
export async function allLogosJson(pool: Db, ctx: RequestContext, query: AllLogoQuery): Promise<string> {
  const stopped = query.state === LOGO_STATE.stopped;
  if (stopped && !isStaff(ctx.actor)) {
    throw new AppError(422, STATE_NOT_PUBLIC, { state: [STATE_NOT_PUBLIC] });
  }
  const staff = stopped ? { designers: designerScope(ctx.actor) } : undefined;
  const asOf = query.as_of === undefined ? null : new Date(query.as_of);
  const filter = repo.allLogosFilter(query, staff, asOf);
  const counted = !query.keyword && !query.designers?.length && !staff?.designers;
  const { per_page: perPage, page } = query;
  const texts = await cards.cardTexts(
    dbOf(ctx, pool),
    filter,
    { limit: perPage, offset: (page - 1) * perPage },
    {
      locale: ctx.locale,
      userId: ctx.actor?.id ?? null,
      total: counted ? { counters: cards.countedStates(query.state) } : 'count',
    },
  );
  const total = texts.total ?? 0;
  const lastPage = lastPageOf(total, perPage);
  if (page > lastPage) throw pastTheLast(page, lastPage);
  return pageJson(cardsArray(texts, ctx.locale), {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    ...(texts.asOf === null ? {} : { as_of: texts.asOf }),
  });
}

/** GET /api/all-logo as an object (for callers that compose it, such as the page's first data). */
export async function listAllLogos(db: Db, ctx: RequestContext, query: AllLogoQuery): Promise<LogoCardPage> {
  return JSON.parse(await allLogosJson(db, ctx, query)) as LogoCardPage;
}

/**
 * Cards of a member's favourites (or active keeps), the latest favourite first, for the
 * favourites module: which logos may show, and how a card looks, stay the catalogue's.
 */
export async function favoriteCards(
  pool: Db,
  ctx: TxScope & Pick<RequestContext, 'locale'>,
  userId: number,
  options: { keptOnly: boolean; limit: number; offset: number },
): Promise<LogoCard[]> {
  const db = dbOf(ctx, pool);
  const [rows, priceRows] = await Promise.all([
    repo.listCards(
      db,
      repo.favoritesFilter(userId, options.keptOnly),
      { limit: options.limit, offset: options.offset },
      userId,
    ),
    repo.listPriceSettings(db),
  ]);
  const prices = pricesFor(priceRows, ctx.locale);
  return rows.map((row) => toCard(row, ctx.locale, prices));
}

/** GET /api/logo/{id} as prepared JSON: the public detail; stopped, deleted and unknown logos answer 404. */
export async function logoDetailJson(pool: Db, ctx: RequestContext, id: number): Promise<string> {
  if (id < 1 || id > MAX_ID) throw notFound(LOGO_NOT_FOUND);
  const texts = await cards.detailTexts(dbOf(ctx, pool), id, {
    locale: ctx.locale,
    userId: ctx.actor?.id ?? null,
  });
  if (!texts) throw notFound(LOGO_NOT_FOUND);
  return detailJson(texts, ctx.locale);
}

export async function getLogoDetail(pool: Db, ctx: RequestContext, id: number): Promise<LogoDetail> {
  return JSON.parse(await logoDetailJson(pool, ctx, id)) as LogoDetail;
}

const ALL_ENTRY: CategoryOption = {
  id: 0,
  name_ja: 'すべて',
  name_en: 'All',
  name_vi: 'Tất cả',
  key_name: 'all',
};

/** GET /api/search-options: industries, colours and tastes with an All entry (id 0) first. */
export async function getSearchOptions(db: Db): Promise<SearchOptions> {
  const [industries, colors, tastes, alphabets] = await Promise.all([
    repo.listCategoryTable(db, 'industries'),
    repo.listCategoryTable(db, 'colors'),
    repo.listCategoryTable(db, 'tastes'),
    repo.listAlphabets(db),
  ]);
  return {
    industries: [ALL_ENTRY, ...industries],
    colors: [ALL_ENTRY, ...colors],
    tastes: [ALL_ENTRY, ...tastes],
    alphabets,
  };
}

/** Every alphabet, genre (colour), industry and taste, for the back office's category tab. */
export async function categoryLists(db: Db) {
  const [alphabets, colors, industries, tastes] = await Promise.all([
    repo.listAlphabets(db),
    repo.listCategoryTable(db, 'colors'),
    repo.listCategoryTable(db, 'industries'),
    repo.listCategoryTable(db, 'tastes'),
  ]);
  return { alphabets, colors, industries, tastes };
}

export type LogoCategoryRow = repo.CategoryRow;

/** A logo's categories, alphabets and keywords, whatever its state (the back office's editor). */
export async function logoClassification(db: Db, id: number) {
  // Inside a transaction the reads share one connection, which runs one statement at a time.
  const categories = await repo.listLogoCategories(db, id);
  const alphabets = await repo.listLogoAlphabets(db, id);
  const keywords = await repo.listLogoKeywords(db, id);
  return { categories, alphabets, keywords };
}

export async function getPriceSettings(db: Db) {
  return toPriceRows(await repo.listPriceSettings(db));
}

export const countPublicLogos = repo.countPublicLogos;
export const listDesigners = repo.listDesigners;
