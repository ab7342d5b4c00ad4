import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLogos } from './commerce.ts';

/**
 * The instant brand kit of a paid order logo (issue 26, ADR 0106), written by the kits module only.
 * A row is queued (`pending`) in the payment's own transaction, so a kit is never forgotten: a
 * restart finds pending rows and rows left `building` and builds them again. `files` lists what the
 * zip at `storage_key` holds (`[{name, size, sha256}]`); `has_layout` false: the logo had no
 * lettering layout, the kit holds its images only.
 */
export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    orderLogoId: integer('order_logo_id')
      .notNull()
      .unique()
      .references(() => orderLogos.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** 0–100 while building. */
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    hasLayout: boolean('has_layout').notNull().default(true),
    /** What the kit is drawn from, copied from the order line at payment (`KitSource`). */
    source: jsonb('source').notNull(),
    files: jsonb('files').notNull().default(sql`'[]'::jsonb`),
    storageKey: text('storage_key'),
    size: integer('size'),
    error: text('error'),
    builtAt: timestamp('built_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kits_status_idx').on(t.status),
    check('kits_status_check', sql`${t.status} in ('pending', 'building', 'ready', 'failed')`),
    check('kits_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
