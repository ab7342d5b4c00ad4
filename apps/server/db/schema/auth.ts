import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Sign-ins, failures, password changes and resets, with time and IP; never a password or token. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 255 }),
    event: varchar('event', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_events_created_idx').on(t.createdAt.desc()),
    index('auth_events_email_event_idx').on(t.email, t.event, t.createdAt),
    index('auth_events_ip_event_idx').on(t.ip, t.event, t.createdAt),
  ],
);

/** Captcha challenges already used (single use), kept until they expire. */
export const captchaUses = pgTable('captcha_uses', {
  id: varchar('id', { length: 128 }).primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Social sign-in links: one account per provider subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
