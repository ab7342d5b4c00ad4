import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/**
 * A payment attempt (ADR 0019): the server's own snapshot of what is being bought, at which
 * prices, for whom and with which payment intent. Its logos are held while it is open.
 * status 1 open (holding), 2 completed (an order exists), 3 released (failed, abandoned, expired).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    paymentType: smallint('payment_type').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    taxPercent: smallint('tax_percent').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** The lines as priced by the server: logo id, names, options and prices. */
    items: jsonb('items').notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_payment_intent_unique')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
    uniqueIndex('checkouts_order_unique').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('checkouts_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 1`),
    index('checkouts_user_idx').on(t.userId, t.createdAt.desc()),
    check('checkouts_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);

/**
 * A logo held for one open checkout: at most one hold per logo (the primary key), so two buyers
 * can never hold the same logo. While held, the logo shows as negotiating (state 2); the state it
 * had before is kept here so that a release gives it back.
 */
export const logoHolds = pgTable(
  'logo_holds',
  {
    logoId: integer('logo_id')
      .primaryKey()
      .references(() => logos.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousState: smallint('previous_state').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logo_holds_checkout_idx').on(t.checkoutId), index('logo_holds_expiry_idx').on(t.expiresAt)],
);

/** Payment provider events already processed: a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  paymentIntentId: varchar('payment_intent_id', { length: 255 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment intents of the built-in test gateway (the default, offline). Kept in the database so
 * that several instances and restarts see the same intents. Only the card's last four digits
 * are kept; a card number is never stored.
 */
export const testGatewayIntents = pgTable(
  'test_gateway_intents',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    clientSecret: varchar('client_secret', { length: 128 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 40 }).notNull(),
    last4: varchar('last4', { length: 4 }),
    lastError: text('last_error'),
    metadata: jsonb('metadata').notNull().default({}),
    /** For the processing test card: when the intent turns succeeded. */
    succeedsAt: timestamp('succeeds_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_gateway_intents_idempotency_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
