import { createHash } from 'node:crypto';
import {
  LETTERING_PREVIEW_WIDTH,
  type LetteringLayout,
  type LetteringPictureFormat,
  letteringLayout,
  msg,
} from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { QueueFull } from '../../platform/work/bounded-queue.ts';
import * as repo from './lettering.repository.ts';
import { markHrefOf } from './marks.ts';
import { rasterizeLettering } from './raster.ts';
import { type LetteringNamesInput, type LetteringRender, renderLettering } from './render.ts';

/**
 * A drawn picture of a layout with names, in one of the picture formats (issue 25, ADR 0098 and
 * 0102). The public preview and an order's picture both come through here: one renderer, one
 * bounded raster queue.
 */
export interface LetteringPicture {
  body: Buffer;
  type: string;
  fits: boolean;
}

/** Seconds a caller waits after a full raster queue. */
export const PICTURE_RETRY_AFTER_SECONDS = 2;
export const PICTURE_TYPES = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp' } as const;

/** The raster width a format is drawn at: none for SVG, else `w` or the default. */
export const pictureWidth = (format: LetteringPictureFormat | 'json', w: number | undefined) =>
  format === 'png' || format === 'webp' ? (w ?? LETTERING_PREVIEW_WIDTH.default) : 0;

/** A render as the asked format; rasters run in the module's bounded queue (full: 503). */
export async function pictureOf(
  render: LetteringRender,
  canvas: LetteringLayout['canvas'],
  format: LetteringPictureFormat,
  width: number,
): Promise<LetteringPicture> {
  if (format === 'svg') return { body: Buffer.from(render.svg), type: PICTURE_TYPES.svg, fits: render.fits };
  try {
    const body = await rasterizeLettering({ svg: render.svg, canvas, format, width });
    return { body, type: PICTURE_TYPES[format], fits: render.fits };
  } catch (error) {
    if (error instanceof QueueFull) {
      throw new AppError(503, msg('lettering_busy'), undefined, {
        'retry-after': String(PICTURE_RETRY_AFTER_SECONDS),
      });
    }
    throw error;
  }
}

export interface PinnedPictureRequest {
  logoId: number;
  version: number;
  names: LetteringNamesInput;
  format: LetteringPictureFormat;
  /** Raster width (ignored for SVG). */
  w?: number;
}

/**
 * Pictures of stored versions (an order's pinned version): a stored version never changes, so a
 * picture is kept in an in-process LRU of `cacheSize` entries by everything it depends on, and its
 * ETag is known before any drawing. Failures and 503s are not kept. The logo's state does not
 * matter here: the caller (an order) has decided who may see it.
 */
export function letteringPictures(deps: { db: Db; storage: Storage; cacheSize: number }) {
  const cache = deps.cacheSize > 0 ? new Lru<string, Promise<LetteringPicture>>(deps.cacheSize) : null;
  const keyOf = (r: PinnedPictureRequest) =>
    JSON.stringify([
      r.logoId,
      r.version,
      r.format,
      pictureWidth(r.format, r.w),
      r.names.main_name,
      r.names.sub_name,
    ]);

  const draw = async (r: PinnedPictureRequest): Promise<LetteringPicture> => {
    const stored = await repo.layoutAt(deps.db, r.logoId, r.version);
    if (stored === undefined)
      throw new Error(`lettering version ${r.version} of logo ${r.logoId} is missing`);
    const layout = letteringLayout.parse(stored);
    const render = renderLettering(layout, r.names, await markHrefOf(deps.storage, layout.mark));
    return pictureOf(render, layout.canvas, r.format, pictureWidth(r.format, r.w));
  };

  return {
    /** A strong ETag of the picture, from what it depends on alone. */
    etag(r: PinnedPictureRequest): string {
      const hash = createHash('sha256').update(keyOf(r)).digest('hex').slice(0, 20);
      return `"p${r.logoId}v${r.version}-${hash}"`;
    },
    picture(r: PinnedPictureRequest): Promise<LetteringPicture> {
      const key = keyOf(r);
      const make = () => {
        const made = draw(r);
        made.catch(() => {
          if (cache?.get(key) === made) cache.delete(key);
        });
        return made;
      };
      return cache ? cache.getOrSet(key, make) : make();
    },
    stats: () => cache?.stats() ?? { size: 0, hits: 0, misses: 0 },
  };
}
export type LetteringPictures = ReturnType<typeof letteringPictures>;

/** The current layout version of each of these logos (absent: no layout), for an order to pin. */
export async function currentLetteringVersions(
  db: Db,
  logoIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await repo.currentVersions(db, logoIds);
  return new Map(found.map((r) => [Number(r.logo_id), Number(r.version)]));
}

/** A logo's stored layout version (an order's pinned one), checked by its contract; undefined when absent. */
export async function pinnedLayout(
  db: Db,
  logoId: number,
  version: number,
): Promise<LetteringLayout | undefined> {
  const stored = await repo.layoutAt(db, logoId, version);
  return stored === undefined ? undefined : letteringLayout.parse(stored);
}
