import {
  CART_ID_HEADER,
  cartAddBody,
  cartQuery,
  cartResponse,
  cartUpdateBody,
  errorResponse,
  idParam,
  msg,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toggleFavorite } from '../favorites/index.ts';
import * as cart from './cart.service.ts';

const tags = ['cart'];
const errors = { 404: errorResponse, 409: errorResponse, 422: errorResponse };
const headers = z.object({
  [CART_ID_HEADER]: z
    .string()
    .optional()
    .meta({ description: "A guest's anonymous cart id (from a previous answer's data.cart_id)." }),
});
const itemParams = z.object({ id: idParam });

const cartIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[CART_ID_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The cart (SPEC §2 /my-page/cart, §4): on the server, for members and for guests (by an
 * anonymous cart id that merges into the member's cart at sign-in). Answers are personal.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: cart.CartDeps = { db: app.database.db };
  const favoriteDeps = { db: app.database.db, catalogCache: app.catalogCache };

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'The cart, priced in the caller’s language, each line checked',
        description:
          'A signed-in call that still sends x-cart-id merges that guest cart into the member’s (duplicates dropped) and answers cart_id null. ' +
          'A line whose logo was sold, stopped, deleted, set negotiating, is held by another buyer or kept by another member has valid=false and a reason.',
        headers,
        querystring: cartQuery,
        response: { 200: cartResponse, 422: errorResponse },
      },
    },
    async (request) => ({ data: await cart.getCart(deps, request.ctx, cartIdOf(request)) }),
  );

  app.post(
    '/cart',
    {
      schema: {
        tags,
        summary: 'Add a logo with its names and options (quantity is always 1)',
        description:
          "'Added to cart' (201). A logo already in the cart answers 409 'The product already exists in the cart'. " +
          'Sold and negotiating logos, or one kept by another member, answer 409; stopped, deleted and unknown logos 404. ' +
          'A guest without a cart id gets one in data.cart_id.',
        headers,
        body: cartAddBody,
        response: { 201: cartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await cart.addItem(deps, request.ctx, cartIdOf(request), request.body);
      return reply.status(201).send({ data, message: msg('cart_added') });
    },
  );

  app.put(
    '/cart/:id',
    {
      schema: {
        tags,
        summary: 'Change the names or options of a line',
        headers,
        params: itemParams,
        body: cartUpdateBody,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      data: await cart.updateItem(deps, request.ctx, cartIdOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/cart/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        headers,
        params: itemParams,
        querystring: cartQuery,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => ({
      data: await cart.removeItem(deps, request.ctx, cartIdOf(request), request.params.id),
      message: msg('cart_removed'),
    }),
  );

  app.post(
    '/cart/:id/save-for-later',
    {
      schema: {
        tags,
        summary: 'Save for later: the logo moves to the favourites and leaves the cart (members)',
        security: [{ bearerAuth: [] }],
        headers,
        params: itemParams,
        querystring: cartQuery,
        response: { 200: cartResponse, 401: errorResponse, ...errors },
      },
    },
    async (request) => ({
      data: await cart.saveForLater(deps, request.ctx, cartIdOf(request), request.params.id, (logoId) =>
        toggleFavorite(favoriteDeps, request.ctx, logoId, 1),
      ),
      message: msg('cart_saved_for_later'),
    }),
  );
};
