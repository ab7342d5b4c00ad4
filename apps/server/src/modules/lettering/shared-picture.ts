import { LETTERING_PREVIEW_WIDTH, type LetteringNames } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { currentLettering } from './lettering.repository.ts';

/** A picture of a buyer's names in a logo, for a shared link's card (og:image). */
export interface SharedPicture {
  /** The public preview's path (PNG, naming the layout version, so cached for long). */
  path: string;
  width: number;
  height: number;
}

/**
 * The width of a shared link's picture: link cards show about 1200 px wide at most; the preview's
 * own largest width bounds it.
 */
export const SHARED_PICTURE_WIDTH = Math.min(1200, LETTERING_PREVIEW_WIDTH.max);

/**
 * The preview of `names` in a logo's current layout for a shared link (issue 25, ADR 0101), or
 * null when the logo has no layout. The names must already be judged (`letteringNames`); the
 * preview call judges them again when the picture is fetched, and only answers public logos.
 */
export async function sharedPicture(
  db: Db,
  logoId: number,
  names: LetteringNames,
): Promise<SharedPicture | null> {
  const row = await currentLettering(db, logoId);
  const canvas = (row?.layout as { canvas?: { width?: unknown; height?: unknown } } | undefined)?.canvas;
  if (!row || typeof canvas?.width !== 'number' || typeof canvas.height !== 'number') return null;
  const query = new URLSearchParams({
    format: 'png',
    w: String(SHARED_PICTURE_WIDTH),
    v: String(row.version),
    main_name: names.main_name,
    sub_name: names.sub_name,
  });
  return {
    path: `/api/logo/${logoId}/preview?${query}`,
    width: SHARED_PICTURE_WIDTH,
    height: Math.round((SHARED_PICTURE_WIDTH * canvas.height) / canvas.width),
  };
}
