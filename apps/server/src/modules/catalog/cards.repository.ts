import { type Locale, PUBLIC_LOGO_STATES } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, genericPlanRows, preparedRows, rows } from '../../platform/db/db.ts';
import {
  activeKeep,
  idArray,
  newestFirst,
  publicLogo,
  soldLastPage,
  soldTier,
} from '../../platform/db/sql.ts';
import type { CardFilter } from './catalog.repository.ts';

/**
 * Pages of cards from the card read model (`logo_cards`, ADR 0039), as prepared JSON: the
 * database joins the page's card texts, so the server neither builds nor serialises a card.
 * Filters are the catalogue's `CardFilter`s, on `l` (a logo_cards row: id, state, designer_id,
 * created_at).
 */

/** Between two cards in `bodies`; a control character never appears raw in JSON text. */
export const CARD_SEPARATOR = '\u001e';

/** The price settings, as raw rows, read in the same statement as the cards. */
export type PriceSettingRaw = [key: string, lang: string, value: string | number];

export interface CardTexts {
  /** Each card's JSON without the price and the closing brace, joined by CARD_SEPARATOR. */
  bodies: string | null;
  /** Number of matches, when asked for. */
  total: number | null;
  prices: PriceSettingRaw[];
  /**
   * The moment the public order was fixed (ADR 0093), in milliseconds since 1970: the filter's
   * `asOf`, or the database's time of this statement; null when the filter has no such order.
   */
  asOf: number | null;
}

const LANG_COLUMN: Record<Locale, SQL> = {
  ja: sql`c.lang_ja`,
  en: sql`c.lang_en`,
  vi: sql`c.lang_vi`,
};

/** Held by a checkout (negotiating), or the keeper's keep still runs (activeKeep on the card's copy). */
const keptNow = sql`(c.state = 2 or coalesce(${activeKeep({ keptSince: sql`c.kept_since` })}, false))`;

/** The card text of `c`, with the member's own flags from `f` (their favourite, if any). */
function cardText(locale: Locale, member: boolean): SQL {
  const own = member
    ? sql`',"is_user_kept":' || coalesce(${activeKeep()}, false)::text
        || ',"is_like":' || (f.id is not null)::text`
    : sql`',"is_user_kept":false,"is_like":false'`;
  return sql`c.body || ',"logo_language":' || ${LANG_COLUMN[locale]} || ',"kept":' || ${keptNow}::text || ${own}`;
}

const pricesColumn = sql`(select coalesce(json_agg(json_build_array(s.key, s.lang, s.value)), '[]'::json)
  from price_settings s)`;

function whereOf(filter: CardFilter): SQL {
  return sql.join(filter.allStates ? filter.where : [publicLogo(), ...filter.where], sql` and `);
}

/** How the total is found: from the state counters, by counting the filter, or not at all. */
export type TotalFrom = { counters: readonly number[] } | 'count' | 'none';

function totalColumn(filter: CardFilter, from: TotalFrom): SQL {
  if (from === 'none') return sql`null::int`;
  if (from === 'count') return sql`(select count(*)::int from logo_cards l where ${whereOf(filter)})`;
  return sql`(select coalesce(sum(n), 0)::int from logo_card_counts where state = any(${idArray(from.counters)}))`;
}

/**
 * The page's (id, place) rows: the filter's own ranking, the ids walked in the public order
 * (sold last: walks of logo_cards_state_idx per state, merged), or the ids in `orderBy`
 * (after the public order's tier, with `soldLast`: a filter that gathers its few matches).
 */
function pageOf(filter: CardFilter, page: { limit: number; offset: number }): SQL {
  if (filter.ranked) return sql`(${filter.ranked}) p(id, place)`;
  if (filter.soldLast && !filter.orderBy) {
    const branch = (state: SQL, id: ((id: SQL) => SQL) | null) =>
      sql`select l.id, l.created_at from logo_cards l
        where ${sql.join([sql`l.state = ${state}`, ...filter.where, ...(id ? [id(sql`l.id`)] : [])], sql` and `)}`;
    return sql`unnest(array(${soldLastPage(branch, filter.soldLast, page)})) with ordinality as p(id, place)`;
  }
  const tier = filter.soldLast ? sql`${soldTier(filter.soldLast)}, ` : sql``;
  return sql`unnest(array(select l.id from logo_cards l where ${whereOf(filter)}
    order by ${tier}${filter.orderBy ?? newestFirst} limit ${page.limit} offset ${page.offset})) with ordinality as p(id, place)`;
}

/**
 * One statement: the page's ids walk an index (only ids, so an offset skips index entries, not
 * rows), then their card texts are joined in order; the total and the price settings come along.
 */
