import { sql } from 'drizzle-orm';
import type { CertificateFile } from '../../../db/schema/certificates.ts';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';

export type { CertificateFile };

/** SQL of the certificates table (ADR 0108). */

export interface CertificateRow {
  id: number;
  number: string;
  order_logo_id: number;
  order_id: number;
  logo_id: number;
  version: number;
  lang: string;
  holder: string;
  logo_name: string;
  main_name: string;
  sub_name: string;
  picture_url: string;
  purchased_at: Date | string;
  files: CertificateFile[];
  issued_at: Date | string;
  superseded_by: number | null;
  superseded_at: Date | string | null;
}

export interface NewCertificate {
  number: string;
  orderLogoId: number;
  orderId: number;
  logoId: number;
  version: number;
  lang: string;
  holder: string;
  logoName: string;
  mainName: string;
  subName: string;
  pictureUrl: string;
  purchasedAt: Date | string;
  files: CertificateFile[];
}

/** The current (not superseded) version of an order logo's certificate. */
export async function currentOf(db: Db, orderLogoId: number): Promise<CertificateRow | undefined> {
  const [row] = await rows<CertificateRow>(
    db,
    sql`select * from certificates where order_logo_id = ${orderLogoId} and superseded_at is null`,
  );
  return row;
}

/** The current versions of several order logos. */
export function currentOfMany(db: Db, orderLogoIds: readonly number[]): Promise<CertificateRow[]> {
  if (orderLogoIds.length === 0) return Promise.resolve([]);
  return rows<CertificateRow>(
    db,
    sql`select * from certificates where order_logo_id = any(${idArray(orderLogoIds)}) and superseded_at is null`,
  );
}

export async function byNumber(db: Db, number: string): Promise<CertificateRow | undefined> {
  const [row] = await rows<CertificateRow>(db, sql`select * from certificates where number = ${number}`);
  return row;
}

/** The highest version an order logo's certificate has had (0: none). */
export async function lastVersion(tx: Db, orderLogoId: number): Promise<number> {
  const [row] = await rows<{ v: number }>(
    tx,
    sql`select coalesce(max(version), 0)::int as v from certificates where order_logo_id = ${orderLogoId}`,
  );
  return Number(row?.v ?? 0);
}

/** Marks the current version superseded (before its successor is written: one current at a time). */
export async function supersede(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`update certificates set superseded_at = now() where id = ${id}`);
}

export async function linkSuccessor(tx: Db, id: number, successorId: number): Promise<void> {
  await tx.execute(sql`update certificates set superseded_by = ${successorId} where id = ${id}`);
}

export async function insertCertificate(tx: Db, c: NewCertificate): Promise<CertificateRow> {
  const purchased = c.purchasedAt instanceof Date ? c.purchasedAt.toISOString() : c.purchasedAt;
  const [row] = await rows<CertificateRow>(
    tx,
    sql`insert into certificates (number, order_logo_id, order_id, logo_id, version, lang, holder, logo_name,
          main_name, sub_name, picture_url, purchased_at, files)
        values (${c.number}, ${c.orderLogoId}, ${c.orderId}, ${c.logoId}, ${c.version}, ${c.lang}, ${c.holder},
          ${c.logoName}, ${c.mainName}, ${c.subName}, ${c.pictureUrl}, ${purchased},
          ${JSON.stringify(c.files)}::jsonb)
        returning *`,
  );
  return row!;
}
