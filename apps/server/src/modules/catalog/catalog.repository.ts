import type { AllLogoQuery } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import {
  activeKeep,
  containsPattern,
  inIds,
  newestFirst,
  publicLogo,
  type SoldLast,
  soldTier,
} from '../../platform/db/sql.ts';

export interface CardRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  state: number;
  tank_num: number;
  favorites_count: number;
  main_key: string | null;
  hover_key: string | null;
  kept: boolean;
  is_user_kept: boolean;
  is_like: boolean;
  zip: boolean;
}

export interface CardFilter {
  /** Common table expressions the conditions and ordering may read (without `with`). */
  with?: SQL;
  /** Extra conditions on `l` (the logos row), combined with AND. */
  where: SQL[];
  /** Ordering; newest first when not given. */
  orderBy?: SQL;
  /**
   * The shop's public order (ADR 0093): available logos newest first, then sold ones, walked per
   * state on the card read model (`where` then needs no state condition); with `orderBy`, the
   * tier sorts before it.
   */
  soldLast?: SoldLast;
  /** Also stopped, sold and deleted logos (a cart or an order shows what became of its logo). */
  allStates?: boolean;
  /**
   * The page already chosen and ordered by the filter's own common table expressions: a query
   * of (id, place) rows. Readers of the card model join it as it is instead of sorting by
   * `orderBy`, which would look up each card's place.
   */
  ranked?: SQL;
  /**
   * The filter's text takes a few fixed shapes (values are parameters): its statement is sent as
   * a named prepared statement (preparedRows, ADR 0056).
   */
  prepared?: boolean;
  /**
   * The filter's text already fixes its plan (which index, which order, how far): its statement
   * keeps one generic plan instead of being planned on every run (genericPlanRows, ADR 0070).
   */
  genericPlan?: boolean;
}

const visible = publicLogo();
const kept = activeKeep();

/**
 * GET /api/all-logo's conditions: a state, designers, a name containing the keyword. `staff`
 * lets a staff member's state filter reach stopped logos (a designer's own only). Without a
 * state, the public order: available logos first, sold ones last, as of `asOf` (ADR 0093).
 */
export function allLogosFilter(
  query: Pick<AllLogoQuery, 'state' | 'designers' | 'keyword'>,
  staff?: { designers: readonly number[] | undefined },
  asOf: Date | null = null,
): CardFilter {
  const where: SQL[] = [];
  if (staff?.designers) where.push(inIds(sql`l.designer_id`, staff.designers));
  if (query.state !== undefined) where.push(sql`l.state = ${query.state}`);
  if (query.designers?.length) where.push(inIds(sql`l.designer_id`, query.designers));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    // Through logos, so the filter reads the same on logos and on the card read model.
    where.push(sql`exists (select 1 from logos x where x.id = l.id
      and (x.name_ja ilike ${pattern} or x.name_en ilike ${pattern} or x.name_vi ilike ${pattern}))`);
  }
  // Its shapes are few: a state, designers and a keyword, each given or not (values are
  // parameters), so it is sent as a prepared statement.
  if (staff && query.state !== undefined) return { where, allStates: true, prepared: true };
  return query.state === undefined
    ? { where, prepared: true, soldLast: { asOf } }
    : { where, prepared: true };
}

/** One logo by id (still public only). */
export const logoIdFilter = (id: number): CardFilter => ({ where: [sql`l.id = ${id}`] });

/** The logos in `ids` (order is the caller's to restore). */
export const logoIdsFilter = (ids: readonly number[]): CardFilter => ({ where: [inIds(sql`l.id`, ids)] });

/** A member's favourites, or only their active keeps, the latest favourite first. */
export function favoritesFilter(userId: number, keptOnly: boolean): CardFilter {
  const onlyKept = keptOnly ? sql` and ${kept}` : sql``;
  return {
    where: [
      sql`exists (select 1 from favorites f where f.logo_id = l.id and f.user_id = ${userId}${onlyKept})`,
    ],
    orderBy: sql`(select f.created_at from favorites f where f.logo_id = l.id and f.user_id = ${userId}) desc, l.id desc`,
  };
}

function whereClause(filter: CardFilter): SQL {
  return sql.join(filter.allStates ? filter.where : [visible, ...filter.where], sql` and `);
}

/** Number of public logos matching a filter. */
export async function countCards(db: Db, filter: CardFilter): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from logos l where ${whereClause(filter)}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * One page of public cards in a single statement: images, keep, like and zip flags come from
 * correlated sub-queries, so the number of statements does not grow with the page size.
 */
