import {
  type FavoriteRecord,
  type FavoriteResult,
  heartCount,
  LIMITS,
  LOGO_STATE,
  lastPageOf,
  MAX_ID,
  type MyFavoriteQuery,
  type MyFavoriteResponse,
  msg,
} from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { favoriteCards } from '../catalog/index.ts';
import * as repo from './favorites.repository.ts';
import { keepExpiresAt, remainingHours, toDate } from './keep-expiry.ts';

/** What the favourite and keep services need; built once by the routes plugin. */
export interface FavoritesDeps {
  db: Db;
  /** The visitors' catalogue cache: favourite counts and keeps show on public cards (ADR 0009). */
  catalogCache: MicroCache;
}

const GONE: readonly number[] = [LOGO_STATE.stopped, LOGO_STATE.deleted];

export function validLogoId(id: number): void {
  if (id < 1 || id > MAX_ID) throw notFound(msg('logo_not_found'));
}

/**
 * POST /api/favorite/{id}. type 1 adds (idempotent), 0 removes (also ending any keep). One atomic
 * statement locks the logo row, changes the row and moves the counter only when a row was really
 * inserted or deleted, so racing toggles leave the counter equal to the rows.
 */
export async function toggleFavorite(
  deps: FavoritesDeps,
  ctx: RequestContext,
  logoId: number,
  type: 0 | 1,
): Promise<FavoriteResult> {
  const user = requireUser(ctx.actor);
  validLogoId(logoId);
  const result = await repo.applyFavorite(dbOf(ctx, deps.db), user.id, logoId, type === 1);
  if (!result) throw notFound(msg('logo_not_found'));
  // Nothing was written in these cases: the statement only inserts for normal and negotiating logos.
  if (type === 1 && GONE.includes(result.state)) throw notFound(msg('logo_not_found'));
  if (type === 1 && result.state === LOGO_STATE.sold) throw new AppError(409, msg('favorite_unavailable'));
  // A hidden logo answers as missing, unless the member just took an old favourite off it.
  if (type === 0 && !result.changed && GONE.includes(result.state)) throw notFound(msg('logo_not_found'));
  if (result.changed) deps.catalogCache.clear();
  return {
    logo_id: logoId,
    is_like: type === 1,
    favorites_count: result.favoritesCount,
    favorite_total: result.total,
  };
}

/** GET /api/favorite-count: the header badge and the member's active keeps. */
export async function favoriteCount(deps: FavoritesDeps, ctx: RequestContext) {
  const user = requireUser(ctx.actor);
  const { count, keepCount } = await repo.countMine(dbOf(ctx, deps.db), user.id);
  return { count, keep_count: keepCount };
}

const iso = (value: Date | string | null | undefined) => toDate(value)?.toISOString() ?? null;

/**
 * GET /api/my-favorite. The member's expired keeps are released first (SPEC §4: released when
 * favourites load), so they list as expired and can be kept again.
 */
export async function listMyFavorites(
  deps: FavoritesDeps,
  ctx: RequestContext,
  query: MyFavoriteQuery,
): Promise<MyFavoriteResponse> {
  const user = requireUser(ctx.actor);
  const db = dbOf(ctx, deps.db);
  await repo.releaseExpiredKeeps(db, { userId: user.id });
  const keptOnly = query.kept === '1';
  const mine = await repo.countMine(db, user.id);
  // countMine counts exactly what favoriteCards lists (favourites, or active keeps, of public logos).
  const total = keptOnly ? mine.keepCount : mine.count;
  const perPage = query.limit;
  const lastPage = lastPageOf(total, perPage);
  const cards =
    query.page > lastPage
      ? []
      : await favoriteCards(db, ctx, user.id, {
          keptOnly,
          limit: perPage,
          offset: (query.page - 1) * perPage,
        });
  const favorites = new Map(
    (
      await repo.favoritesFor(
        db,
        user.id,
        cards.map((c) => Number(c.logo_id)),
      )
    ).map((f) => [Number(f.logo_id), f]),
  );
  const now = new Date();
  const data = cards.map((card): FavoriteRecord => {
    const fav = favorites.get(card.logo_id);
    const keepDate = toDate(fav?.keep_date);
    const kept = card.is_user_kept;
    return {
      logo_id: card.logo_id,
      logo: card,
      kept,
      keep_date: keepDate?.toISOString() ?? null,
      expires_at: keepDate ? keepExpiresAt(keepDate).toISOString() : null,
      remaining_hours: kept ? remainingHours(keepDate, now) : 0,
      expired: !kept && toDate(fav?.keep_expired_at) !== null,
      keepable: card.state === LOGO_STATE.normal && !card.kept,
      like_count: heartCount(card),
      created_at: iso(fav?.created_at) ?? now.toISOString(),
    };
  });
  return {
    data,
    meta: {
      current_page: query.page,
      last_page: lastPage,
      per_page: perPage,
      total,
      keep_count: mine.keepCount,
      max_keeps: LIMITS.maxKeeps,
      keep_days: LIMITS.keepDays,
    },
  };
}
