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
import type { RequestContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { dbOf, type TxScope } from '../../platform/transaction.ts';
import { fileUrl, nameIn, pricesFor, toCard, toPriceRows } from './card-mapper.ts';
import * as repo from './catalog.repository.ts';
import { designerScope, isStaff } from './staff-scope.ts';

const LOGO_NOT_FOUND = 'The logo was not found.';

async function cardPage(
  pool: Db,
  ctx: RequestContext,
  filter: repo.CardFilter,
  perPage: number,
  page: number,
): Promise<LogoCardPage> {
  const db = dbOf(ctx, pool);
  const [total, priceRows] = await Promise.all([repo.countCards(db, filter), repo.listPriceSettings(db)]);
  const lastPage = lastPageOf(total, perPage);
  if (page > lastPage) {
    throw new AppError(404, `The page ${page} is past the last page (${lastPage}).`, {
      page: [`The page must be between 1 and ${lastPage}.`],
    });
  }
  const rows = await repo.listCards(
    db,
    filter,
    { limit: perPage, offset: (page - 1) * perPage },
    ctx.actor?.id ?? null,
  );
  const prices = pricesFor(priceRows, ctx.locale);
  return {
    data: rows.map((row) => toCard(row, ctx.locale, prices)),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
  };
}

const STATE_NOT_PUBLIC = 'The state must be 0 (normal), 2 (negotiating) or 8 (sold).';

/**
 * GET /api/all-logo: public cards, newest first; stopped and deleted logos never appear, except
 * that staff may ask for the stopped ones (state 7; a designer sees their own).
 */
export async function listAllLogos(db: Db, ctx: RequestContext, query: AllLogoQuery): Promise<LogoCardPage> {
  const stopped = query.state === LOGO_STATE.stopped;
  if (stopped && !isStaff(ctx.actor)) {
    throw new AppError(422, STATE_NOT_PUBLIC, { state: [STATE_NOT_PUBLIC] });
  }
  const staff = stopped ? { designers: designerScope(ctx.actor) } : undefined;
  return cardPage(db, ctx, repo.allLogosFilter(query, staff), query.per_page, query.page);
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

/** GET /api/search/logo: multilingual search, in its own service (search.service.ts). */
export { searchLogos } from './search.service.ts';

/** GET /api/logo/{id}: the public detail; stopped, deleted and unknown logos answer 404. */
export async function getLogoDetail(pool: Db, ctx: RequestContext, id: number): Promise<LogoDetail> {
  if (id < 1 || id > MAX_ID) throw notFound(LOGO_NOT_FOUND);
  const db = dbOf(ctx, pool);
  const filter = repo.logoIdFilter(id);
  const [logo, [card], images, categories, alphabets, keywords, priceRows] = await Promise.all([
    repo.findPublicLogo(db, id),
    repo.listCards(db, filter, { limit: 1, offset: 0 }, ctx.actor?.id ?? null),
    repo.listImages(db, id),
    repo.listLogoCategories(db, id),
    repo.listLogoAlphabets(db, id),
    repo.listLogoKeywords(db, id),
    repo.listPriceSettings(db),
  ]);
  if (!logo || !card) throw notFound(LOGO_NOT_FOUND);
  const prices = pricesFor(priceRows, ctx.locale);
  const pick = (group: repo.CategoryRow['group']): CategoryOption[] =>
    categories
      .filter((c) => c.group === group)
      .map(({ id, name_ja, name_en, name_vi, key_name }) => ({ id, name_ja, name_en, name_vi, key_name }));
  return {
    ...toCard(card, ctx.locale, prices),
    names: { ja: nameIn(logo, 'ja'), en: nameIn(logo, 'en'), vi: nameIn(logo, 'vi') },
    explain: logo.explain,
    designer:
      logo.designer_id && logo.designer_name ? { id: logo.designer_id, name: logo.designer_name } : null,
    images: images.map((i) => ({
      url: fileUrl(i.storage_key) as string,
      kind: i.kind,
      format: i.format,
      width: i.width,
      height: i.height,
    })),
    industries: pick('industries'),
    colors: pick('colors'),
    tastes: pick('tastes'),
    alphabets,
    keywords: keywords.map((k) => ({
      id: k.id,
      keyword_language: { ja: k.name_ja, en: k.name_en, vi: k.name_vi },
    })),
    prices: {
      currency: prices.currency,
      logo_price: prices.logoPrice,
      logo_manual_price: prices.logoManualPrice,
      logo_motion_price: prices.logoMotionPrice,
      tax: prices.taxPercent,
    },
  };
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

export async function getPriceSettings(db: Db) {
  return toPriceRows(await repo.listPriceSettings(db));
}

export const countPublicLogos = repo.countPublicLogos;
export const listDesigners = repo.listDesigners;