export async function listCards(
  db: Db,
  filter: CardFilter,
  page: { limit: number; offset: number },
  userId: number | null,
): Promise<CardRow[]> {
  const uid = userId ?? 0;
  return rows<CardRow>(
    db,
    sql`${filter.with ? sql`with ${filter.with}` : sql``}
      select l.id, l.name_ja, l.name_en, l.name_vi, l.state, l.tank_num, l.favorites_count,
        (select i.storage_key from logo_images i
          where i.logo_id = l.id and i.kind = 'main'
          order by case i.format when 'gif' then 0 else 1 end, i.sort, i.id limit 1) as main_key,
        (select i.storage_key from logo_images i
          where i.logo_id = l.id and i.kind = 'hover' order by i.sort, i.id limit 1) as hover_key,
        (l.state = 2 or exists (select 1 from favorites f where f.logo_id = l.id and ${kept})) as kept,
        exists (select 1 from favorites f where f.logo_id = l.id and f.user_id = ${uid} and ${kept}) as is_user_kept,
        exists (select 1 from favorites f where f.logo_id = l.id and f.user_id = ${uid}) as is_like,
        exists (select 1 from zips z where z.logo_id = l.id) as zip
      from logos l
      where ${whereClause(filter)}
      order by ${filter.soldLast ? sql`${soldTier(filter.soldLast)}, ` : sql``}${filter.orderBy ?? newestFirst}
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** Cards of the given logos in any state (a cart shows a sold or stopped logo as invalid). */
export function cardRowsByIds(db: Db, ids: readonly number[], userId: number | null): Promise<CardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return listCards(db, { ...logoIdsFilter(ids), allStates: true }, { limit: ids.length, offset: 0 }, userId);
}

export interface LogoRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  explain: string | null;
  state: number;
  designer_id: number | null;
  designer_name: string | null;
}

export async function findPublicLogo(db: Db, id: number): Promise<LogoRow | undefined> {
  const [row] = await rows<LogoRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.explain, l.state, l.designer_id, u.name as designer_name
        from logos l left join users u on u.id = l.designer_id
        where l.id = ${id} and ${visible}`,
  );
  return row;
}

export interface ImageRow {
  storage_key: string;
  kind: 'main' | 'hover' | 'gallery';
  format: 'gif' | 'png' | 'jpeg';
  width: number | null;
  height: number | null;
}

export function listImages(db: Db, logoId: number): Promise<ImageRow[]> {
  return rows<ImageRow>(
    db,
    sql`select storage_key, kind, format, width, height from logo_images where logo_id = ${logoId}
        order by case kind when 'main' then 0 when 'hover' then 1 else 2 end,
                 case format when 'gif' then 0 else 1 end, sort, id`,
  );
}

export interface CategoryRow {
  group: 'industries' | 'colors' | 'tastes';
  id: number;
  name_ja: string;
  name_en: string;
  name_vi: string;
  key_name: string;
}

/** Industries, colours and tastes of a logo in one statement. */
export function listLogoCategories(db: Db, logoId: number): Promise<CategoryRow[]> {
  return rows<CategoryRow>(
    db,
    sql`select 'industries' as "group", c.id, c.name_ja, c.name_en, c.name_vi, c.key_name, c.sort
          from logo_industries j join industries c on c.id = j.industry_id where j.logo_id = ${logoId}
        union all
        select 'colors', c.id, c.name_ja, c.name_en, c.name_vi, c.key_name, c.sort
          from logo_colors j join colors c on c.id = j.color_id where j.logo_id = ${logoId}
        union all
        select 'tastes', c.id, c.name_ja, c.name_en, c.name_vi, c.key_name, c.sort
          from logo_tastes j join tastes c on c.id = j.taste_id where j.logo_id = ${logoId}
        order by 1, 7, 2`,
  );
}

export function listLogoAlphabets(db: Db, logoId: number) {
  return rows<{ id: number; name: string }>(
    db,
    sql`select a.id, a.name from logo_alphabets j join alphabets a on a.id = j.alphabet_id
        where j.logo_id = ${logoId} order by a.sort, a.id`,
  );
}

export function listLogoKeywords(db: Db, logoId: number) {
  return rows<{ id: number; name_ja: string; name_en: string; name_vi: string }>(
    db,
    sql`select k.id, k.name_ja, k.name_en, k.name_vi from logo_keywords j join keywords k on k.id = j.keyword_id
        where j.logo_id = ${logoId} order by k.id`,
  );
}

export function listCategoryTable(db: Db, table: 'industries' | 'colors' | 'tastes') {
  return rows<Omit<CategoryRow, 'group'>>(
    db,
    sql`select id, name_ja, name_en, name_vi, key_name from ${sql.identifier(table)} order by sort, id`,
  );
}

export function listAlphabets(db: Db) {
  return rows<{ id: number; name: string }>(db, sql`select id, name from alphabets order by sort, id`);
}

export function listPriceSettings(db: Db) {
  return rows<{ key: string; lang: string; value: string | number }>(
    db,
    sql`select key, lang, value from price_settings order by key, lang`,
  );
}

export async function countPublicLogos(db: Db): Promise<number> {
  return countCards(db, { where: [] });
}

export function listDesigners(db: Db) {
  return rows<{ id: number; name: string }>(
    db,
    sql`select id, name from users where role = 'designer' and deleted_at is null order by name, id`,
  );
}
