import { PUBLIC_LOGO_STATES } from '@logoya/core';
import type pg from 'pg';

/**
 * The requests the catalogue bench rotates through, built from the shop itself: category names
 * from GET /api/search-options, keyword names from the database (no public call lists keywords),
 * logo ids from the database.
 */

interface Named {
  id: number;
  name_ja: string;
  name_en: string;
  name_vi: string;
}

interface SearchOptions {
  industries: Named[];
  colors: Named[];
  tastes: Named[];
  alphabets: { id: number; name: string }[];
}

export async function searchOptions(base: string): Promise<SearchOptions> {
  const res = await fetch(`${base}/api/search-options`);
  if (res.status !== 200) throw new Error(`GET /api/search-options answered ${res.status}`);
  const options = (await res.json()) as SearchOptions;
  // Each category list starts with its All entry (id 0), which is no filter.
  return {
    industries: options.industries.filter((o) => o.id > 0),
    colors: options.colors.filter((o) => o.id > 0),
    tastes: options.tastes.filter((o) => o.id > 0),
    alphabets: options.alphabets,
  };
}

/** Vietnamese (and any Latin) text without its accents, as people type it on a plain keyboard. */
export const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

/** A fixed shuffle (the same every run), so that each kind of query is spread over the run. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  let seed = 20_240_611;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface TextQueries {
  queries: string[];
  /** How many queries each part added (after removing repeats). */
  parts: Record<string, number>;
  /** The keywords linked to most logos, in their three languages. */
  common: string[];
}

/**
 * Free-text queries: every keyword and every category name (industries, colours, tastes) in ja,
 * en and vi, the Vietnamese ones also without accents, short words (the first character of each
 * Japanese keyword, the first one and two letters of each English one: 1–2 character words match
 * word starts), with the most common keywords among them.
 */
export async function textQueries(base: string, db: pg.Client): Promise<TextQueries> {
  const options = await searchOptions(base);
  const keywords = (
    await db.query<Named & { logos: number }>(
      `select k.id, k.name_ja, k.name_en, k.name_vi,
         (select count(*)::int from logo_keywords j where j.keyword_id = k.id) as logos
       from keywords k order by logos desc, k.id`,
    )
  ).rows;
  const categories = [...options.industries, ...options.colors, ...options.tastes];
  const names = (list: Named[]) => list.flatMap((n) => [n.name_ja, n.name_en, n.name_vi]);
  const latin = (list: Named[]) => list.map((n) => n.name_en.toLowerCase());
  const parts: [string, string[]][] = [
    ['keyword names (ja, en, vi)', names(keywords)],
    ['category names (ja, en, vi)', names(categories)],
    ['Vietnamese without accents', [...keywords, ...categories].map((n) => withoutAccents(n.name_vi))],
    [
      '1–2 character words',
      [
        ...keywords.map((k) => Array.from(k.name_ja)[0]!),
        ...latin(keywords).map((w) => w.slice(0, 2)),
        ...latin(keywords).map((w) => w.slice(0, 1)),
      ],
    ],
  ];
  const seen = new Set<string>();
  const counts: Record<string, number> = {};
  for (const [part, list] of parts) {
    counts[part] = 0;
    for (const raw of list) {
      const q = raw.trim();
      if (!q || seen.has(q)) continue;
      seen.add(q);
      counts[part]++;
    }
  }
  const common = keywords.slice(0, 3).flatMap((k) => [k.name_ja, k.name_en, k.name_vi]);
  for (const q of common)
    if (!seen.has(q)) throw new Error(`the common keyword ${q} is not among the queries`);
  return { queries: shuffled([...seen]), parts: counts, common };
}

export type FilterQuery = Record<string, number>;

export interface FilterQueries {
  queries: FilterQuery[];
  parts: Record<string, number>;
}

/**
 * Filter-only searches: every single filter value, then every pair of industry × colour,
 * industry × taste, colour × taste and alphabet × colour (all with sold_out=0, added by the URL).
 */
export async function filterQueries(base: string): Promise<FilterQueries> {
  const o = await searchOptions(base);
  const ids = { industry_id: o.industries, color_id: o.colors, taste_id: o.tastes, alphabet_id: o.alphabets };
  type Field = keyof typeof ids;
  const single = (Object.keys(ids) as Field[]).flatMap((f) => ids[f].map((x) => ({ [f]: x.id })));
  const pair = (a: Field, b: Field) => ids[a].flatMap((x) => ids[b].map((y) => ({ [a]: x.id, [b]: y.id })));
  const parts: [string, FilterQuery[]][] = [
    ['single values', single],
    ['industry × colour', pair('industry_id', 'color_id')],
    ['industry × taste', pair('industry_id', 'taste_id')],
    ['colour × taste', pair('color_id', 'taste_id')],
    ['alphabet × colour', pair('alphabet_id', 'color_id')],
  ];
  return {
    queries: shuffled(parts.flatMap(([, list]) => list)),
    parts: Object.fromEntries(parts.map(([name, list]) => [name, list.length])),
  };
}

export const searchUrl = (base: string, params: Record<string, string | number>) =>
  `${base}/api/search/logo?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

/** `count` public logo ids (normal, negotiating and sold), chosen at random. */
export async function publicLogoIds(db: pg.Client, count: number): Promise<number[]> {
  const found = await db.query<{ id: number }>(
    'select id from logos where state = any($1) order by random() limit $2',
    [PUBLIC_LOGO_STATES, count],
  );
  return found.rows.map((r) => r.id);
}

/**
 * Normal logos that nobody but `ours` (the bench's members) keeps, among the newest `pages` pages
 * of `perPage` public logos (the pages the list row visits), grouped by page: where members'
 * hearts and keeps show on the cards. The same every run on an unchanged catalogue.
 */
export async function newestNormalByPage(
  db: pg.Client,
  pages: number,
  perPage: number,
  ours: readonly number[],
): Promise<number[][]> {
  const found = await db.query<{ id: number; position: number }>(
    `select id, position from (
       select id, state, row_number() over (order by created_at desc nulls last, id desc nulls last) - 1 as position
       from logos where state = any($1) order by created_at desc nulls last, id desc nulls last limit $2) newest
     where state = 0 and not exists (
       select 1 from favorites f where f.logo_id = newest.id and f.kept and f.user_id <> all($3))
     order by position`,
    [PUBLIC_LOGO_STATES, pages * perPage, ours],
  );
  const byPage: number[][] = Array.from({ length: pages }, () => []);
  for (const { id, position } of found.rows) byPage[Math.floor(Number(position) / perPage)]!.push(id);
  return byPage;
}
