import { createHash } from 'node:crypto';
import { LOGO_IMAGE_SIZE, MAX_LOGO_IMAGES, msg } from '@logoya/core';
import type { InTx } from '../../../platform/db/transaction.ts';
import { AppError, type FieldErrors } from '../../../platform/http/errors.ts';
import { sniffFormat } from '../../../platform/images/checks.ts';
import { type IntakenImage, intakeImage, refusalError } from '../../../platform/images/intake.ts';
import { uniqueKey } from '../../../platform/storage/storage.ts';
import { recordChanges } from '../../changelog/index.ts';
import * as repo from '../logo-images.repository.ts';
import { LOGO_IMAGE_MAX_BYTES, LOGO_IMAGE_RULES } from '../logo-images.service.ts';
import { imageName, type LogoCsvRow } from './logo-csv-rows.ts';
import type { ImageZip } from './logo-csv-zip.ts';

/**
 * The image cells of an import row. A name that is one of the logo's current images of that kind
 * (the export writes their file names) keeps it; any other name is taken from the images zip and
 * goes through the editor's intake (checked by content, a 400 × 400 square), before the row's
 * transaction starts. Inside it the logo's images are read again under its lock, the picture
 * limit checked, the new files stored and the rows replaced, with their change-log rows.
 */

type Kind = repo.ImageKind;
const COLUMNS: Record<Kind, 'image_main' | 'image_hover' | 'images_gallery'> = {
  main: 'image_main',
  hover: 'image_hover',
  gallery: 'images_gallery',
};

/** The names a row gives per kind (none when its cells leave the images as they are). */
function wanted(row: LogoCsvRow): [Kind, string[]][] {
  const out: [Kind, string[]][] = [];
  if (row.image_main) out.push(['main', [row.image_main]]);
  if (row.image_hover) out.push(['hover', [row.image_hover]]);
  if (row.images_gallery) out.push(['gallery', row.images_gallery]);
  return out;
}

/** A new image from the zip, checked and re-encoded, not stored yet. */
interface NewImage {
  kind: Kind;
  name: string;
  image: IntakenImage;
}

export interface ImagePlan {
  /** Names per kind, as the row gives them. */
  wanted: [Kind, string[]][];
  /** Images made from the zip, by kind and name. */
  fresh: NewImage[];
}

/** A main GIF stays an animated GIF (the shop shows it first); anything else becomes a PNG. */
function outputFor(kind: Kind, data: Buffer) {
  const gif = kind === 'main' && sniffFormat(data) === 'gif';
  return {
    format: gif ? 'gif' : 'png',
    size: LOGO_IMAGE_SIZE,
    fit: 'cover',
    enlarge: true,
    animated: gif,
  } as const;
}

/**
 * Reads and checks the zip images a row names (outside any transaction: decoding takes time).
 * `current` are the logo's images now (none for a new logo). Problems are added to `errors`.
 */
export async function prepareImages(
  row: LogoCsvRow,
  current: readonly repo.LogoImageRow[],
  zip: ImageZip | undefined,
  errors: FieldErrors,
): Promise<ImagePlan> {
  const plan: ImagePlan = { wanted: wanted(row), fresh: [] };
  const add = (column: string, message: string) => {
    errors[column] = [...new Set([...(errors[column] ?? []), message])];
  };
  for (const [kind, names] of plan.wanted) {
    const column = COLUMNS[kind];
    const kept = new Set(current.filter((i) => i.kind === kind).map((i) => imageName(i.storage_key)));
    for (const name of names) {
      if (kept.has(name)) continue;
      const entry = zip?.find(name);
      if (!entry) {
        add(column, msg('csv_image_missing'));
        continue;
      }
      try {
        if (entry.uncompressedSize > LOGO_IMAGE_MAX_BYTES)
          throw refusalError('bytes', LOGO_IMAGE_RULES, column);
        const data = await zip!.read(entry);
        const image = await intakeImage(data, LOGO_IMAGE_RULES, outputFor(kind, data), column);
        plan.fresh.push({ kind, name, image });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const message of error.errors?.[column] ?? [error.message]) add(column, message);
      }
    }
  }
  return plan;
}

