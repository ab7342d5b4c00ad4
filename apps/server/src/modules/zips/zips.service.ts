import fs from 'node:fs/promises';
import path from 'node:path';
import { msg, padNumber, type StaffZip, type StaffZipQuery, type ZipLogo, zipFormFields } from '@logoya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { inTransaction, sqlState } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, type FieldErrors, notFound, validationFailed } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import { type Storage, uniqueKey } from '../../platform/storage/storage.ts';
import { openPrivateFile } from '../../platform/storage/storage-delivery.ts';
import { cardsFor, DEFAULT_IMAGE_URL } from '../catalog/index.ts';
import { checkZipUpload } from './zip-intake.ts';
import type { ZipForm } from './zip-upload.ts';
import * as repo from './zips.repository.ts';

/**
 * The delivery files of logos: one zip per logo, in private storage (never under /files), for
 * staff to upload and for buyers to download through their orders.
 */

/**
 * What a stored zip does beyond the zips table (ADR 0104), given by the orders module (which
 * depends on this one): `deliver` runs in the upload's transaction, `announce` after its commit
 * with what `deliver` answered, so each upload is announced once, and a failed one never.
 */
export interface ZipDelivery<Line = unknown> {
  deliver(tx: Db, logoId: number): Promise<Line[]>;
  announce(lines: readonly Line[]): Promise<void>;
}

export interface ZipsDeps {
  db: Db;
  delivery: ZipDelivery;
  storage: Storage;
  config: Config;
  /** A zip changes the `zip` flag on the logo's public card. */
  catalogCache: MicroCache;
  log: FastifyBaseLogger;
}

export function deliveryZipKey(db: Db, logoId: number): Promise<string | undefined> {
  return repo.zipKeyOf(db, logoId);
}

/** The name a logo's zip is saved under: `logoya-000123.zip`. */
const zipFileName = (logoId: number) => `logoya-${padNumber(logoId)}.zip`;

