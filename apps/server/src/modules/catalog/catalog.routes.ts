import {
  designersResponse,
  errorResponse,
  localeQuery,
  logoCardPage,
  logoDetailResponse,
  logoIdParams,
  numberProductResponse,
  priceSettingResponse,
  searchLogoQuery,
  searchOptions,
  staffAllLogoQuery,
} from '@logoya/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as catalog from './catalog.service.ts';

const tags = ['catalog'];
const errors = { 404: errorResponse, 422: errorResponse };

/** Public catalogue calls (SPEC §7 Logos). Handlers only compose: one service call each. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  /** Visitors' answers do not depend on who asks, so they are shared for a moment (ADR 0009). */
  const shared = <T>(request: FastifyRequest, compute: () => Promise<T>): Promise<T> =>
    request.ctx.actor ? compute() : app.catalogCache.get(`${request.ctx.locale} ${request.url}`, compute);
  /** Answers prepared JSON as it is: the catalogue wrote it to its contract (ADR 0039). */
  const json = async (reply: FastifyReply, text: Promise<string>) =>
    reply.type('application/json; charset=utf-8').send(await text);

  app.get(
    '/all-logo',
    {
      schema: {
        tags,
        summary: 'Public logo cards, newest first',
        description:
          'Stopped and deleted logos never appear. per_page above 100 is clamped to 100; a page past the last answers 404. Staff (admin, designer) may also ask for state=7, stopped logos (a designer gets their own); for others state=7 answers 422.',
        querystring: staffAllLogoQuery,
        response: { 200: logoCardPage, ...errors },
      },
    },
    (request, reply) =>
      json(
        reply,
        shared(request, () => catalog.allLogosJson(db, request.ctx, request.query)),
      ),
  );

  app.get(
    '/search/logo',
    {
      schema: {
        tags,
        summary: 'Search public logos by text, keyword tag and categories',
        description:
          'Free text (u_keyword) and the keyword tag match every language of names and keywords, ignoring case, full/half width, katakana/hiragana and Latin accents (cà phê = ca phe). Every word must match: a word of 1 or 2 characters at the start of a word of a name or keyword (anywhere in Japanese text), a longer word anywhere, the explanation included. Exact names and keywords rank first, then those starting with the text, newest first within each. Filters combine with AND, several ids of one filter with OR; 0 means All. Unknown filter ids, a limit outside 1 to 100 (refused, not clamped), a text over 100 characters or a sold_out other than 0 or 1 answer 422. Stopped and deleted logos never appear; a page past the last answers 404.',
        querystring: searchLogoQuery,
        response: { 200: logoCardPage, ...errors },
      },
    },
    (request, reply) =>
      json(
        reply,
        shared(request, () => catalog.searchLogosJson(db, request.ctx, request.query, app.searchEntries)),
      ),
  );

  app.get(
    '/logo/:id',
    {
      schema: {
        tags,
        summary: 'Public detail of one logo',
        params: logoIdParams,
        querystring: localeQuery,
        response: { 200: logoDetailResponse, ...errors },
      },
    },
    (request, reply) =>
      json(
        reply,
        shared(
          request,
          async () => `{"data":${await catalog.logoDetailJson(db, request.ctx, request.params.id)}}`,
        ),
      ),
  );

  app.get(
    '/number-product',
    {
      schema: {
        tags,
        summary: 'Count of posted (publicly visible) logos',
        response: { 200: numberProductResponse },
      },
    },
    (request) => shared(request, async () => ({ data: { count: await catalog.countPublicLogos(db) } })),
  );

  app.get(
    '/search-options',
    {
      schema: {
        tags,
        summary: 'Industries, genres (colours), types (tastes) and alphabets for the search filters',
        response: { 200: searchOptions },
      },
    },
    (request) => shared(request, () => catalog.getSearchOptions(db)),
  );

  app.get(
    '/price-setting',
    {
      schema: {
        tags,
        summary: 'Price settings as a key/value list by language',
        response: { 200: priceSettingResponse },
      },
    },
    (request) => shared(request, async () => ({ data: await catalog.getPriceSettings(db) })),
  );

  app.get(
    '/designers',
    { schema: { tags, summary: 'Designers (id, name)', response: { 200: designersResponse } } },
    (request) => shared(request, async () => ({ data: await catalog.listDesigners(db) })),
  );
};
