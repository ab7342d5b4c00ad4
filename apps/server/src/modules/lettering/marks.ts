import type { LetteringMark } from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { markDataUri } from './svg.ts';

/**
 * Marks as the renderer embeds them (data URIs), kept per storage key. Mark keys are content
 * hashed (`lettering/{logo}/{sha256-16}.svg`, the demo's `lettering/demo/…`), so a key names one
 * file for ever and an entry never goes stale. 200 entries of at most 512 KB (≈ 0.7 MB as base64).
 */
const marks = new Lru<string, Promise<string | null>>(200);

/** The mark's data URI, read from storage once per key; null without a mark or when its file is gone. */
export function markHrefOf(
  storage: Storage,
  mark: Pick<LetteringMark, 'key' | 'type'> | null | undefined,
): Promise<string | null> {
  if (!mark) return Promise.resolve(null);
  const key = `${mark.type} ${mark.key}`;
  return marks.getOrSet(key, () => {
    const read = storage.get(mark.key).then((bytes) => (bytes ? markDataUri(mark.type, bytes) : null));
    // A missing file or a failed read is not kept: the next call tries again.
    const forget = () => {
      if (marks.get(key) === read) marks.delete(key);
    };
    read.then((href) => href === null && forget(), forget);
    return read;
  });
}