/** Pictures a logo shows: a main GIF with its PNG fallback is one picture. */
const pictures = (images: readonly { kind: Kind }[]) =>
  (images.some((i) => i.kind === 'main') ? 1 : 0) + images.filter((i) => i.kind !== 'main').length;

export interface ImageWrite {
  /** Storage keys written (to remove if the transaction fails). */
  stored: string[];
  /** Storage keys of replaced images (to remove after the commit). */
  removed: string[];
  changed: boolean;
}

/**
 * Applies the plan inside the row's transaction, the logo locked: a name no longer among the
 * logo's images (changed since the plan) or a seventh picture refuses the row; otherwise the
 * files are stored (not in a dry run) and the rows replaced and logged.
 */
export async function applyImages(
  tx: InTx,
  deps: { storage: { put(key: string, data: Buffer): Promise<void> } },
  logoId: number,
  plan: ImagePlan,
  options: { dryRun: boolean; write: ImageWrite },
): Promise<void> {
  if (plan.wanted.length === 0) return;
  const current = await repo.imagesOf(tx.tx, logoId);
  const errors: FieldErrors = {};
  const removes: repo.LogoImageRow[] = [];
  const inserts: NewImage[] = [];
  for (const [kind, names] of plan.wanted) {
    const ofKind = current.filter((i) => i.kind === kind);
    const keptNames = new Set<string>();
    for (const name of names) {
      const fresh = plan.fresh.find((f) => f.kind === kind && f.name === name);
      if (fresh) inserts.push(fresh);
      else if (ofKind.some((i) => imageName(i.storage_key) === name)) keptNames.add(name);
      else errors[COLUMNS[kind]] = [msg('csv_image_missing')];
    }
    // Main and hover: a new image replaces every old one (a kept main keeps its PNG fallback
    // too); the gallery becomes the list.
    if (kind === 'gallery') removes.push(...ofKind.filter((i) => !keptNames.has(imageName(i.storage_key))));
    else if (keptNames.size === 0) removes.push(...ofKind);
  }
  if (Object.keys(errors).length) throw new AppError(422, Object.values(errors)[0]![0]!, errors);
  const after = [...current.filter((i) => !removes.includes(i)), ...inserts];
  if (pictures(after) > MAX_LOGO_IMAGES) {
    const message = msg('logo_image_limit', { max: MAX_LOGO_IMAGES });
    const column = COLUMNS[plan.wanted[plan.wanted.length - 1]![0]];
    throw new AppError(422, message, { [column]: [message] });
  }
  if (removes.length === 0 && inserts.length === 0) return;
  options.write.changed = true;
  const gone = await repo.deleteImages(
    tx.tx,
    logoId,
    removes.map((r) => Number(r.id)),
  );
  options.write.removed.push(...gone);
  const added = new Map<Kind, string[]>();
  for (const { kind, image } of inserts) {
    const key = uniqueKey(`logos/${logoId}`, image.ext);
    if (!options.dryRun) {
      options.write.stored.push(key);
      await deps.storage.put(key, image.data);
    }
    await repo.insertImage(tx.tx, {
      logoId,
      kind,
      format: image.format === 'gif' ? 'gif' : 'png',
      storageKey: key,
      contentHash: createHash('sha256').update(image.data).digest('hex'),
      width: image.width,
      height: image.height,
    });
    added.set(kind, [...(added.get(kind) ?? []), key]);
  }
  const kinds = new Set<Kind>([...removes.map((r) => r.kind), ...inserts.map((i) => i.kind)]);
  await recordChanges(
    tx,
    [...kinds].map((kind) => {
      const old = removes.filter((r) => r.kind === kind).map((r) => r.storage_key);
      return {
        logoId,
        userId: tx.actor!.id,
        field: `image_${kind}`,
        oldValue: old.length ? old.join(', ') : null,
        newValue: added.get(kind)?.join(', ') ?? null,
      };
    }),
  );
}
