import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';
import { users } from './users.ts';

/**
 * Every version of every logo's lettering layout (issue 25, ADR 0098), written by the lettering
 * module only. A version is never changed (a trigger refuses updates) nor deleted by the shop: an
 * order pins the version it was bought with. The current layout is the highest version. `layout`
 * is the `letteringLayout` contract's JSON; `mark_key` repeats its mark's storage key (or null),
 * so the files a layout needs can be found without reading JSON.
 */
export const logoLettering = pgTable(
  'logo_lettering',
  {
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    layout: jsonb('layout').notNull(),
    markKey: text('mark_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.logoId, t.version] }),
    check('logo_lettering_version_check', sql`${t.version} >= 1`),
  ],
);
