import {
  errorResponse,
  mailPreferences,
  mailPreferencesResponse,
  msg,
  unsubscribeQuery,
  unsubscribeResponse,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/auth.ts';
import { reserveOr429 } from '../../platform/limits/limits.ts';
import type { ReturnMailsDeps } from './deps.ts';
import * as service from './preferences.service.ts';

const tags = ['accounts'];
const errors = { 401: errorResponse, 404: errorResponse, 422: errorResponse, 429: errorResponse };

/** Tries of unsubscribe links per address and minute, like the other public look-ups. */
const UNSUBSCRIBE_PER_MINUTE = 30;

/**
 * Mail preferences and one-click unsubscribe (issue 26, ADR 0110). The preferences are the
 * member's; the unsubscribe calls need no session, only the link's signed token.
 */
export function returnMailsRoutes(deps: ReturnMailsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const limitPerAddress = async (request: FastifyRequest) => {
      await reserveOr429(
        deps.limiter,
        [{ key: `unsubscribe:ip:${request.ip}`, limit: { max: UNSUBSCRIBE_PER_MINUTE, windowSeconds: 60 } }],
        msg('too_many_attempts'),
      );
    };
    // RFC 8058: the one-click POST is a form (`List-Unsubscribe=One-Click`); its fields are not needed.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );

    app.get(
      '/mail-preferences',
      {
        schema: {
          tags,
          summary: 'The mails the member gets besides codes and orders (on until turned off)',
          security: [{ bearerAuth: [] }],
          response: { 200: mailPreferencesResponse, ...errors },
        },
      },
      async (request) => {
        requireUser(request.ctx.actor);
        return { data: await service.myPreferences(deps, request.ctx) };
      },
    );
    app.put(
      '/mail-preferences',
      {
        schema: {
          tags,
          summary: 'Turn keep reminders and news of favourites on or off',
          security: [{ bearerAuth: [] }],
          body: mailPreferences,
          response: { 200: mailPreferencesResponse, ...errors },
        },
      },
      async (request) => {
        requireUser(request.ctx.actor);
        return { data: await service.savePreferences(deps, request.ctx, request.body) };
      },
    );
    app.get(
      '/mail/unsubscribe',
      {
        schema: {
          tags,
          summary:
            'An unsubscribe link opened in a browser: sends it to the page that asks for one click (changes nothing)',
          description:
            'Mail scanners follow links, so a GET never unsubscribes: it answers 303 to `/{lang}/unsubscribe?token=…`, whose button sends the POST.',
          querystring: unsubscribeQuery,
          response: { ...errors },
        },
        preValidation: limitPerAddress,
      },
      async (request, reply) => reply.redirect(await service.unsubscribePage(deps, request.query.token), 303),
    );
    app.get(
      '/mail/unsubscribe/status',
      {
        schema: {
          tags,
          summary: 'What an unsubscribe link turns off, for whom (masked), and whether it is still on',
          querystring: unsubscribeQuery,
          response: { 200: unsubscribeResponse, ...errors },
        },
        preValidation: limitPerAddress,
      },
      async (request) => ({ data: await service.unsubscribeStatus(deps, request.query.token) }),
    );
    app.post(
      '/mail/unsubscribe',
      {
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058): turns the link’s kind of mail off, without signing in',
          description:
            'The URL of the `List-Unsubscribe` header. Mail clients POST `List-Unsubscribe=One-Click` as a form; the page posts with no body. A token of another member, kind or address, or a changed one, answers 404.',
          querystring: unsubscribeQuery,
          response: { 200: unsubscribeResponse, ...errors },
        },
        preValidation: limitPerAddress,
      },
      async (request) => ({ data: await service.unsubscribe(deps, request.query.token) }),
    );
  };
}
