import {
  loginBody,
  meResponse,
  messageResponse,
  providerLoginBody,
  type SessionResponse,
  sessionResponse,
  signInBody,
} from '@logoya/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import type { AccountsDeps } from './deps.ts';
import { signInWithProvider } from './provider.service.ts';
import { bearer, errors, tags } from './route-schema.ts';
import * as session from './session.service.ts';

/**
 * A new session answers twice (ADR 0026): the token in the body for API clients, which send it
 * as a bearer, and the same token as the web app's HttpOnly cookie, which no script can read.
 */
export function answerWithSession(
  reply: FastifyReply,
  deps: AccountsDeps,
  data: SessionResponse['data'],
  remember: boolean,
): SessionResponse {
  setSessionCookie(reply, deps.config, {
    token: data.access_token,
    expiresAt: new Date(data.expires_at),
    remember,
  });
  return { data };
}

const cookieDoc =
  ' Also sets the HttpOnly session cookie the web app uses (with remember me for 30 days, otherwise until the browser closes).';

/** Sign-in, sign-out and the signed-in user (SPEC §7). Paired paths share one implementation. */
export function sessionRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signInDoc =
      'Shares one implementation with the other sign-in path. After 10 failures for an account, or 30 from an IP (10 on /login), within 15 minutes: 429 with Retry-After.' +
      cookieDoc;
    app.post(
      '/sign-in',
      {
        schema: {
          tags,
          summary: 'Shop sign-in (with captcha); pair of /login',
          description: signInDoc,
          body: signInBody,
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request, reply) =>
        answerWithSession(
          reply,
          deps,
          await session.signIn(deps, request.ctx, request.body, { captcha: true }),
          request.body.remember,
        ),
    );
    app.post(
      '/login',
      {
        schema: {
          tags,
          summary: 'Sign-in for staff and members, without captcha, strict limits; pair of /sign-in',
          description: signInDoc,
          body: loginBody,
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request, reply) =>
        answerWithSession(
          reply,
          deps,
          await session.signIn(deps, request.ctx, request.body, { captcha: false }),
          request.body.remember,
        ),
    );
    app.post(
      '/login-with-provider',
      {
        schema: {
          tags,
          summary: 'Google or Facebook sign-in with the provider access token',
          description: cookieDoc.trim(),
          body: providerLoginBody,
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request, reply) =>
        answerWithSession(reply, deps, await signInWithProvider(deps, request.ctx, request.body), false),
    );
    app.post(
      '/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: revokes this access token and clears the session cookie',
          security: bearer,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request, reply) => {
        await session.signOut(deps, request.ctx);
        clearSessionCookie(reply, deps.config);
        return { message: 'msg:signed_out' };
      },
    );
    app.get(
      '/me',
      {
        schema: {
          tags,
          summary: 'The signed-in user',
          security: bearer,
          response: { 200: meResponse, ...errors },
        },
      },
      async (request) => ({ data: await session.me(deps, request.ctx) }),
    );
  };
}
