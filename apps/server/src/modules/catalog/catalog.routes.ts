import {
  designersResponse,
  errorResponse,
  localeQuery,
  logoCardPage,
  logoDetailResponse,
  logoIdParams,
  numberProductResponse,
  priceSettingResponse,
  searchOptions,
  staffAllLogoQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as catalog from './catalog.service.ts';
import { visitorAnswers } from './visitor-answers.ts';

const tags = ['catalog'];
const errors = { 404: errorResponse, 422: errorResponse };

/**
 * Public catalogue calls (SPEC §7 Logos); the search is the search module's. Handlers only
 * compose: one service call each.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { shared, json } = visitorAnswers(app);

  app.get(
    '/all-logo',
    {
      schema: {
        tags,
        summary: 'Public logo cards, available ones first, newest first',
        description:
          'Normal and negotiating logos newest first, then sold ones newest first (ADR 0093); meta.as_of is the moment that order was fixed: send it back as as_of for the next pages, and a logo sold meanwhile keeps its place. Stopped and deleted logos never appear. per_page above 100 is clamped to 100; a page past the last answers 404. Staff (admin, designer) may also ask for state=7, stopped logos (a designer gets their own); for others state=7 answers 422.',
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
