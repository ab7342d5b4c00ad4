import { type LogoCard, MAX_ID, msg } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { requireUser } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { pricesFor, toCard } from './card-mapper.ts';
import { findPublicLogo, listCards, listPriceSettings } from './catalog.repository.ts';
import * as repo from './recommend.repository.ts';

/**
 * The ranking: shared categories count 1 each, shared keywords KEYWORD_WEIGHT each; newest first
 * among equals; only logos a customer could keep (normal state, not kept).
 *
 * Scoring every logo that shares anything costs a sum over large lists at 100,000 logos (a colour
 * alone is shared by a fifth of the catalogue), so the logos sharing at least two keywords are
 * scored first. Any other logo scores at most KEYWORD_WEIGHT × (shared keywords) + (the profile's
 * categories); when the staged limit-th score beats that bound, the staged answer is exact, and
 * otherwise the full sum runs. Either way the answer is the same.
 */
async function rank(db: Db, profile: repo.Profile, exclude: number[], limit: number) {
  const categories =
    profile.industries.length + profile.colors.length + profile.tastes.length + profile.alphabets.length;
  if (profile.keywords.length > 0) {
    const minKeywords = Math.min(2, profile.keywords.length);
    const staged = await repo.rankByKeywords(db, profile, exclude, minKeywords, limit);
    const bound = repo.KEYWORD_WEIGHT * (minKeywords - 1) + categories;
    const last = staged[limit - 1];
    if (last && last.score > bound) return staged;
  }
  return repo.rankAll(db, profile, exclude, limit);
}

/** Cards of ranked logos, in rank order, with the asker's personal flags. */
async function cardsInOrder(db: Db, ctx: RequestContext, ids: number[]): Promise<LogoCard[]> {
  if (ids.length === 0) return [];
  const idList = sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);
  const [rows, priceRows] = await Promise.all([
    listCards(
      db,
      { where: [sql`l.id = any(${idList})`] },
      { limit: ids.length, offset: 0 },
      ctx.actor?.id ?? null,
    ),
    listPriceSettings(db),
  ]);
  const prices = pricesFor(priceRows, ctx.locale);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, ctx.locale, prices)] : [];
  });
}

/** GET /api/logo/recommended/{id}: logos like a public logo. */
export async function recommendFor(
  db: Db,
  ctx: RequestContext,
  id: number,
  limit: number,
): Promise<LogoCard[]> {
  if (id < 1 || id > MAX_ID || !(await findPublicLogo(db, id))) throw notFound(msg('logo_not_found'));
  const profile = await repo.profileOfLogo(db, id);
  const ranked = await rank(db, profile, [id], limit);
  return cardsInOrder(
    db,
    ctx,
    ranked.map((r) => Number(r.id)),
  );
}

/**
 * GET /api/my-favorite/similar: logos like the member's favourites, the favourites left out.
 * The profile takes the values most common among the favourites (as many as one logo has), so
 * a long list of favourites still describes one taste and the ranking stays cheap.
 */
export async function similarToFavorites(db: Db, ctx: RequestContext, limit: number): Promise<LogoCard[]> {
  const user = requireUser(ctx.actor);
  const mine = await repo.favoriteLogoIds(db, user.id);
  if (mine.length === 0) return [];
  const profile = await repo.commonProfileOfFavorites(db, user.id);
  const ranked = await rank(db, profile, mine, limit);
  return cardsInOrder(
    db,
    ctx,
    ranked.map((r) => Number(r.id)),
  );
}
