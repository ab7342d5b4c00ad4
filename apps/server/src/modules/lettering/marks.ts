import type { LetteringMark } from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { markDataUri } from './svg.ts';

/**
 * Marks as the renderer embeds them (data URIs), kept per storage key. Mark keys are content
 * hashed (`lettering/{logo}/{sha256-16}.svg`, the demo's `lettering/demo/…`), so a key names one
 * file for ever and an entry never goes stale.
 *
 * The budget is in bytes of the data URIs, not a count: a count of 200 held fewer marks than a
 * catalogue has logos with layouts, and buyers moving through more logos than that made every
 * preview read its mark from storage again (docs/performance.md). 32 MB holds some 13,000 marks
 * of a demo's size (≈ 2.5 KB) or 45 of the largest allowed (512 KB, ≈ 0.7 MB as base64).
 */
export const MARK_CACHE_BYTES = 32 * 1024 * 1024;
const marks = new Lru<string, string>(MARK_CACHE_BYTES, (href) => href.length);
/** Reads under way, so parallel previews of one logo read its mark once. */
const reading = new Map<string, Promise<string | null>>();

/** The mark's data URI, read from storage once per key; null without a mark or when its file is gone. */
export function markHrefOf(
  storage: Storage,
  mark: Pick<LetteringMark, 'key' | 'type'> | null | undefined,
): Promise<string | null> {
  if (!mark) return Promise.resolve(null);
  const key = `${mark.type} ${mark.key}`;
  const kept = marks.get(key);
  if (kept !== undefined) return Promise.resolve(kept);
  const pending = reading.get(key);
  if (pending) return pending;
  // A missing file or a failed read is not kept: the next call tries again.
  const read = storage
    .get(mark.key)
    .then((bytes) => (bytes ? markDataUri(mark.type, bytes) : null))
    .then((href) => {
      if (href !== null) marks.set(key, href);
      return href;
    })
    .finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}
