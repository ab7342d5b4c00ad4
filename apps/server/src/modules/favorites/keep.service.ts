import { type KeepResult, LIMITS, LOGO_STATE, msg } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import { inTransaction, sqlState } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { releaseExpiredKeeps } from './favorites.repository.ts';
import type { FavoritesDeps } from './favorites.service.ts';
import { validLogoId } from './favorites.service.ts';
import * as keeps from './keep.repository.ts';
import { keepExpiresAt, toDate } from './keep-expiry.ts';

const GONE: readonly number[] = [LOGO_STATE.stopped, LOGO_STATE.deleted];

interface KeepOutcome {
  changed: boolean;
  keepDate: Date | null;
  keepCount: number;
  favoritesCount: number;
  favoriteTotal: number;
}

/**
 * POST /api/keep-logo/{id}. One transaction: the member's user row is locked (one member's keeps
 * run one at a time, so the five-keep count cannot be overtaken), then the logo row (two members
 * racing for one logo run one after the other); expired keeps of both are released so a stale row
 * never blocks the one-keeper index; then the state, the other keeper and the limit are checked
 * on fresh data before writing. The unique index stays as a backstop (23505 answers keep_taken).
 */
export async function keepLogo(
  deps: FavoritesDeps,
  ctx: RequestContext,
  logoId: number,
  isKeep: boolean,
): Promise<KeepResult> {
  const user = requireUser(ctx.actor);
  validLogoId(logoId);
  let outcome: KeepOutcome;
  try {
    outcome = await inTransaction(deps.db, ctx, async ({ tx }): Promise<KeepOutcome> => {
      if (!(await keeps.lockUser(tx, user.id))) throw new AppError(401, msg('unauthenticated'));
      const logo = await keeps.lockLogo(tx, logoId);
      if (!logo || GONE.includes(logo.state)) throw notFound(msg('logo_not_found'));
      await releaseExpiredKeeps(tx, { userId: user.id, logoId });
      const now = await keeps.keepSituation(tx, user.id, logoId);
      const { mine } = now;
      // Expired keeps were just released, so `kept` here means an active keep (by the database clock).
      const myKeepDate = mine?.kept ? toDate(mine.keep_date) : null;
      const unchanged = { ...now, changed: false, keepDate: myKeepDate };

      if (!isKeep) {
        if (!mine?.kept) {
          // The member's own keep ran out: say so with the spec's message (SPEC §8).
          if (mine && toDate(mine.keep_expired_at)) throw new AppError(409, msg('keep_expired'));
          throw new AppError(409, msg('keep_not_yours'));
        }
        await keeps.endKeep(tx, user.id, logoId);
        return { ...unchanged, changed: true, keepDate: null, keepCount: now.keepCount - 1 };
      }

      // Keeping a logo one already keeps changes nothing: the original 10 days still run.
      if (myKeepDate) return unchanged;
      if (logo.state !== LOGO_STATE.normal) throw new AppError(409, msg('keep_unavailable'));
      if (now.takenByOther) throw new AppError(409, msg('keep_taken'));
      if (now.keepCount >= LIMITS.maxKeeps) {
        throw new AppError(409, msg('keep_limit', { max: LIMITS.maxKeeps }));
      }
      // A keep is of a favourite (SPEC §4): keeping a logo not yet liked likes it too.
      const started = await keeps.startKeep(tx, user.id, logoId, mine !== null);
      return {
        changed: true,
        keepDate: toDate(started.keepDate),
        keepCount: now.keepCount + 1,
        favoritesCount: started.favoritesCount ?? now.favoritesCount,
        favoriteTotal: now.favoriteTotal + (mine ? 0 : 1),
      };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError(409, msg('keep_taken'));
    throw error;
  }
  if (outcome.changed) deps.catalogCache.clear();
  return {
    logo_id: logoId,
    kept: outcome.keepDate !== null,
    keep_date: outcome.keepDate?.toISOString() ?? null,
    expires_at: outcome.keepDate ? keepExpiresAt(outcome.keepDate).toISOString() : null,
    keep_count: outcome.keepCount,
    max_keeps: LIMITS.maxKeeps,
    is_like: true,
    favorites_count: outcome.favoritesCount,
    favorite_total: outcome.favoriteTotal,
  };
}
