import {
  cardListResponse,
  errorResponse,
  favoriteBody,
  favoriteCountResponse,
  favoriteResponse,
  keepBody,
  keepResponse,
  LIMITS,
  localeQuery,
  logoIdParams,
  myFavoriteQuery,
  myFavoriteResponse,
  similarQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { similarToFavorites } from '../catalog/index.ts';
import * as favorites from './favorites.service.ts';
import { keepLogo } from './keep.service.ts';

const tags = ['favorites'];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const readErrors = { 401: errorResponse, 422: errorResponse };

/**
 * Favourites ("tank") and keeps (SPEC §4, §7). Every call needs a member; answers are personal,
 * so none goes through the visitors' cache, and none carries another member's identity.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: favorites.FavoritesDeps = { db: app.database.db, catalogCache: app.catalogCache };

  app.post(
    '/favorite/:id',
    {
      schema: {
        tags,
        summary: 'Add (type 1) or remove (type 0) a favourite',
        description:
          'Adding twice counts once. Removing a kept favourite also ends the keep. Sold logos cannot be added (409); ' +
          'stopped, deleted and unknown logos answer 404, except that an existing favourite of a stopped logo can be removed. ' +
          "favorites_count is the logo's public count after the change; favorite_total the member's favourites.",
        security: bearer,
        params: logoIdParams,
        body: favoriteBody,
        response: { 200: favoriteResponse, ...errors },
      },
    },
    async (request) => ({
      data: await favorites.toggleFavorite(deps, request.ctx, request.params.id, request.body.type),
    }),
  );

  app.get(
    '/my-favorite',
    {
      schema: {
        tags,
        summary: "The member's favourites, newest first",
        description:
          'Expired keeps of the member are released first and listed with expired=true, kept=false; they can be kept again. ' +
          `kept=1 lists only active keeps. meta adds keep_count, max_keeps (${LIMITS.maxKeeps}) and keep_days (${LIMITS.keepDays}).`,
        security: bearer,
        querystring: myFavoriteQuery,
        response: { 200: myFavoriteResponse, ...readErrors },
      },
    },
    (request) => favorites.listMyFavorites(deps, request.ctx, request.query),
  );

  app.get(
    '/favorite-count',
    {
      schema: {
        tags,
        summary: "The member's favourite count (header badge) and active keeps",
        description:
          'count: favourites of public logos (the my-favorite total); keep_count: active keeps (the five-keep limit).',
        security: bearer,
        querystring: localeQuery,
        response: { 200: favoriteCountResponse, ...readErrors },
      },
    },
    async (request) => ({ data: await favorites.favoriteCount(deps, request.ctx) }),
  );

  app.post(
    '/keep-logo/:id',
    {
      schema: {
        tags,
        summary: `Keep a logo for ${LIMITS.keepDays} days (is_keep true) or release the keep (false)`,
        description:
          `At most ${LIMITS.maxKeeps} active keeps per member; only logos in the normal state that nobody else keeps. ` +
          'Keeping a logo that is not yet a favourite adds it to the favourites. Keeping a logo one already keeps ' +
          'changes nothing (the keep still ends 10 days after keep_date). Releasing a keep that is not yours answers 409; ' +
          'releasing your keep after it ran out answers 409 "Keep cancelled due to timeout."',
        security: bearer,
        params: logoIdParams,
        body: keepBody,
        response: { 200: keepResponse, ...errors },
      },
    },
    async (request) => ({
      data: await keepLogo(deps, request.ctx, request.params.id, request.body.is_keep),
    }),
  );

  app.get(
    '/my-favorite/similar',
    {
      schema: {
        tags,
        summary: "Logos like the member's favourites",
        description:
          'Ranked by shared categories and keywords (keywords count double) with the values most common among the ' +
          'favourites, newest first among equals. Favourites, sold, stopped, negotiating and kept logos are left out. ' +
          'An empty list when the member has no favourites.',
        security: bearer,
        querystring: similarQuery,
        response: { 200: cardListResponse, ...readErrors },
      },
    },
    async (request) => ({
      data: await similarToFavorites(deps.db, request.ctx, request.query.limit),
    }),
  );
};
