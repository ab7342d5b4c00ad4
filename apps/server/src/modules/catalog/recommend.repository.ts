import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, availableLogo, hiddenLogo, idArray } from '../../platform/db/sql.ts';

/** The categories and keywords recommendations are scored against. */
export interface Profile {
  industries: number[];
  colors: number[];
  tastes: number[];
  alphabets: number[];
  keywords: number[];
}

/** Shared keywords count this many times a shared category. */
export const KEYWORD_WEIGHT = 2;

const CATEGORY_TABLES = [
  ['industries', 'logo_industries', 'industry_id'],
  ['colors', 'logo_colors', 'color_id'],
  ['tastes', 'logo_tastes', 'taste_id'],
  ['alphabets', 'logo_alphabets', 'alphabet_id'],
] as const;

/**
 * The logo's created_at when it can be recommended (normal state: not sold, stopped, deleted or
 * negotiating, and not kept), else null. A correlated look-up on purpose: the candidates are few,
 * and as a join the planner, misjudging their number, would scan every logo.
 */
function createdIfRecommendable(logo: SQL): SQL {
  return sql`(select l.created_at from logos l where l.id = ${logo} and ${availableLogo()})`;
}

/** At most this many values per group when profiling many logos: about what one logo has. */
const CAPS: Record<keyof Profile, number> = {
  industries: 2,
  colors: 1,
  tastes: 2,
  alphabets: 1,
  keywords: 4,
};

const PROFILE_SOURCES: [keyof Profile, string, string][] = [
  ...CATEGORY_TABLES.map(([key, table, column]) => [key, table, column] as [keyof Profile, string, string]),
  ['keywords', 'logo_keywords', 'keyword_id'],
];

/**
 * The categories and keywords of some logos; `of` is a sub-query returning logo ids. With
 * `common`, only the values most frequent among them (CAPS per group, ties by id), so many logos
 * still make a profile the size of one logo's.
 */
async function profileFrom(db: Db, of: SQL, common: boolean): Promise<Profile> {
  const columns = PROFILE_SOURCES.map(([key, table, column]) => {
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const values = common
      ? sql`select ${c} from ${t} where logo_id in (${of}) group by ${c} order by count(*) desc, ${c} limit ${CAPS[key]}`
      : sql`select distinct ${c} from ${t} where logo_id in (${of})`;
    return sql`array(${values}) as ${sql.identifier(key)}`;
  });
  const [row] = await rows<Record<keyof Profile, number[] | null>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
  return {
    industries: ids(row?.industries),
    colors: ids(row?.colors),
    tastes: ids(row?.tastes),
    alphabets: ids(row?.alphabets),
    keywords: ids(row?.keywords),
  };
}

/** Every category and keyword of one logo. */
export const profileOfLogo = (db: Db, logoId: number) => profileFrom(db, sql`select ${logoId}::int`, false);

/** The values most common among the member's favourites. */
export const commonProfileOfFavorites = (db: Db, userId: number) =>
  profileFrom(db, sql`select logo_id from favorites where user_id = ${userId}`, true);

export async function favoriteLogoIds(db: Db, userId: number): Promise<number[]> {
  const found = await rows<{ logo_id: number }>(
    db,
    sql`select logo_id from favorites where user_id = ${userId}`,
  );
  return found.map((r) => Number(r.logo_id));
}

export interface Ranked {
  id: number;
  score: number;
  /** created_at as fixed-width UTC text to the microsecond, so rankings merge in SQL's order. */
  recency: string;
}

