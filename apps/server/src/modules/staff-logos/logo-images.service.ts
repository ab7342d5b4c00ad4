import { createHash } from 'node:crypto';
import { LOGO_IMAGE_SIZE, MAX_LOGO_IMAGES, msg, type StaffLogoImage } from '@logoya/core';
import { dbOf, type InTx, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { sniffFormat } from '../../platform/images/checks.ts';
import { type IntakeRules, intakeImage, type OutputSpec } from '../../platform/images/intake.ts';
import { uniqueKey } from '../../platform/storage/storage.ts';
import { fileUrl } from '../catalog/index.ts';
import { recordChanges } from '../changelog/index.ts';
import { mayReach, touchLogo } from '../logos/index.ts';
import * as repo from './logo-images.repository.ts';
import { deletionBreaksSale } from './publishing.ts';
import { findLogo } from './staff-logos.repository.ts';
import { reachLogo, type StaffLogosDeps } from './staff-scope.ts';

/** The largest image file read from the form. */
export const LOGO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side accepted: print-size artwork fits, a decompression bomb does not. */
export const LOGO_IMAGE_MAX_SIDE = 5000;

/** SPEC §5: png, gif, jpeg, bmp and x-icon, told by their content (ADR 0027). */
export const LOGO_IMAGE_RULES: IntakeRules = {
  formats: ['png', 'gif', 'jpeg', 'bmp', 'ico'],
  maxBytes: LOGO_IMAGE_MAX_BYTES,
  maxSide: LOGO_IMAGE_MAX_SIDE,
  maxPixels: LOGO_IMAGE_MAX_SIDE * LOGO_IMAGE_MAX_SIDE,
  maxFrames: 200,
};

/**
 * Every stored logo image is a 400 × 400 centre-cropped square (enlarged when smaller). A main
 * image sent as a GIF stays a GIF with its frames (the shop shows the main GIF first); anything
 * else becomes a PNG, which keeps transparency.
 */
function outputFor(kind: repo.ImageKind, upload: Buffer): OutputSpec {
  const gif = kind === 'main' && sniffFormat(upload) === 'gif';
  return { format: gif ? 'gif' : 'png', size: LOGO_IMAGE_SIZE, fit: 'cover', enlarge: true, animated: gif };
}

/** Pictures a logo shows: a main GIF with a PNG fallback is one picture. */
function pictures(images: readonly { kind: repo.ImageKind }[]): number {
  const mains = images.some((i) => i.kind === 'main') ? 1 : 0;
  return mains + images.filter((i) => i.kind !== 'main').length;
}

const toImage = (i: repo.LogoImageRow): StaffLogoImage => ({
  id: Number(i.id),
  url: fileUrl(i.storage_key) as string,
  kind: i.kind,
  format: i.format,
  width: i.width,
  height: i.height,
});

export interface ImageUpload {
  file: Buffer | undefined;
  kind?: repo.ImageKind | undefined;
  replaceId?: number | undefined;
}

interface Plan {
  kind: repo.ImageKind;
  /** Rows the upload replaces: the replaced image, and the old main or hover image. */
  removes: repo.LogoImageRow[];
}

/** What the upload will replace; 404 for an unknown image, 422 past the picture limit. */
function planFor(images: repo.LogoImageRow[], upload: ImageUpload): Plan {
  const replaced =
    upload.replaceId === undefined ? undefined : images.find((i) => Number(i.id) === upload.replaceId);
  if (upload.replaceId !== undefined && !replaced) throw notFound(msg('logo_image_not_found'));
  const kind = upload.kind ?? replaced?.kind ?? 'main';
  // A logo has one main image and one hover image: a new one replaces the old.
  const removes = images.filter((i) => i === replaced || (kind !== 'gallery' && i.kind === kind));
  const after = pictures(images.filter((i) => !removes.includes(i))) + 1;
  if (after > MAX_LOGO_IMAGES) {
    const message = msg('logo_image_limit', { max: MAX_LOGO_IMAGES });
    throw new AppError(422, message, { file: [message] });
  }
  return { kind, removes };
}

/** Deletes files no row points at any more; only this logo's own folder is ever touched. */
async function removeFiles(deps: StaffLogosDeps, logoId: number, keys: readonly string[]) {
  for (const key of keys) {
    if (!key.startsWith(`logos/${logoId}/`) || (await repo.keyInUse(deps.db, key))) continue;
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'A replaced logo image could not be removed.');
    });
  }
}

