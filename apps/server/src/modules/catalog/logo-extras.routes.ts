import {
  cardListResponse,
  errorResponse,
  localeQuery,
  logoIdParams,
  logoImagesResponse,
  recommendedQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLogoImages } from './logo-extras.service.ts';
import { recommendFor } from './recommend.service.ts';
import { visitorAnswers } from './visitor-answers.ts';

const tags = ['catalog'];
const errors = { 404: errorResponse, 422: errorResponse };

/** Recommended logos and the image list of a logo's detail page (SPEC §7 Logos). */
export const logoExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { shared } = visitorAnswers(app);

  app.get(
    '/logo/recommended/:id',
    {
      schema: {
        tags,
        summary: 'Logos like this one',
        description:
          'Ranked by the categories (industries, colours, tastes, alphabets) and keywords shared with the logo, a keyword ' +
          'counting as two categories; newest first among equals. Only logos that can be kept now: the logo itself, sold, ' +
          'stopped, deleted, negotiating and kept logos are left out. limit defaults to 8, at most 24. ' +
          'An unknown, stopped or deleted logo answers 404.',
        params: logoIdParams,
        querystring: recommendedQuery,
        response: { 200: cardListResponse, ...errors },
      },
    },
    (request) =>
      shared(request, async () => ({
        data: await recommendFor(db, request.ctx, request.params.id, request.query.limit),
      })),
  );

  app.get(
    '/logo/check-logo-image-muti/:id',
    {
      schema: {
        tags,
        summary: 'Every image file of a public logo, the main image first',
        description:
          'Main (GIF, then PNG), hover, then gallery images. An unknown, stopped or deleted logo answers 404.',
        params: logoIdParams,
        querystring: localeQuery,
        response: { 200: logoImagesResponse, ...errors },
      },
    },
    (request) => shared(request, () => listLogoImages(db, request.ctx, request.params.id)),
  );
};
