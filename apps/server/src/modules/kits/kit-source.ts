import { LETTERING_FONTS, type LetteringLayout, padNumber } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  type LetteringVersion,
  type MarkInk,
  markHrefOf,
  pinnedLayout,
  renderLettering,
} from '../lettering/index.ts';
import { distinctColours } from './colour.ts';
import type { KitInput, KitLayoutInput } from './kit-input.ts';
import type { KitSource } from './kits.repository.ts';
import { markInk } from './mark-ink.ts';

const LANGS = ['en', 'ja', 'vi'] as const;
const langOf = (lang: string): KitInput['lang'] =>
  (LANGS as readonly string[]).includes(lang) ? (lang as KitInput['lang']) : 'en';

/** The mark alone: the renderer's mark-only picture cut to the mark's box. */
function markAlone(svg: string, box: { x: number; y: number; w: number; h: number }): string {
  return svg.replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.w}" height="${box.h}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}">`,
  );
}

/**
 * The layout's versions drawn by the one renderer (all transparent): full colour, black, white
 * (the mark's `ink` part, or its silhouette; ADR 0115), and the mark alone; with the mark's bytes
 * (or null), colours and fonts.
 */
export function layoutInputOf(
  layout: LetteringLayout,
  names: KitInput['names'],
  href: string | null,
  markBytes: Uint8Array | null,
  ink: MarkInk | null = null,
): KitLayoutInput {
  const draw = (version: LetteringVersion) =>
    renderLettering(layout, names, href, { transparent: true, ...version }).svg;
  const fonts = [...new Set([layout.slots.main.font, layout.slots.sub.font])].map((id) => {
    const font = LETTERING_FONTS.find((f) => f.id === id);
    return { name: font?.name ?? id, licence: font?.licence ?? '' };
  });
  const mark = layout.mark && markBytes ? layout.mark : null;
  return {
    canvas: layout.canvas,
    svgs: {
      full: draw({}),
      black: draw({ oneColour: '#000000', ...(ink ? { ink } : {}) }),
      white: draw({ oneColour: '#ffffff', ...(ink ? { ink } : {}) }),
      mark: mark ? markAlone(draw({ markOnly: true }), mark.box) : null,
    },
    mark: mark && markBytes ? { box: mark.box, type: mark.type, bytes: markBytes } : null,
    background: layout.background ?? null,
    colours: distinctColours([layout.slots.main.color, layout.slots.sub.color, layout.background]),
    fonts,
  };
}

/**
 * Everything the kit worker draws from, on the main thread: the pinned layout drawn by the one
 * renderer (ADR 0096) in each version, the mark's bytes, colours and fonts; or, for a logo without
 * a layout, its main image.
 */
export async function kitInputOf(deps: { db: Db; storage: Storage }, source: KitSource): Promise<KitInput> {
  const base = {
    logoNumber: padNumber(source.logo_id),
    logoName: source.logo_name,
    names: { main_name: source.main_name, sub_name: source.sub_name },
    lang: langOf(source.lang),
  };
  if (source.lettering_version === null) {
    const image = source.main_key ? await deps.storage.get(source.main_key) : null;
    if (!image) throw new Error(`logo ${source.logo_id}: its main image is missing`);
    return { ...base, layout: null, image };
  }
  const layout = await pinnedLayout(deps.db, source.logo_id, source.lettering_version);
  if (!layout)
    throw new Error(`lettering version ${source.lettering_version} of logo ${source.logo_id} is missing`);
  const href = await markHrefOf(deps.storage, layout.mark);
  const markBytes = layout.mark && href ? await deps.storage.get(layout.mark.key) : null;
  const ink = markBytes ? await markInk(markBytes) : null;
  const input = layoutInputOf(layout, base.names, href, markBytes, ink);
  return { ...base, layout: input, image: null };
}