/** The save name of a stored delivery zip: after the logo it belongs to now. */
export async function deliveryFileName(db: Db, key: string): Promise<string> {
  // Keys name the logo they were uploaded for (`zips/{logo_id}/…`), and a zip moved to another
  // logo keeps its key: trust the name only when that logo still has this zip.
  const named = Number(/^zips\/(\d+)\//.exec(key)?.[1] ?? 0);
  const logoId =
    named && (await repo.zipKeyOf(db, named)) === key ? named : await repo.logoIdOfZipKey(db, key);
  return logoId ? zipFileName(logoId) : 'logoya.zip';
}

/** Where uploads wait while they are checked: under DATA_DIR, on the disk the files go to. */
export const uploadDir = (config: Config) => path.join(config.DATA_DIR, 'tmp', 'zip-uploads');

const iso = (value: Date | string) => new Date(value).toISOString();

/** Staff read a logo by its Japanese name, else its English, else its Vietnamese one. */
const staffName = (row: { name_ja: string | null; name_en: string | null; name_vi: string | null }) =>
  row.name_ja?.trim() || row.name_en?.trim() || row.name_vi?.trim() || null;

async function toStaffZip(storage: Storage, row: repo.ZipRow): Promise<StaffZip> {
  return {
    id: Number(row.id),
    logo_id: Number(row.logo_id),
    logo_name: staffName(row),
    url_zip: `/api/zips/${row.id}/file`,
    size: await storage.size(row.storage_key),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    upload: {
      uploaded_at: iso(row.uploaded_at),
      uploaded_by:
        row.uploaded_by === null ? null : { id: Number(row.uploaded_by), name: row.uploader_name ?? '' },
    },
  };
}

/** GET /api/zips */
export async function listZips(deps: ZipsDeps, query: StaffZipQuery) {
  const { list, total } = await repo.zipPage(deps.db, {
    search: query.search_text || undefined,
    logoId: query.logo_id,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return {
    data: await Promise.all(list.map((row) => toStaffZip(deps.storage, row))),
    meta: listMeta(total, query.page, query.per_page),
  };
}

/** GET /api/zips/find/{id} */
export async function findZip(deps: ZipsDeps, id: number): Promise<StaffZip> {
  const row = await repo.zipById(deps.db, id);
  if (!row) throw notFound(msg('zip_not_found'));
  return toStaffZip(deps.storage, row);
}

/**
 * GET /api/zips/logo/{logo_id}: the logo a zip would go to, by the rule the upload uses (any
 * logo but a deleted one), with its image and the zip it has already; else 404.
 */
export async function zipLogo(deps: ZipsDeps, ctx: RequestContext, logoId: number): Promise<ZipLogo> {
  const row = await repo.logoForZip(deps.db, logoId);
  if (!row) throw notFound(msg('zip_logo_unknown'));
  const card = (await cardsFor(deps.db, ctx, [logoId], null)).get(logoId);
  return {
    logo_id: Number(row.id),
    logo_name: staffName(row),
    src: card?.src ?? DEFAULT_IMAGE_URL,
    state: Number(row.state),
    zip_id: row.zip_id === null ? null : Number(row.zip_id),
  };
}

/** GET /api/zips/{id}/file: the zip itself for staff, or a presigned URL to it (S3). */
export async function openZipFile(deps: ZipsDeps, id: number) {
  const row = await repo.zipById(deps.db, id);
  if (!row) throw notFound(msg('zip_not_found'));
  const file = await openPrivateFile(deps.storage, row.storage_key, zipFileName(Number(row.logo_id)));
  if (!file) throw notFound(msg('zip_file_missing'));
  return file;
}

function formFields(form: ZipForm) {
  const parsed = zipFormFields.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'request');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw validationFailed(errors);
}

async function requireLogo(deps: ZipsDeps, logoId: number): Promise<void> {
  if (!(await repo.logoExists(deps.db, logoId))) {
    throw validationFailed({ logo_id: [msg('zip_logo_unknown')] });
  }
}

const zipTaken = () => new AppError(409, msg('zip_exists'), { logo_id: [msg('zip_exists')] });

/** Checks the upload and stores it under a fresh private key; answers the key. */
async function storeUpload(deps: ZipsDeps, file: NonNullable<ZipForm['file']>, logoId: number) {
  return checkZipUpload(deps.config, file, async () => {
    const key = uniqueKey(`zips/${logoId}`, 'zip');
    await deps.storage.put(key, await fs.readFile(file.path));
    return key;
  });
}

/**
 * POST /api/zips: a logo's first zip. A logo that has one already answers 409 (staff replace it
 * from its edit form), so two people uploading for one logo cannot overwrite each other unseen.
 */
export async function createZip(deps: ZipsDeps, ctx: RequestContext, form: ZipForm): Promise<StaffZip> {
  const fields = formFields(form);
  const missing: FieldErrors = {};
  if (fields.logo_id === undefined) missing.logo_id = [msg('zip_logo_required')];
  if (!form.file) missing.file = [msg('zip_file_required')];
  if (fields.logo_id === undefined || !form.file) throw validationFailed(missing);
  const logoId = fields.logo_id;
  await requireLogo(deps, logoId);
  if (await repo.zipIdOfLogo(deps.db, logoId)) throw zipTaken();
  const key = await storeUpload(deps, form.file, logoId);
  let saved: { id: number | undefined; delivered: unknown[] };
  try {
    saved = await inTransaction(deps.db, ctx, async (t) => {
      const id = await repo.insertZip(t.tx, logoId, key, ctx.actor?.id ?? null);
      // The logo's paid order lines are delivered by this upload, in its transaction (ADR 0104).
      return { id, delivered: id === undefined ? [] : await deps.delivery.deliver(t.tx, logoId) };
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  if (saved.id === undefined) {
    await deps.storage.remove(key);
    throw zipTaken();
  }
  deps.catalogCache.clear();
  await deps.delivery.announce(saved.delivered);
  return findZip(deps, saved.id);
}

/**
 * POST /api/zips/update/{id}: a new file, another logo, or both. The new file is stored first,
 * the row points at it in one transaction, and only after the commit is the old file removed: a
 * buyer always finds a complete zip.
 */
export async function updateZip(
  deps: ZipsDeps,
  ctx: RequestContext,
  id: number,
  form: ZipForm,
): Promise<StaffZip> {
  const fields = formFields(form);
  if (fields.logo_id === undefined && !form.file) {
    throw validationFailed({ logo_id: [msg('zip_logo_required')], file: [msg('zip_file_required')] });
  }
  const current = await repo.zipById(deps.db, id);
  if (!current) throw notFound(msg('zip_not_found'));
  const logoId = fields.logo_id ?? Number(current.logo_id);
  if (logoId !== Number(current.logo_id)) {
    await requireLogo(deps, logoId);
    if (await repo.zipIdOfLogo(deps.db, logoId)) throw zipTaken();
  }
  const key = form.file ? await storeUpload(deps, form.file, logoId) : undefined;
  let previous: string;
  let delivered: unknown[];
  try {
    ({ previous, delivered } = await inTransaction(deps.db, ctx, async (t) => {
      const row = await repo.lockZip(t.tx, id);
      if (!row) throw notFound(msg('zip_not_found'));
      const moved = logoId !== Number(row.logo_id);
      if (moved && (await repo.zipIdOfLogo(t.tx, logoId))) throw zipTaken();
      await repo.updateZip(t.tx, id, {
        logoId,
        key: key ?? row.storage_key,
        ...(key ? { upload: { by: ctx.actor?.id ?? null } } : {}),
      });
      // A new file, or files that arrive at another logo, deliver that logo's paid lines (ADR 0104).
      const lines = key || moved ? await deps.delivery.deliver(t.tx, logoId) : [];
      return { previous: row.storage_key, delivered: lines };
    }));
  } catch (error) {
    if (key) await deps.storage.remove(key);
    // Another zip took the logo between the check and the update: the unique index says so.
    if (sqlState(error) === '23505') throw zipTaken();
    throw error;
  }
  if (key && previous !== key) await removeQuietly(deps, previous);
  deps.catalogCache.clear();
  await deps.delivery.announce(delivered);
  return findZip(deps, id);
}

/** DELETE /api/zips/delete/{id}: the row first, then the file; the logo's download ends. */
export async function deleteZip(deps: ZipsDeps, ctx: RequestContext, id: number): Promise<void> {
  const row = await inTransaction(deps.db, ctx, (t) => repo.deleteZip(t.tx, id));
  if (!row) throw notFound(msg('zip_not_found'));
  await removeQuietly(deps, row.storage_key);
  deps.catalogCache.clear();
}

/** A file no row points at any more: a failure to remove it only leaves an orphan behind. */
async function removeQuietly(deps: ZipsDeps, key: string): Promise<void> {
  await deps.storage.remove(key).catch((error: unknown) => {
    deps.log.warn({ err: error, key }, 'A replaced delivery zip could not be removed.');
  });
}
