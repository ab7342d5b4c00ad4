import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Logos. state: 0 normal, 2 negotiating, 7 stopped, 8 sold, 9 deleted (soft delete). */
export const logos = pgTable(
  'logos',
  {
    id: serial('id').primaryKey(),
    nameJa: varchar('name_ja', { length: 255 }),
    nameEn: varchar('name_en', { length: 255 }),
    nameVi: varchar('name_vi', { length: 255 }),
    /** The Japanese description; explain_en and explain_vi beside it, empty (null) where none (issue 24). */
    explain: text('explain'),
    explainEn: text('explain_en'),
    explainVi: text('explain_vi'),
    designerId: integer('designer_id').references(() => users.id, { onDelete: 'set null' }),
    designerRef: varchar('designer_ref', { length: 64 }),
    state: smallint('state').notNull().default(0),
    tankNum: integer('tank_num').notNull().default(0),
    /** Maintained in the same transaction as each favourite change, so cards need no count query. */
    favoritesCount: integer('favorites_count').notNull().default(0),
    /**
     * When an admin first put the logo on sale (ADR 0086). The staff's create and the CSV import
     * write null with state 7 (not yet published); other inserts (the demo seed) are on sale at once.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the logo last became sold, set by a trigger on every change of state (migration 0012):
     * a list's order fixed at a moment keeps the logos sold since then in place (ADR 0093). Null
     * for a logo inserted sold (the seeds, an import): sold before any list was read.
     */
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    check('logos_state_check', sql`${t.state} in (0, 2, 7, 8, 9)`),
    // Public lists: visible states, newest first.
    index('logos_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('logos_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('logos_designer_idx').on(t.designerId, t.createdAt.desc()),
    // The few logos sold after a moment (ADR 0093).
    index('logos_sold_at_idx').on(t.soldAt).where(sql`${t.state} = 8`),
  ],
);

/**
 * Files of a logo. The main image is a GIF with a PNG fallback; the hover image is a PNG;
 * gallery images follow. `content_hash` versions the public URL so it can be cached for ever.
 */
export const logoImages = pgTable(
  'logo_images',
  {
    id: serial('id').primaryKey(),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logo_images_logo_idx').on(t.logoId, t.kind, t.sort),
    check('logo_images_kind_check', sql`${t.kind} in ('main', 'hover', 'gallery')`),
    check('logo_images_format_check', sql`${t.format} in ('gif', 'png', 'jpeg')`),
  ],
);

const categoryColumns = {
  id: serial('id').primaryKey(),
  nameJa: varchar('name_ja', { length: 255 }).notNull(),
  nameEn: varchar('name_en', { length: 255 }).notNull(),
  nameVi: varchar('name_vi', { length: 255 }).notNull(),
  keyName: varchar('key_name', { length: 100 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Colours are the spec's genres. */
export const colors = pgTable('colors', categoryColumns, (t) => [
  uniqueIndex('colors_key_unique').on(t.keyName),
]);
export const industries = pgTable('industries', categoryColumns, (t) => [
  uniqueIndex('industries_key_unique').on(t.keyName),
]);
export const tastes = pgTable('tastes', categoryColumns, (t) => [
  uniqueIndex('tastes_key_unique').on(t.keyName),
]);

export const alphabets = pgTable(
  'alphabets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 4 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('alphabets_name_unique').on(t.name)],
);

function joinTable<N extends string>(name: N, column: string, target: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      logoId: integer('logo_id')
        .notNull()
        .references(() => logos.id, { onDelete: 'cascade' }),
      targetId: integer(column).notNull().references(target, { onDelete: 'cascade' }),
    },
    (t) => [
      primaryKey({ columns: [t.logoId, t.targetId] }),
      index(`${name}_target_idx`).on(t.targetId, t.logoId),
    ],
  );
}

export const logoColors = joinTable('logo_colors', 'color_id', () => colors.id);
export const logoIndustries = joinTable('logo_industries', 'industry_id', () => industries.id);
export const logoTastes = joinTable('logo_tastes', 'taste_id', () => tastes.id);
export const logoAlphabets = joinTable('logo_alphabets', 'alphabet_id', () => alphabets.id);

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    nameJa: varchar('name_ja', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }).notNull(),
    nameVi: varchar('name_vi', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('keywords_name_en_idx').on(t.nameEn)],
);

export const logoKeywords = pgTable(
  'logo_keywords',
  {
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.logoId, t.keywordId] }),
    index('logo_keywords_keyword_idx').on(t.keywordId, t.logoId),
  ],
);