export async function cardTexts(
  db: Db,
  filter: CardFilter,
  page: { limit: number; offset: number },
  options: {
    locale: Locale;
    userId: number | null;
    total: TotalFrom;
  },
): Promise<CardTexts> {
  const member = options.userId !== null;
  const mine = member
    ? sql`left join favorites f on f.user_id = ${options.userId} and f.logo_id = c.id`
    : sql``;
  const [row] = await (filter.genericPlan ? genericPlanRows : filter.prepared ? preparedRows : rows)<{
    bodies: string | null;
    total: number | string | null;
    prices: PriceSettingRaw[];
    as_of: number | string | null;
  }>(
    db,
    sql`${filter.with ? sql`with ${filter.with}` : sql``}
      select ${totalColumn(filter, options.total)} as total,
        (select string_agg(${cardText(options.locale, member)}, ${CARD_SEPARATOR} order by p.place)
          from ${pageOf(filter, page)} join logo_cards c on c.id = p.id ${mine}
          where ${filter.allStates ? sql`true` : publicLogo(sql`c.state`)}) as bodies,
        ${pricesColumn} as prices,
        ${filter.soldLast ? sql`ceil(extract(epoch from now()) * 1000)::float8` : sql`null::float8`} as as_of`,
  );
  const asOf = filter.soldLast?.asOf?.getTime() ?? (row?.as_of == null ? null : Number(row.as_of));
  return {
    bodies: row?.bodies ?? null,
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    prices: row?.prices ?? [],
    asOf,
  };
}

/** The public states a total counts, or the one asked for. */
export const countedStates = (state?: number): readonly number[] =>
  state === undefined ? PUBLIC_LOGO_STATES : [state];

export interface DetailTexts {
  /** The card's JSON without the price and the closing brace. */
  card: string;
  /** The detail's own fields as a JSON object. */
  detail: string;
  prices: PriceSettingRaw[];
}

const nameJson = (column: SQL) =>
  sql`case when btrim(coalesce(${column}, '')) = '' then null else ${column} end`;

/** A public logo's card and detail fields in one statement; nothing when it is not public. */
export async function detailTexts(
  db: Db,
  id: number,
  options: { locale: Locale; userId: number | null },
): Promise<DetailTexts | undefined> {
  const member = options.userId !== null;
  const mine = member
    ? sql`left join favorites f on f.user_id = ${options.userId} and f.logo_id = c.id`
    : sql``;
  const categories = (table: string, join: string, column: string) =>
    sql`(select coalesce(json_agg(json_build_object('id', x.id, 'name_ja', x.name_ja, 'name_en', x.name_en,
          'name_vi', x.name_vi, 'key_name', x.key_name) order by x.sort, x.id), '[]'::json)
        from ${sql.identifier(join)} j join ${sql.identifier(table)} x on x.id = j.${sql.identifier(column)}
        where j.logo_id = l.id)`;
  const [row] = await preparedRows<{ card: string; detail: string; prices: PriceSettingRaw[] }>(
    db,
    sql`select ${cardText(options.locale, member)} as card,
        json_build_object(
          'names', json_build_object('ja', ${nameJson(sql`l.name_ja`)}, 'en', ${nameJson(sql`l.name_en`)},
            'vi', ${nameJson(sql`l.name_vi`)}),
          'explain', l.explain,
          'explains', json_build_object('ja', ${nameJson(sql`l.explain`)}, 'en', ${nameJson(sql`l.explain_en`)},
            'vi', ${nameJson(sql`l.explain_vi`)}),
          'designer', case when l.designer_id is not null and u.name is not null
            then json_build_object('id', l.designer_id, 'name', u.name) end,
          'images', (select coalesce(json_agg(json_build_object('url', '/files/' || i.storage_key, 'kind', i.kind,
              'format', i.format, 'width', i.width, 'height', i.height)
              order by case i.kind when 'main' then 0 when 'hover' then 1 else 2 end,
                case i.format when 'gif' then 0 else 1 end, i.sort, i.id), '[]'::json)
            from logo_images i where i.logo_id = l.id),
          'industries', ${categories('industries', 'logo_industries', 'industry_id')},
          'colors', ${categories('colors', 'logo_colors', 'color_id')},
          'tastes', ${categories('tastes', 'logo_tastes', 'taste_id')},
          'alphabets', (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) order by a.sort, a.id), '[]'::json)
            from logo_alphabets j join alphabets a on a.id = j.alphabet_id where j.logo_id = l.id),
          'keywords', (select coalesce(json_agg(json_build_object('id', k.id, 'keyword_language',
              json_build_object('ja', k.name_ja, 'en', k.name_en, 'vi', k.name_vi)) order by k.id), '[]'::json)
            from logo_keywords j join keywords k on k.id = j.keyword_id where j.logo_id = l.id)
        )::text as detail,
        ${pricesColumn} as prices
      from logo_cards c join logos l on l.id = c.id left join users u on u.id = l.designer_id ${mine}
      where c.id = ${id} and ${publicLogo(sql`c.state`)}`,
  );
  return row;
}
