import type { LogoCard } from '@logoya/core';
import type { QueryClient } from '@tanstack/react-query';

/** The fields of a logo that favourites and keeps change. */
export type CardFlags = Pick<LogoCard, 'is_like' | 'favorites_count' | 'is_user_kept'>;

function isCard(value: Record<string, unknown>): value is Record<string, unknown> & CardFlags {
  return (
    typeof value.logo_id === 'number' &&
    typeof value.is_like === 'boolean' &&
    typeof value.favorites_count === 'number'
  );
}

/** Returns `value` with every card of `logoId` changed by `patch`; untouched parts keep their identity. */
function patchValue(
  value: unknown,
  logoId: number,
  patch: (card: CardFlags) => Partial<CardFlags>,
  depth: number,
): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchValue(item, logoId, patch, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const record = value as Record<string, unknown>;
  if (isCard(record) && record.logo_id === logoId) return { ...record, ...patch(record) };
  let next: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(record)) {
    const patched = patchValue(item, logoId, patch, depth + 1);
    if (patched !== item) {
      next ??= { ...record };
      next[key] = patched;
    }
  }
  return next ?? value;
}

/**
 * Changes one logo wherever it is cached: home and search pages, the detail, recommended logos,
 * the member's lists. The same logo shows in many answers, and favourites may not import the
 * catalogue's query keys, so the cache is searched by shape (a card has logo_id, is_like and
 * favorites_count).
 */
export function patchLogoInCache(
  client: QueryClient,
  logoId: number,
  patch: (card: CardFlags) => Partial<CardFlags>,
): void {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchValue(data, logoId, patch, 0);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}
