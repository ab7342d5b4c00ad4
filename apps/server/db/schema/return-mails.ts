import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';
import { keepEvents } from './commerce.ts';
import { users } from './users.ts';

/**
 * A member's mail preferences (issue 26, ADR 0110). No row: every flag on. `sold_mail_at` is when
 * the member's last "favourites sold" list went: the gate that sends at most one a day.
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keepReminders: boolean('keep_reminders').notNull().default(true),
  favoriteNews: boolean('favorite_news').notNull().default(true),
  soldMailAt: timestamp('sold_mail_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders sent for a keep (ADR 0111): one row per keep (its keep_events row) and reminder
 * day, inserted before the mail goes, so racing sweeps send each once.
 */
export const keepReminders = pgTable(
  'keep_reminders',
  {
    keepEventId: integer('keep_event_id')
      .notNull()
      .references(() => keepEvents.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.keepEventId, t.day] }),
    check('keep_reminders_day_check', sql`${t.day} between 1 and 10`),
  ],
);

/**
 * A favourite of a member sold to someone else (ADR 0111): written in the sale's transaction, one
 * per member and logo; `sent_at` is set when the sweep's daily list takes it.
 */
export const favoriteSoldNotices = pgTable(
  'favorite_sold_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.logoId] }),
    index('favorite_sold_notices_unsent_idx').on(t.userId).where(sql`${t.sentAt} is null`),
  ],
);
