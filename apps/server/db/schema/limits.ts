import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Counted limits (sign-in attempts, password checks, reset mails): one row per key, holding the
 * start of its current window and the attempts reserved in it. Written by `platform/limits`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 320 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
