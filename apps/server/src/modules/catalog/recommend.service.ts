import { type LogoCard, MAX_ID, msg } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pricesFor, toCard } from './card-mapper.ts';
import { findPublicLogo, listCards, listPriceSettings, logoIdsFilter } from './catalog.repository.ts';
import { CANDIDATES_PER_PLACE, withDistinctNames } from './distinct-names.ts';
import * as repo from './recommend.repository.ts';

/** Best first: score, then newest, then the higher id (SQL's order). */
function byRank(a: repo.Ranked, b: repo.Ranked): number {
  return (
    b.score - a.score ||
    (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0) ||
    Number(b.id) - Number(a.id)
  );
}

/**
 * The ranking: shared categories count 1 each, shared keywords KEYWORD_WEIGHT each; newest first
 * among equals; only logos a customer could keep (normal state, not kept).
 *
 * Summing every logo that shares anything reads large lists at 100,000 logos (a colour alone is
 * shared by a fifth of the catalogue), so the ranking is built in exact stages instead:
 * 1. Score the logos sharing at least J = min(2, keywords) keywords. Let S be the limit-th score.
 *    Any other logo shares at most J - 1 keywords, so it needs T = S - W(J - 1) shared categories
 *    to reach S. When T exceeds the profile's categories, stage 1 is the answer.
 * 2. Otherwise such a logo lacks at most (categories - T) of the profile's category values, so it
 *    has one of any (categories - T + 1) of them: score the logos having one of the rarest ones
 *    (when one or two suffice) with score at least S and merge.
 * 3. Otherwise (or with no keywords, or too few candidates) sum everything.
 * Each stage returns what the full sum would; the tests compare them on every seeded logo.
 */
async function rank(db: Db, profile: repo.Profile, exclude: number[], limit: number) {
  const categories =
    profile.industries.length + profile.colors.length + profile.tastes.length + profile.alphabets.length;
  if (profile.keywords.length > 0) {
    const minKeywords = Math.min(2, profile.keywords.length);
    const staged = await repo.rankByKeywords(db, profile, exclude, minKeywords, limit);
    const last = staged[limit - 1];
    if (last) {
      const needed = last.score - repo.KEYWORD_WEIGHT * (minKeywords - 1);
      if (needed > categories) return staged;
      const drivers = categories - needed + 1;
      if (needed > 0 && drivers <= 2) {
        const more = await repo.rankByCategories(
          db,
          profile,
          exclude,
          repo.driverValues(profile, drivers),
          last.score,
          limit,
        );
        const seen = new Set(staged.map((r) => Number(r.id)));
        return [...staged, ...more.filter((r) => !seen.has(Number(r.id)))].sort(byRank).slice(0, limit);
      }
    }
  }
  return repo.rankAll(db, profile, exclude, limit);
}

/** Cards of ranked logos, in rank order, with the asker's personal flags. */
async function cardsInOrder(db: Db, ctx: RequestContext, ids: number[]): Promise<LogoCard[]> {
  if (ids.length === 0) return [];
  const [rows, priceRows] = await Promise.all([
    listCards(db, logoIdsFilter(ids), { limit: ids.length, offset: 0 }, ctx.actor?.id ?? null),
    listPriceSettings(db),
  ]);
  const prices = pricesFor(priceRows, ctx.locale);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, ctx.locale, prices)] : [];
  });
}

/** The best `limit` of a longer ranking whose names read differently on a card (distinct-names.ts). */
async function distinctCards(db: Db, ctx: RequestContext, ranked: repo.Ranked[], limit: number) {
  const cards = await cardsInOrder(
    db,
    ctx,
    ranked.map((r) => Number(r.id)),
  );
  return withDistinctNames(cards, ctx.locale, limit);
}

/** GET /api/logo/recommended/{id}: logos like a public logo, no two reading the same on a card. */
export async function recommendFor(
  pool: Db,
  ctx: RequestContext,
  id: number,
  limit: number,
): Promise<LogoCard[]> {
  const db = dbOf(ctx, pool);
  if (id < 1 || id > MAX_ID || !(await findPublicLogo(db, id))) throw notFound(msg('logo_not_found'));
  const profile = await repo.profileOfLogo(db, id);
  return distinctCards(db, ctx, await rank(db, profile, [id], limit * CANDIDATES_PER_PLACE), limit);
}

/**
 * GET /api/my-favorite/similar: logos like the member's favourites, the favourites left out.
 * The profile takes the values most common among the favourites (as many as one logo has), so
 * a long list of favourites still describes one taste and the ranking stays cheap.
 */
export async function similarToFavorites(pool: Db, ctx: RequestContext, limit: number): Promise<LogoCard[]> {
  const db = dbOf(ctx, pool);
  const user = requireUser(ctx.actor);
  const mine = await repo.favoriteLogoIds(db, user.id);
  if (mine.length === 0) return [];
  const profile = await repo.commonProfileOfFavorites(db, user.id);
  return distinctCards(db, ctx, await rank(db, profile, mine, limit * CANDIDATES_PER_PLACE), limit);
}
