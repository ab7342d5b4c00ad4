import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { logoCard } from './catalog.ts';
import { localeParam, pageMeta, pageParam, perPageParam } from './common.ts';

/** POST /api/favorite/{id}: type 1 adds the logo to the member's favourites, 0 removes it. */
export const favoriteBody = z.object({
  type: z
    .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { message: msg('favorite_type') })
    .transform((v) => Number(v) as 0 | 1),
  locale: localeParam,
});
export type FavoriteBody = z.input<typeof favoriteBody>;

export const favoriteResult = z
  .object({
    logo_id: z.number().int(),
    is_like: z.boolean(),
    /** The logo's public count (favourites only; add `tank_num_logo_tank_jp` to show it). */
    favorites_count: z.number().int(),
    /** How many favourites the member has now (the header badge). */
    favorite_total: z.number().int(),
  })
  .meta({ id: 'FavoriteResult' });
export const favoriteResponse = z.object({ data: favoriteResult });
export type FavoriteResult = z.infer<typeof favoriteResult>;

/** POST /api/keep-logo/{id}: is_keep true keeps a logo for 10 days; false releases the keep. */
export const keepBody = z.object({
  is_keep: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], {
      message: msg('keep_flag'),
    })
    .transform((v) => v === true || v === 1 || v === '1'),
  locale: localeParam,
});
export type KeepBody = z.input<typeof keepBody>;

export const keepResult = z
  .object({
    logo_id: z.number().int(),
    kept: z.boolean(),
    keep_date: z.string().nullable().meta({ description: 'When the keep started (ISO 8601).' }),
    expires_at: z.string().nullable().meta({ description: 'When the keep ends: keep_date + 10 days.' }),
    /** The member's active keeps after this call (at most 5). */
    keep_count: z.number().int(),
    max_keeps: z.number().int(),
    /** A keep also adds the logo to the favourites, so the heart and the badge can follow. */
    is_like: z.boolean(),
    favorites_count: z.number().int(),
    favorite_total: z.number().int(),
  })
  .meta({ id: 'KeepResult' });
export const keepResponse = z.object({ data: keepResult });
export type KeepResult = z.infer<typeof keepResult>;

/**
 * GET /api/my-favorite: the member's favourites of public logos, newest first. `kept=1` lists only
 * active keeps. A page past the last answers an empty list.
 */
export const myFavoriteQuery = z.object({
  page: pageParam,
  limit: perPageParam(LIMITS.publicMaxPageSize, LIMITS.publicPageSize),
  kept: z.enum(['0', '1'], { message: 'The kept filter must be 1 or 0.' }).optional(),
  locale: localeParam,
});
export type MyFavoriteQuery = z.infer<typeof myFavoriteQuery>;

/** A favourite record (SPEC §3): logo_id, logo, kept, keep_date, like_count, and the keep timing. */
export const favoriteRecord = z
  .object({
    logo_id: z.number().int(),
    logo: logoCard,
    kept: z.boolean().meta({ description: 'This member holds an active keep on the logo.' }),
    keep_date: z.string().nullable(),
    expires_at: z.string().nullable(),
    /** Whole hours left on the keep (0 when not kept); the page shows days and hours. */
    remaining_hours: z.number().int(),
    /** The member's keep ran out and the server released it; the member may keep again. */
    expired: z.boolean(),
    /**
     * The logo can be kept now by this member: normal state and nobody (this member included)
     * keeps it. The five-keep limit is not part of it: compare meta.keep_count with max_keeps.
     */
    keepable: z.boolean(),
    /** What the heart shows: favorites_count + tank_num_logo_tank_jp. */
    like_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'FavoriteRecord' });
export type FavoriteRecord = z.infer<typeof favoriteRecord>;

export const myFavoriteResponse = z.object({
  data: z.array(favoriteRecord),
  meta: pageMeta.extend({
    keep_count: z.number().int(),
    max_keeps: z.number().int(),
    keep_days: z.number().int(),
  }),
});
export type MyFavoriteResponse = z.infer<typeof myFavoriteResponse>;

/** GET /api/favorite-count: the header badge (favourites) and the member's active keeps. */
export const favoriteCountResponse = z.object({
  data: z.object({ count: z.number().int(), keep_count: z.number().int() }),
});

/** GET /api/my-favorite/similar: logos like the member's favourites (the my-logo "similar" tab). */
export const similarQuery = z.object({
  limit: perPageParam(48, 24),
  locale: localeParam,
});
export const cardListResponse = z.object({ data: z.array(logoCard) }).meta({ id: 'LogoCardList' });
export type CardListResponse = z.infer<typeof cardListResponse>;
