import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import { refreshSearchIndex } from './search-index.ts';

/** A logo of a search test, inserted by SQL with known texts. */
export interface FixtureLogo {
  ja?: string | null;
  en?: string | null;
  vi?: string | null;
  explain?: string;
  /** Keywords as [ja, en, vi]. */
  keywords?: [string, string, string][];
  state?: number;
  /** Age in minutes: a smaller number is newer. */
  age: number;
  industries?: number[];
  colors?: number[];
  tastes?: number[];
  alphabets?: number[];
}

/** Ids of the reference rows, in sort order. */
export async function optionIds(t: TestApp, table: 'industries' | 'colors' | 'tastes' | 'alphabets') {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`select id from ${sql.identifier(table)} order by sort, id`,
  );
  return found.map((r) => Number(r.id));
}

async function keywordId(t: TestApp, [ja, en, vi]: [string, string, string]): Promise<number> {
  const db = t.database.db;
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from keywords where name_ja = ${ja} and name_en = ${en} and name_vi = ${vi}`,
  );
  if (found) return Number(found.id);
  const [made] = await rows<{ id: number }>(
    db,
    sql`insert into keywords (name_ja, name_en, name_vi) values (${ja}, ${en}, ${vi}) returning id`,
  );
  return Number(made!.id);
}

/** Inserts the logos with their links, then builds their search index; returns their ids. */
export async function insertLogos(t: TestApp, logos: FixtureLogo[]): Promise<number[]> {
  const db = t.database.db;
  const ids: number[] = [];
  for (const logo of logos) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into logos (name_ja, name_en, name_vi, explain, state, created_at)
          values (${logo.ja ?? null}, ${logo.en ?? null}, ${logo.vi ?? null}, ${logo.explain ?? null},
                  ${logo.state ?? 0}, now() - make_interval(mins => ${logo.age}))
          returning id`,
    );
    const id = Number(row!.id);
    ids.push(id);
    const link = async (table: string, column: string, targets: number[] = []) => {
      for (const target of targets) {
        await db.execute(
          sql`insert into ${sql.identifier(table)} (logo_id, ${sql.identifier(column)}) values (${id}, ${target})`,
        );
      }
    };
    await link('logo_industries', 'industry_id', logo.industries);
    await link('logo_colors', 'color_id', logo.colors);
    await link('logo_tastes', 'taste_id', logo.tastes);
    await link('logo_alphabets', 'alphabet_id', logo.alphabets);
    const keywordIds = await Promise.all((logo.keywords ?? []).map((k) => keywordId(t, k)));
    await link('logo_keywords', 'keyword_id', keywordIds);
  }
  await refreshSearchIndex(db, ids);
  // As the shop's writers do once they commit: visitors' answers and known entries are dropped.
  t.app.catalogCache.clear();
  return ids;
}

/** A member who can favourite and keep logos in a test. */
export async function insertMember(t: TestApp, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into users (email, name) values (${email}, 'Search tester') returning id`,
  );
  return Number(row!.id);
}

export function search(
  t: TestApp,
  params: Record<string, string | number>,
  headers?: Record<string, string>,
) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/search/logo?${query}`, headers });
}

/** Ids found by a search that must answer 200, in the answer's order. */
export async function found(t: TestApp, params: Record<string, string | number>): Promise<number[]> {
  const res = await search(t, params);
  if (res.statusCode !== 200)
    throw new Error(`search ${JSON.stringify(params)}: ${res.statusCode} ${res.body}`);
  const body = res.json<LogoCardPage>();
  // Whatever way the server counted, the total must agree with a page that holds every match.
  if (
    body.meta.current_page === 1 &&
    body.data.length < body.meta.per_page &&
    body.meta.total !== body.data.length
  ) {
    throw new Error(
      `search ${JSON.stringify(params)}: total ${body.meta.total} for ${body.data.length} cards`,
    );
  }
  return body.data.map((card) => card.logo_id);
}