/**
 * POST /api/logo/{id}/update-image. Refusals come before anything is stored: the logo and the
 * picture limit are checked first, then the intake checks and re-encodes the file. The new file
 * is written inside the transaction that locks the logo and re-checks the limit; if that fails,
 * the file goes again. Replaced files are deleted only after the commit.
 */
export async function uploadLogoImage(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  upload: ImageUpload,
): Promise<StaffLogoImage[]> {
  const db = dbOf(ctx, deps.db);
  const logo = await findLogo(db, id);
  if (!logo || !mayReach(ctx.actor, logo)) throw notFound(msg('logo_not_found'));
  const { kind } = planFor(await repo.imagesOf(db, id), upload);
  if (!upload.file || upload.file.length === 0) {
    throw new AppError(422, msg('image_only'), { file: [msg('image_only')] });
  }
  const image = await intakeImage(upload.file, LOGO_IMAGE_RULES, outputFor(kind, upload.file), 'file');
  const key = uniqueKey(`logos/${id}`, image.ext);
  let removed: string[] = [];
  try {
    removed = await inTransaction(deps.db, ctx, async (tx: InTx) => {
      await reachLogo(tx, id);
      const plan = planFor(await repo.imagesOf(tx.tx, id), { ...upload, kind });
      await deps.storage.put(key, image.data);
      const gone = await repo.deleteImages(
        tx.tx,
        id,
        plan.removes.map((r) => Number(r.id)),
      );
      await repo.insertImage(tx.tx, {
        logoId: id,
        kind,
        format: image.format === 'gif' ? 'gif' : 'png',
        storageKey: key,
        contentHash: createHash('sha256').update(image.data).digest('hex'),
        width: image.width,
        height: image.height,
      });
      await recordChanges(tx, [
        {
          logoId: id,
          userId: ctx.actor!.id,
          field: `image_${kind}`,
          oldValue: gone.length ? gone.join(', ') : null,
          newValue: key,
        },
      ]);
      await touchLogo(tx, id);
      return gone;
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  await removeFiles(deps, id, removed);
  deps.clearCache();
  return (await repo.imagesOf(deps.db, id)).map(toImage);
}

/**
 * DELETE /api/logo/{id}/images/{imageId}: the row goes in a logged transaction, then the file. The
 * last main or hover image of a logo on sale stays (409): it is replaced, or the logo stopped first.
 */
export async function deleteLogoImage(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  imageId: number,
): Promise<StaffLogoImage[]> {
  const removed = await inTransaction(deps.db, ctx, async (tx) => {
    const logo = await reachLogo(tx, id);
    const images = await repo.imagesOf(tx.tx, id);
    const image = images.find((i) => Number(i.id) === imageId);
    if (!image) throw notFound(msg('logo_image_not_found'));
    const kinds = (list: typeof images) => list.map((i) => i.kind);
    if (deletionBreaksSale(logo.state, kinds(images), kinds(images.filter((i) => i !== image)))) {
      throw new AppError(409, msg('logo_image_needed_on_sale'));
    }
    const gone = await repo.deleteImages(tx.tx, id, [imageId]);
    await recordChanges(tx, [
      {
        logoId: id,
        userId: ctx.actor!.id,
        field: `image_${image.kind}`,
        oldValue: image.storage_key,
        newValue: null,
      },
    ]);
    await touchLogo(tx, id);
    return gone;
  });
  await removeFiles(deps, id, removed);
  deps.clearCache();
  return (await repo.imagesOf(deps.db, id)).map(toImage);
}
