import {
  maskHolderName,
  msg,
  newCertificateNumber,
  parseCertificateNumber,
  type VerifiedCertificate,
} from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { lockKey } from '../../platform/db/locks.repository.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { CertificateFile } from './certificates.repository.ts';
import * as repo from './certificates.repository.ts';

export type { CertificateRow } from './certificates.repository.ts';
export type { CertificateFile };

/** What a certificate says of its order logo, copied into each version when it is issued. */
export type CertificateSubject = Omit<repo.NewCertificate, 'number' | 'version' | 'files'>;

/**
 * Reads the delivered files as they are now, inside the issuing transaction (under the order
 * logo's lock, so a file replaced meanwhile is read after its replacement committed).
 */
export type FileCollector = (tx: Db) => Promise<CertificateFile[]>;

const sameFiles = (a: readonly CertificateFile[], b: readonly CertificateFile[]) =>
  a.length === b.length &&
  a.every((f, i) => f.name === b[i]!.name && f.sha256 === b[i]!.sha256 && f.bytes === b[i]!.bytes);

/**
 * Issues the order logo's certificate when it has none, or a new version when the delivered
 * files changed (ADR 0108); the same files keep the current version. Writers of one order logo
 * take turns (an advisory lock), and a unique index allows one current version only, so payment
 * and uploads racing never leave two current versions. The old version is marked superseded by
 * the new one and stays verifiable.
 */
export async function issueCertificate(
  db: Db,
  subject: CertificateSubject,
  collect: FileCollector,
): Promise<{ row: repo.CertificateRow; issued: boolean }> {
  return inTransaction(db, {}, async ({ tx }) => {
    await lockKey(tx, `certificate:${subject.orderLogoId}`);
    const files = await collect(tx);
    const current = await repo.currentOf(tx, subject.orderLogoId);
    if (current && sameFiles(current.files, files)) return { row: current, issued: false };
    const version = (await repo.lastVersion(tx, subject.orderLogoId)) + 1;
    if (current) await repo.supersede(tx, current.id);
    const row = await repo.insertCertificate(tx, {
      ...subject,
      number: newCertificateNumber(),
      version,
      files,
    });
    if (current) await repo.linkSuccessor(tx, current.id, row.id);
    return { row, issued: true };
  });
}

/** The current version of an order logo's certificate, if one was issued. */
export function currentCertificate(db: Db, orderLogoId: number) {
  return repo.currentOf(db, orderLogoId);
}

/** The current versions of several order logos, by order logo id. */
export async function currentCertificates(db: Db, orderLogoIds: readonly number[]) {
  const list = await repo.currentOfMany(db, orderLogoIds);
  return new Map(list.map((c) => [Number(c.order_logo_id), c]));
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET /api/verify/{number}: what anyone may know of a certificate (ADR 0108). A malformed
 * number, a failed check character and an unknown number answer the same 404.
 */
export async function verifyCertificate(db: Db, input: string): Promise<VerifiedCertificate> {
  const number = parseCertificateNumber(input);
  const row = number ? await repo.byNumber(db, number) : undefined;
  if (!row) throw notFound(msg('certificate_not_found'));
  const current = row.superseded_at === null ? row : await repo.currentOf(db, Number(row.order_logo_id));
  return {
    number: row.number,
    version: Number(row.version),
    logo_id: Number(row.logo_id),
    logo_name: row.logo_name,
    picture_url: row.picture_url,
    purchased_at: iso(row.purchased_at),
    issued_at: iso(row.issued_at),
    holder: maskHolderName(row.holder),
    superseded: row.superseded_at !== null,
    superseded_at: row.superseded_at === null ? null : iso(row.superseded_at),
    current_number: current?.number ?? row.number,
    files: row.files.map((f) => ({ name: f.name, bytes: f.bytes, sha256: f.sha256 })),
  };
}
