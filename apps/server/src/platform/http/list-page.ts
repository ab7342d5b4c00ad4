import { lastPageOf, MAX_ID, type PageMeta } from '@logoya/core';

/**
 * The page arithmetic and ordering of every back-office list (SPEC §2), written once. A page past
 * the last answers 200 with no rows and the real last_page, so the list kit can step back after
 * the last row of a page was deleted (a 404 would leave it nothing to go on).
 */

/** Rows to skip for a page; a page no list can reach simply reads past the end. */
export function offsetOf(page: number, perPage: number): number {
  return Math.min((page - 1) * perPage, MAX_ID);
}

export function listMeta(total: number, page: number, perPage: number): PageMeta {
  return { current_page: page, last_page: lastPageOf(total, perPage), per_page: perPage, total };
}
