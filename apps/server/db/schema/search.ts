import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';

/**
 * The catalogue search index, an inverted index kept by `refreshSearchIndex` whenever names, the
 * explanation or keywords change. Texts are normalised by `normalizeSearchText` (case, width,
 * kana, Vietnamese marks) and split by `searchEntriesOf`.
 *
 * search_entries holds every distinct text once: whole names and keywords (terms), their words,
 * and the explanation's words. A query word is looked up here (a few thousand short rows) by
 * trigram (contains), prefix (text_pattern_ops) or short key, and the matching logos are then read
 * from search_postings by index-only scans, so counting 10,000 matches never reads a logo row.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    /** Its short keys are in search_entry_keys (only entries used as a word of a name or keyword). */
    keyed: boolean('keyed').notNull().default(false),
  },
  (t) => [
    // Equality and LIKE 'prefix%' whatever the database's collation.
    uniqueIndex('search_entries_text_unique').on(t.text.op('text_pattern_ops')),
    index('search_entries_text_trgm').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

/** Short-word lookup (see shortKeysOf): the 1–2 character keys from which an entry can be found. */
export const searchEntryKeys = pgTable(
  'search_entry_keys',
  {
    key: text('key').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => searchEntries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.entryId] })],
);

/**
 * Which logos use which entry, and how (SEARCH_ROLE bits). created_at is the logo's, copied so a
 * page of matches is ordered without reading logos; visibility is always read from logos.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    // No foreign key: entries are never deleted, and checking 25 postings a logo on every write
    // costs a fifth of building the index.
    entryId: integer('entry_id').notNull(),
    role: smallint('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.logoId, t.entryId] }),
    // Every column, so matching reads this index only, each entry's logos newest first.
    index('search_postings_entry_idx').on(t.entryId, t.createdAt.desc(), t.logoId.desc(), t.role),
  ],
);
