import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Catalogue CSV imports running in the background (ADR 0077): the instance that took the upload
 * runs the rows and writes its progress here, so a poll reaching any instance can follow it.
 * state: running, done or stopped. At most one runs at a time (the partial unique index); a
 * running row whose heartbeat is old belongs to an instance that died, and counts as stopped.
 */
export const logoImportJobs = pgTable(
  'logo_import_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dryRun: boolean('dry_run').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('running'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The refused rows, their messages as message codes (translated when read). */
    failures: jsonb('failures').notNull().default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('logo_import_jobs_one_running').on(t.state).where(sql`state = 'running'`),
    index('logo_import_jobs_started_idx').on(t.startedAt),
  ],
);
