import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { logos } from './catalog.ts';
import { logoLettering } from './lettering.ts';
import { users } from './users.ts';

/**
 * Favourites ("tank"), with the keep (reservation) fields. One favourite per member and logo;
 * at most one active keeper per logo, enforced by a partial unique index.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    kept: boolean('kept').notNull().default(false),
    keepDate: timestamp('keep_date', { withTimezone: true }),
    /** Set when a keep ran out (released by the server); cleared by a new keep or a release. */
    keepExpiredAt: timestamp('keep_expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_logo_unique').on(t.userId, t.logoId),
    uniqueIndex('favorites_one_keeper_per_logo').on(t.logoId).where(sql`${t.kept}`),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('favorites_kept_date_idx').on(t.keepDate).where(sql`${t.kept}`),
  ],
);

/**
 * The history of keeps: one row per keep, opened with the keep and closed, in the same
 * transaction, by whatever ends it. An open row (ended_at null) mirrors a favourite with kept =
 * true, so a logo has at most one. outcome: released (by the member), unfavorited (the favourite
 * was removed), expired (ran out; ended_at is then the expiry instant), bought (the keeper bought
 * the logo), sold_to_other, member_deleted.
 */
export const keepEvents = pgTable(
  'keep_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: varchar('outcome', { length: 16 }),
  },
  (t) => [
    uniqueIndex('keep_events_open_logo_unique').on(t.logoId).where(sql`${t.endedAt} is null`),
    index('keep_events_started_idx').on(t.startedAt),
    index('keep_events_user_started_idx').on(t.userId, t.startedAt),
    check(
      'keep_events_outcome_check',
      sql`${t.outcome} in ('released', 'unfavorited', 'expired', 'bought', 'sold_to_other', 'member_deleted')`,
    ),
    check('keep_events_closed_check', sql`(${t.endedAt} is null) = (${t.outcome} is null)`),
  ],
);

/** Cart lines: a member's (user_id) or a guest's (guest_token, moved to the member at sign-in). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestToken: varchar('guest_token', { length: 64 }),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    subName: varchar('sub_name', { length: 255 }).notNull().default(''),
    mainName: varchar('main_name', { length: 255 }).notNull().default(''),
    logoManual: boolean('logo_manual').notNull().default(false),
    logoMotion: boolean('logo_motion').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_logo_unique').on(t.userId, t.logoId).where(sql`${t.userId} is not null`),
    uniqueIndex('cart_items_guest_logo_unique')
      .on(t.guestToken, t.logoId)
      .where(sql`${t.guestToken} is not null`),
    check('cart_items_owner_check', sql`${t.userId} is not null or ${t.guestToken} is not null`),
  ],
);

/**
 * Price settings as key/value rows per language. Money values are in the language currency's
 * minor units; `tax` is a percentage.
 */
export const priceSettings = pgTable(
  'price_settings',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('price_settings_key_lang_unique').on(t.key, t.lang),
    check('price_settings_lang_check', sql`${t.lang} in ('en', 'ja', 'vi')`),
  ],
);

/** Invoice numbers come from one sequence: sequential, never reused. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/** status 1 waiting, 2 paid, 3 cancelled; payment_status 1 unpaid, 2 paid, 3 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    invoiceNum: varchar('invoice_num', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    paymentStatus: smallint('payment_status').notNull().default(1),
    paymentType: smallint('payment_type').notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** The invoice's recipient, fixed when the order is made (a later profile change does not alter it). */
    recipientName: varchar('recipient_name', { length: 255 }).notNull().default(''),
    recipientCompany: varchar('recipient_company', { length: 255 }).notNull().default(''),
    recipientEmail: varchar('recipient_email', { length: 255 }).notNull().default(''),
    taxPercent: smallint('tax_percent').notNull().default(10),
    /** When an unpaid (QR transfer) order expires and releases its logos. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    currency: char('currency', { length: 3 }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_invoice_num_unique').on(t.invoiceNum),
    uniqueIndex('orders_payment_intent_unique')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
    index('orders_user_purchase_idx').on(t.userId, t.purchaseDate.desc()),
    index('orders_status_idx').on(t.status, t.paymentStatus),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 1`),
    index('orders_purchase_idx').on(t.purchaseDate.desc()),
    check('orders_status_check', sql`${t.status} in (1, 2, 3)`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (1, 2, 3)`),
  ],
);

/** The logos of an order, with the prices and names fixed at purchase. */
export const orderLogos = pgTable(
  'order_logos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'restrict' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    logoManual: boolean('logo_manual').notNull().default(false),
    logoManualPrice: bigint('logo_manual_price', { mode: 'number' }).notNull().default(0),
    logoMotion: boolean('logo_motion').notNull().default(false),
    logoMotionPrice: bigint('logo_motion_price', { mode: 'number' }).notNull().default(0),
    mainName: varchar('main_name', { length: 255 }).notNull(),
    subName: varchar('sub_name', { length: 255 }).notNull(),
    /** The logo's name in the order's language, fixed at purchase. */
    logoName: varchar('logo_name', { length: 255 }).notNull().default(''),
    /**
     * The logo's lettering layout version the buyer saw (`logo_lettering.version`), pinned at
     * checkout: the order's picture is drawn from it for ever (ADR 0102). Null: the logo had none.
     */
    letteringVersion: integer('lettering_version'),
    /**
     * When this logo was delivered to the buyer (ADR 0104): the first zip after payment, or the
     * payment itself when the zip was there already. A replaced zip keeps the date.
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('order_logos_order_idx').on(t.orderId),
    index('order_logos_logo_idx').on(t.logoId),
    // A pinned version is one the logo has (versions are never changed nor deleted, ADR 0098).
    foreignKey({
      name: 'order_logos_lettering_fk',
      columns: [t.logoId, t.letteringVersion],
      foreignColumns: [logoLettering.logoId, logoLettering.version],
    }).onDelete('restrict'),
  ],
);

/** The delivery zip of a logo: one per logo. */
export const zips = pgTable(
  'zips',
  {
    id: serial('id').primaryKey(),
    logoId: integer('logo_id')
      .notNull()
      .references(() => logos.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Who uploaded the current file (ADR 0104); null for older zips and deleted users. */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the current file was uploaded (a move to another logo keeps it). */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zips_logo_unique').on(t.logoId)],
);
