import { errorResponse, logoCardPage, searchLogoQuery } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorAnswers } from '../catalog/index.ts';
import { searchLogosJson } from './search.service.ts';

const tags = ['catalog'];
const errors = { 404: errorResponse, 422: errorResponse };

/** The shop's search (SPEC §7 Logos). The handler only composes: one service call. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { shared, json } = visitorAnswers(app);

  app.get(
    '/search/logo',
    {
      schema: {
        tags,
        summary: 'Search public logos by text, keyword tag and categories',
        description:
          'Free text (u_keyword) and the keyword tag match every language of names and keywords, ignoring case, full/half width, katakana/hiragana and Latin accents (cà phê = ca phe). Every word must match: a word of 1 or 2 characters at the start of a word of a name or keyword (anywhere in Japanese text), a longer word anywhere, the explanation included. Exact names and keywords rank first, then those starting with the text, newest first within each. Without free text, normal and negotiating logos come first and sold ones last, newest first in each (ADR 0093), with meta.as_of to send back as as_of for the next pages. Filters combine with AND, several ids of one filter with OR; 0 means All. Unknown filter ids, a limit outside 1 to 100 (refused, not clamped), a text over 100 characters or a sold_out other than 0 or 1 answer 422. Stopped and deleted logos never appear; a page past the last answers 404.',
        querystring: searchLogoQuery,
        response: { 200: logoCardPage, ...errors },
      },
    },
    (request, reply) =>
      json(
        reply,
        shared(request, () => searchLogosJson(db, request.ctx, request.query, app.searchEntries)),
      ),
  );
};
