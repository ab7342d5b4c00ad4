import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderLogos } from './commerce.ts';

/** One delivered file as a certificate lists it. */
export interface CertificateFile {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * Exclusivity certificates (issue 26, ADR 0108): one row per version of an order logo's
 * certificate. A version is a document: what it says (names, holder, date, files) is copied into
 * it when issued and never changes; a newer version supersedes it, and it stays verifiable.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** The public number (Crockford base32, grouped, with its check character). */
    number: varchar('number', { length: 32 }).notNull(),
    orderLogoId: integer('order_logo_id')
      .notNull()
      .references(() => orderLogos.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    logoId: integer('logo_id').notNull(),
    version: integer('version').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** The buyer's company, else their name, at issue. */
    holder: varchar('holder', { length: 255 }).notNull(),
    logoName: varchar('logo_name', { length: 255 }).notNull().default(''),
    mainName: varchar('main_name', { length: 255 }).notNull().default(''),
    subName: varchar('sub_name', { length: 255 }).notNull().default(''),
    /** The logo's public picture (its catalogue main image, without the buyer's names). */
    pictureUrl: varchar('picture_url', { length: 1024 }).notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    files: jsonb('files').$type<CertificateFile[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supersededBy: integer('superseded_by'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_number_unique').on(t.number),
    uniqueIndex('certificates_line_version_unique').on(t.orderLogoId, t.version),
    // At most one current version per order logo, whatever races (ADR 0108).
    uniqueIndex('certificates_line_current_unique').on(t.orderLogoId).where(sql`${t.supersededAt} is null`),
    index('certificates_order_idx').on(t.orderId),
  ],
);
