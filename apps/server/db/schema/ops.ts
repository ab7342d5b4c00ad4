import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { industries, logos, tastes } from './catalog.ts';
import { users } from './users.ts';

/** Change log of logo fields (state and others), with old and new values. */
export const changeLogs = pgTable(
  'change_logs',
  {
    id: serial('id').primaryKey(),
    logoId: integer('logo_id').references(() => logos.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: varchar('field', { length: 64 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_logs_created_idx').on(t.createdAt.desc()),
    index('change_logs_logo_idx').on(t.logoId),
  ],
);

/** Postal-code address lookups, with the requester's IP. */
export const addressSearches = pgTable(
  'address_searches',
  {
    id: serial('id').primaryKey(),
    addressIp: varchar('address_ip', { length: 64 }).notNull(),
    postalCode: varchar('postal_code', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_searches_created_idx').on(t.createdAt.desc())],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: 255 }),
    name: varchar('name', { length: 255 }).notNull(),
    tel: varchar('tel', { length: 30 }),
    email: varchar('email', { length: 255 }).notNull(),
    address1: varchar('address_1', { length: 255 }),
    address2: varchar('address_2', { length: 255 }),
    content: text('content').notNull(),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    /** The sender's address, for the per-address sending limit. */
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt.desc()),
    index('contacts_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Free logo requests (/logo-mark-req): what a member wants drawn. status: 1 new, 2 in progress,
 * 3 done, 4 declined (the back office moves them).
 */
export const logoRequests = pgTable(
  'logo_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id').references(() => industries.id, { onDelete: 'set null' }),
    tasteId: integer('taste_id').references(() => tastes.id, { onDelete: 'set null' }),
    logoText: varchar('logo_text', { length: 100 }).notNull(),
    notes: text('notes'),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logo_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('logo_requests_created_idx').on(t.createdAt.desc()),
  ],
);
