import {
  errorResponse,
  localeQuery,
  logoRequestBody,
  logoRequestResponse,
  msg,
  myLogoRequestsResponse,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as requests from './requests.service.ts';

const tags = ['requests'];
const bearer = [{ bearerAuth: [] }];

/** Free logo requests (/logo-mark-req) and the member's "my request" list. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.database.db,
    mailer: app.mailer,
    staffEmail: app.config.STAFF_EMAIL,
    log: app.log,
  };

  app.post(
    '/logo-request',
    {
      schema: {
        tags,
        summary: 'Ask for a free logo (signed-in members)',
        description: `Describes the logo wanted: industry and taste (optional, must exist), the text on the logo (required, at most 100 characters) and notes (at most 2000). Staff are e-mailed. At most ${requests.REQUEST_LIMIT.max} requests per member in ${requests.REQUEST_LIMIT.windowHours} hours (429 with Retry-After).`,
        security: bearer,
        body: logoRequestBody,
        response: { 201: logoRequestResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await requests.createLogoRequest({ ...deps, log: request.log }, request.ctx, request.body);
      reply.status(201);
      return { message: msg('request_sent'), data };
    },
  );

  app.get(
    '/my-logo-request',
    {
      schema: {
        tags,
        summary: "The signed-in member's free logo requests, newest first",
        description: `At most the ${requests.MY_REQUESTS_SHOWN} newest.`,
        security: bearer,
        querystring: localeQuery,
        response: { 200: myLogoRequestsResponse, 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({ data: await requests.listMyRequests(deps.db, request.ctx) }),
  );
};
