import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_created_idx').on(t.createdAt.desc())],
);
