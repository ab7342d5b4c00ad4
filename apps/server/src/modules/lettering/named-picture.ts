import { type LetteringNames, letteringLayout, MAX_ID, msg, verticalLayoutFor } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './lettering.repository.ts';
import { markHrefOf } from './marks.ts';
import { rasterizeImage, rasterizeLettering } from './raster.ts';
import { renderLettering } from './render.ts';

/**
 * A public logo as a picture other modules place (the mockups, ADR 0103): the one renderer's
 * drawing of the buyer's names in its layout, or, without names or without a layout, its main
 * image. Handed over as a PNG: the renderer's SVG embeds the mark as a `data:` image, which a
 * strict SVG reader rightly refuses. Rasters run in this module's bounded queue (QueueFull when
 * it is full).
 */
export interface LogoPictureSource {
  logoId: number;
  /** The layout version drawn; null: the logo has no layout (its main image is used). */
  version: number | null;
  layout: unknown;
  /** The storage key of the main image (the catalogue's choice: the GIF first). */
  mainImage: string | null;
}

/** The public logo's layout (version `v`, or the current one); 404 when not public or no such version. */
export async function publicLogoPicture(db: Db, id: number, v?: number): Promise<LogoPictureSource> {
  if (id < 1 || id > MAX_ID) throw notFound(msg('logo_not_found'));
  const source = await repo.previewSource(db, id, v ?? null);
  if (!source) throw notFound(msg('logo_not_found'));
  const version = source.version === null ? null : Number(source.version);
  if (version === null && v !== undefined) throw notFound(msg('lettering_version'));
  return { logoId: id, version, layout: source.layout, mainImage: source.main_image };
}

/**
 * The picture as a PNG `width` px wide (the longer side for a main image). With names and a
 * layout: the names drawn in; `vertical` (a noren) sets Japanese names in columns beside the mark
 * (`verticalLayoutFor`, ADR 0112). Otherwise the main image; a logo whose image file is gone: 404.
 */
export async function logoPicturePng(
  storage: Storage,
  source: LogoPictureSource,
  names: LetteringNames | null,
  width: number,
  options: { vertical?: boolean } = {},
): Promise<Buffer> {
  if (names && source.version !== null) {
    const stored = letteringLayout.parse(source.layout);
    const layout = options.vertical ? verticalLayoutFor(stored, names) : stored;
    const render = renderLettering(layout, names, await markHrefOf(storage, layout.mark));
    return rasterizeLettering({ svg: render.svg, canvas: layout.canvas, format: 'png', width });
  }
  const bytes = source.mainImage ? await storage.get(source.mainImage) : null;
  if (!bytes) throw notFound(msg('logo_not_found'));
  return rasterizeImage(bytes, width);
}
