import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The filter read model (ADR 0054): the search filters' links with each logo's state and date,
 * and their counts, kept by database triggers on logos and the five link tables (migration 0009),
 * like the card read model (ADR 0039).
 * - `kind` names the filter: 1 industry, 2 colour, 3 taste, 4 alphabet, 5 keyword; `value` is the
 *   option's id. A filter page is one walk of a (kind, value) index, newest first.
 */
export const logoFilters = pgTable(
  'logo_filters',
  {
    kind: smallint('kind').notNull(),
    value: integer('value').notNull(),
    logoId: integer('logo_id').notNull(),
    state: smallint('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.logoId, t.kind, t.value] }),
    index('logo_filters_public_idx')
      .on(t.kind, t.value, t.createdAt.desc(), t.logoId.desc())
      .where(sql`${t.state} in (0, 2, 8)`),
    index('logo_filters_normal_idx')
      .on(t.kind, t.value, t.createdAt.desc(), t.logoId.desc())
      .where(sql`${t.state} = 0`),
    // Negotiating and sold logos of a value, newest first per state: the tiers of the public
    // order, available logos first and sold ones last (ADR 0093).
    index('logo_filters_state_idx')
      .on(t.kind, t.value, t.state, t.createdAt.desc(), t.logoId.desc())
      .where(sql`${t.state} in (2, 8)`),
  ],
);

/**
 * Number of logos in each state with one filter value (kind_b = value_b = 0) or with two values
 * of different filters (kind_a < kind_b): exact filter totals without counting.
 */
export const logoFilterCounts = pgTable(
  'logo_filter_counts',
  {
    kindA: smallint('kind_a').notNull(),
    valueA: integer('value_a').notNull(),
    kindB: smallint('kind_b').notNull(),
    valueB: integer('value_b').notNull(),
    state: smallint('state').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kindA, t.valueA, t.kindB, t.valueB, t.state] })],
);
