import { type Locale, padNumber } from '@logoya/core';
import { logoPicturePng, publicLogoPicture } from '../lettering/index.ts';
import type { ReturnMailsDeps } from './deps.ts';

/** Pieces the return mails share: the member's language, links, a logo's picture. */

export const localeOf = (v: string): Locale => (v === 'ja' || v === 'vi' ? v : 'en');

export const logoUrl = (deps: ReturnMailsDeps, lang: Locale, logoId: number) =>
  `${deps.config.PUBLIC_URL}/${lang}/logo/detail/${padNumber(logoId)}`;

/** Shown width of a logo picture in a return mail, px (drawn at twice that). */
export const RETURN_PICTURE_WIDTH = 240;

/**
 * A public logo as a PNG for a mail: with the member's names drawn in when given and the logo has
 * a layout, else its main image. Null when it cannot be drawn now (the mail goes without it).
 */
export async function logoPng(
  deps: ReturnMailsDeps,
  logoId: number,
  names: { main_name: string; sub_name: string } | null,
): Promise<Buffer | null> {
  try {
    const source = await publicLogoPicture(deps.db, logoId);
    return await logoPicturePng(deps.storage, source, names, RETURN_PICTURE_WIDTH * 2);
  } catch (err) {
    deps.log.warn({ err, logoId }, 'logo picture left out of a return mail');
    return null;
  }
}

/** Runs `work` on each item, at most `concurrency` at once (a sweep never floods the mailer). */
export async function eachLimited<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