/** Sum of shared categories of a logo with the profile, by primary-key look-ups. */
function categoryScore(profile: Profile, logo: SQL): SQL {
  const parts = CATEGORY_TABLES.filter(([key]) => profile[key].length > 0).map(
    ([key, table, column]) =>
      sql`(select count(*) from ${sql.identifier(table)} j
            where j.logo_id = ${logo} and j.${sql.identifier(column)} = any(${idArray(profile[key])}))`,
  );
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/**
 * Logo ids that may not be recommended: any state but normal (a few percent of the catalogue,
 * from the state index) and actively kept logos. Anti-joined by hash before any per-logo look-up.
 */
function notRecommendable(column: SQL): SQL {
  return sql`${column} not in (select id from logos where ${hiddenLogo(sql`state`, { normalOnly: true })})
    and ${column} not in (select logo_id from favorites f where ${activeKeep()})`;
}

/**
 * Scores candidates (`select logo_id, k`, k = shared keywords) in full and keeps the `limit`
 * best scoring at least `minScore`. created_at is looked up only for those scoring at least the
 * limit-th best score, the ones the newest-first order can still move.
 */
function scoreCandidates(profile: Profile, candidates: SQL, minScore: number, limit: number): SQL {
  // Materialised steps: inlined, the planner would run each look-up twice (filter and output).
  return sql`with c as materialized (${candidates}),
    s as materialized (
      select c.logo_id as id, (${KEYWORD_WEIGHT} * c.k + ${categoryScore(profile, sql`c.logo_id`)})::int as score
      from c),
    e as materialized (select id, score from s where score >= ${minScore} and ${notRecommendable(sql`id`)}),
    cut as (select score from e order by score desc limit 1 offset ${limit - 1}),
    t as materialized (
      select id, score, ${createdIfRecommendable(sql`e.id`)} as created_at from e
      where score >= coalesce((select score from cut), 0))
    select id, score, to_char(created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as recency from t
    where created_at is not null
    order by score desc, created_at desc, id desc limit ${limit}`;
}

/**
 * Stage one: only logos sharing at least `minKeywords` keywords (a few hundred, from the
 * keyword index), each scored in full. The service checks whether it is already exact.
 */
export function rankByKeywords(
  db: Db,
  profile: Profile,
  exclude: number[],
  minKeywords: number,
  limit: number,
): Promise<Ranked[]> {
  return rows<Ranked>(
    db,
    scoreCandidates(
      profile,
      sql`select logo_id, count(*)::int as k from logo_keywords
          where keyword_id = any(${idArray(profile.keywords)}) and logo_id <> all(${idArray(exclude)})
          group by logo_id having count(*) >= ${minKeywords}`,
      0,
      limit,
    ),
  );
}

/** The category groups from the rarest values to the most common (30 alphabets … 5 colours). */
const RAREST_FIRST = ['alphabets', 'industries', 'tastes', 'colors'] as const;

/** The first `count` category values of the profile, rarest groups first. */
export function driverValues(profile: Profile, count: number) {
  return RAREST_FIRST.flatMap((key) => profile[key].map((id) => ({ key, id }))).slice(0, count);
}

/**
 * Stage two: logos having at least one of the given category values, scored in full, keeping
 * those scoring at least `minScore`. The service picks values every logo that could still enter
 * the ranking must have.
 */
export function rankByCategories(
  db: Db,
  profile: Profile,
  exclude: number[],
  drivers: { key: (typeof RAREST_FIRST)[number]; id: number }[],
  minScore: number,
  limit: number,
): Promise<Ranked[]> {
  const lists = drivers.map(({ key, id }) => {
    const [, table, column] = CATEGORY_TABLES.find(([k]) => k === key)!;
    return sql`select logo_id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`;
  });
  const keywords = profile.keywords.length
    ? sql`(select count(*) from logo_keywords j where j.logo_id = d.logo_id
           and j.keyword_id = any(${idArray(profile.keywords)}))::int`
    : sql`0`;
  return rows<Ranked>(
    db,
    scoreCandidates(
      profile,
      sql`select d.logo_id, ${keywords} as k from (${sql.join(lists, sql` union `)}) d
          where d.logo_id <> all(${idArray(exclude)})`,
      minScore,
      limit,
    ),
  );
}

/**
 * The exact ranking over every logo sharing anything with the profile: each shared value's
 * logos come from the join tables' (value, logo) indexes and are summed per logo. Only logos
 * scoring at least the limit-th best score are looked up in `logos` for the newest-first order.
 */
export function rankAll(db: Db, profile: Profile, exclude: number[], limit: number): Promise<Ranked[]> {
  const lists = CATEGORY_TABLES.filter(([key]) => profile[key].length > 0).map(
    ([key, table, column]) =>
      sql`select logo_id, 1 as w from ${sql.identifier(table)}
          where ${sql.identifier(column)} = any(${idArray(profile[key])})`,
  );
  if (profile.keywords.length) {
    lists.push(
      sql`select logo_id, ${KEYWORD_WEIGHT} as w from logo_keywords
          where keyword_id = any(${idArray(profile.keywords)})`,
    );
  }
  if (lists.length === 0) return Promise.resolve([]);
  return rows<Ranked>(
    db,
    sql`with scored as materialized (
          select logo_id, sum(w)::int as score from (${sql.join(lists, sql` union all `)}) c
          group by logo_id),
        eligible as materialized (
          select logo_id, score from scored
          where logo_id <> all(${idArray(exclude)}) and ${notRecommendable(sql`logo_id`)}),
        cut as (select score from eligible order by score desc limit 1 offset ${limit - 1}),
        top as (
          select logo_id, score, ${createdIfRecommendable(sql`e.logo_id`)} as created_at from eligible e
          where score >= coalesce((select score from cut), 0))
        select logo_id as id, score, to_char(created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as recency
        from top where created_at is not null
        order by score desc, created_at desc, logo_id desc limit ${limit}`,
  );
}
