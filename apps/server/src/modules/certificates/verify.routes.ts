import { errorResponse, msg, verifyParams, verifyQuery, verifyResponse } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reserveOr429 } from '../../platform/limits/limits.ts';
import { verifyCertificate } from './certificates.service.ts';

const e = errorResponse;

/** GET /api/verify/{number}: the public check of an exclusivity certificate (issue 26, ADR 0108). */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.VERIFY_PER_MINUTE;
  /** Counted per address before the number is judged, so guessing costs the guesser. */
  const limitPerAddress = async (request: FastifyRequest) => {
    await reserveOr429(
      app.limiter,
      [{ key: `verify:ip:${request.ip}`, limit: { max: perMinute, windowSeconds: 60 } }],
      msg('verify_too_many'),
    );
  };
  app.get(
    '/verify/:number',
    {
      preValidation: limitPerAddress,
      schema: {
        tags: ['certificates'],
        summary: 'Verify an exclusivity certificate by its number (public)',
        description:
          'The logo, the purchase date, the masked holder (each word’s first character, then ***), the version, whether a newer version superseded it (and the current number), and the delivered files with their SHA-256. ' +
          'Numbers are read as Crockford base32 (case, hyphens and spaces ignored; I, L → 1, O → 0). A malformed number, one whose check character fails and an unknown number all answer 404 “There is no certificate with this number.” ' +
          `At most ${perMinute} calls a minute per address (VERIFY_PER_MINUTE; 429 with Retry-After).`,
        params: verifyParams,
        querystring: verifyQuery,
        response: { 200: verifyResponse, 404: e, 429: e },
      },
    },
    async (request, reply) => {
      const data = await verifyCertificate(app.database.db, request.params.number);
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );
};
