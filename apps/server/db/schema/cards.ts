import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The card read model (ADR 0039): one row per logo holding what a public card shows, kept current
 * by database triggers on logos, logo_images, favorites and zips (migration 0008), so a page of
 * cards is one index walk and a few text columns, never a join per card.
 * - `body` is the card's JSON without its closing brace and without the fields that depend on
 *   the language, the time or the member (logo_language, kept, is_user_kept, is_like, price).
 * - `lang_ja`, `lang_en`, `lang_vi` are the name in each language as JSON text (`"…"` or `null`).
 * - `kept_since` is the keep date of the logo's keeper (kept favourite), if any; the keep is
 *   active while it is younger than the keep length, which the reader compares with now().
 */
export const logoCards = pgTable(
  'logo_cards',
  {
    id: integer('id').primaryKey(),
    state: smallint('state').notNull(),
    designerId: integer('designer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    keptSince: timestamp('kept_since', { withTimezone: true }),
    body: text('body').notNull(),
    langJa: text('lang_ja').notNull(),
    langEn: text('lang_en').notNull(),
    langVi: text('lang_vi').notNull(),
  },
  (t) => [
    index('logo_cards_public_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.state} in (0, 2, 8)`),
    index('logo_cards_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('logo_cards_designer_idx').on(t.designerId, t.createdAt.desc()),
  ],
);

/** Number of logos in each state, kept by the same triggers: exact totals without counting. */
export const logoCardCounts = pgTable('logo_card_counts', {
  state: smallint('state').primaryKey(),
  n: integer('n').notNull(),
});
