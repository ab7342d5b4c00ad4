import { createHash } from 'node:crypto';
import { padNumber } from '@logoya/core';
import type { Db } from '../../../platform/db/db.ts';
import type { CertificateFile } from '../../certificates/index.ts';
import { kitZipKey } from '../../kits/index.ts';
import { deliveryZipKey } from '../../zips/index.ts';
import type { OrdersDeps } from '../deps.ts';
import { kitFileName } from '../order-kit.service.ts';
import type { OrderLogoRow } from '../orders.repository.ts';

/**
 * Where a certificate's files come from (ADR 0108). A source gets the order line and answers a
 * reader of its files, which the issuing transaction runs under the line's lock (so a file
 * replaced meanwhile is read after the replacement committed). Work that needs no lock (drawing
 * an immutable picture) is done before, outside the transaction. Each file is hashed exactly as
 * its call serves it. A new kind of delivered file is one more entry in DELIVERED_FILE_SOURCES.
 */
export type DeliveredFileSource = (
  deps: OrdersDeps,
  line: OrderLogoRow,
) => Promise<(tx: Db) => Promise<CertificateFile[]>>;

export function fileOf(name: string, body: Uint8Array): CertificateFile {
  return { name, bytes: body.byteLength, sha256: createHash('sha256').update(body).digest('hex') };
}

/** A stored file hashed as it is served (its stored bytes, streamed); none when it is not stored. */
async function storedFile(
  deps: OrdersDeps,
  key: string | null | undefined,
  name: string,
): Promise<CertificateFile[]> {
  const opened = key ? await deps.storage.open(key) : null;
  if (!opened) return [];
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return [{ name, bytes, sha256: hash.digest('hex') }];
}

/** The designer's zip, as GET /api/downloads/{token} serves it (the stored bytes), if stored. */
export const designerZip: DeliveredFileSource = async (deps, line) => async (tx) =>
  storedFile(
    deps,
    await deliveryZipKey(tx, Number(line.logo_id)),
    `logoya-${padNumber(Number(line.logo_id))}.zip`,
  );

/**
 * The line's brand kit (ADR 0106), as its download serves it, once it is ready. The zip is one
 * file to check; its 29 files are listed with their hashes in the order history.
 */
export const brandKit: DeliveredFileSource = async (deps, line) => async (tx) =>
  storedFile(deps, await kitZipKey(tx, Number(line.id)), kitFileName(line.logo_id));

/**
 * The order line's named picture as GET /api/order/{id}/logo/{logo_id}/picture?format=png serves
 * it (the default width); none for a logo bought without a layout (that call redirects to the
 * catalogue's image, which is not a delivered file).
 */
export const namedPicture: DeliveredFileSource = async (deps, line) => {
  const png = await orderPicturePng(deps, line);
  return async () => (png ? [fileOf(`logoya-${padNumber(Number(line.logo_id))}-named.png`, png)] : []);
};

/** The line's named PNG (cached by the lettering pictures), or null without a layout. */
export async function orderPicturePng(deps: OrdersDeps, line: OrderLogoRow): Promise<Buffer | null> {
  if (line.lettering_version === null) return null;
  const drawn = await deps.pictures.picture({
    logoId: Number(line.logo_id),
    version: Number(line.lettering_version),
    names: { main_name: line.main_name, sub_name: line.sub_name },
    format: 'png',
    w: undefined,
  });
  return drawn.body;
}

/** The files a certificate lists, in this order. */
export const DELIVERED_FILE_SOURCES: readonly DeliveredFileSource[] = [designerZip, brandKit, namedPicture];

/** One reader for all sources, for `issueCertificate`. */
export async function deliveredFiles(deps: OrdersDeps, line: OrderLogoRow) {
  const readers = await Promise.all(DELIVERED_FILE_SOURCES.map((source) => source(deps, line)));
  return async (tx: Db) => {
    const files: CertificateFile[] = [];
    // One after the other: a transaction's statements run one at a time anyway.
    for (const read of readers) files.push(...(await read(tx)));
    return files;
  };
}
