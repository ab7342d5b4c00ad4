import { useSyncExternalStore } from 'react';
import {
  notifyClientState,
  readClientPart,
  subscribeClientState,
  writeClientPart,
} from '../../../shared/storage/client-state.ts';
import {
  addKeyword,
  addViewed,
  EMPTY_RECENTLY,
  type RecentKeyword,
  type Recently,
  readRecently,
  type ViewedLogo,
} from '../model/recently.ts';

/** The part of localStorage["logoya"] that holds recent searches and recently viewed logos. */
const PART = 'recently';

let cachedKey: string | undefined;
let cached: Recently = EMPTY_RECENTLY;

/** The same object while the stored part is unchanged, as useSyncExternalStore needs. */
function snapshot(): Recently {
  const stored = readClientPart(PART);
  const key = JSON.stringify(stored ?? null);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = readRecently(stored);
  }
  return cached;
}

function update(change: (current: Recently) => Recently): void {
  const stored = readClientPart(PART);
  const next = change(readRecently(stored));
  // Keys of the part this module does not know about are kept.
  const base = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  writeClientPart(PART, { ...base, ...next });
  notifyClientState();
}

/** Recent searches and recently viewed logos; re-renders when they change in any tab. */
export function useRecently(): Recently {
  return useSyncExternalStore(subscribeClientState, snapshot, () => EMPTY_RECENTLY);
}

export function rememberKeyword(entry: RecentKeyword): void {
  update((current) => ({ ...current, keywordRecently: addKeyword(current.keywordRecently, entry) }));
}

export function clearKeywords(): void {
  update((current) => ({ ...current, keywordRecently: [] }));
}

export function rememberViewed(logo: ViewedLogo): void {
  update((current) => ({ ...current, recentlyViewedLogos: addViewed(current.recentlyViewedLogos, logo) }));
}
