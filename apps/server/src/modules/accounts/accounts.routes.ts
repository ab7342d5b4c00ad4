import {
  captchaChallenge,
  checkEmailBody,
  createPasswordBody,
  forgotBody,
  meResponse,
  messageResponse,
  passwordResetBody,
  registerBody,
  resetPasswordBody,
  sessionResponse,
  signUpBody,
  tokenBody,
  updateFirstPasswordBody,
  updatePasswordRequest,
  verifyCodeBody,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import type { AccountsDeps } from './deps.ts';
import * as password from './password.service.ts';
import { configuredProviders } from './provider.service.ts';
import { bearer, errors, tags } from './route-schema.ts';
import { answerWithSession, sessionRoutes } from './session.routes.ts';
import * as signup from './signup.service.ts';

/** Account calls of SPEC §7. Paired paths share one service function and the same protections. */
export function accountsRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/captcha/challenge',
      {
        schema: {
          tags,
          summary: 'A new ALTCHA proof-of-work challenge',
          response: { 200: captchaChallenge },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await deps.captcha.challenge()) as z.infer<typeof captchaChallenge>;
      },
    );
    app.get(
      '/auth/providers',
      {
        schema: {
          tags,
          summary: 'Which social sign-in providers are configured',
          response: { 200: z.object({ data: z.record(z.string(), z.union([z.boolean(), z.string()])) }) },
        },
      },
      async () => ({ data: configuredProviders(deps) }),
    );

    await app.register(sessionRoutes(deps));

    const signUpDoc =
      'Known and unknown e-mails get the same answer. re_send: true mails a new code (1 a minute, 5 an hour).';
    app.post(
      '/sign-up',
      {
        schema: {
          tags,
          summary: 'Sign-up with captcha: mails a 6-digit code; pair of /register',
          description: signUpDoc,
          body: signUpBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => signup.signUp(deps, request.ctx, request.body),
    );
    app.post(
      '/register',
      {
        schema: {
          tags,
          summary: 'Short sign-up (name, e-mail, password); pair of /sign-up',
          description: signUpDoc,
          body: registerBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => signup.signUp(deps, request.ctx, request.body),
    );
    app.post(
      '/verify-code',
      {
        schema: {
          tags,
          summary: 'Finish sign-up with the e-mailed code; signs in (sets the session cookie too)',
          body: verifyCodeBody,
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request, reply) =>
        answerWithSession(
          reply,
          deps,
          await signup.verifySignUpCode(deps, request.ctx, request.body),
          request.body.remember,
        ),
    );

    app.post(
      '/generate-link-forgot',
      {
        schema: {
          tags,
          summary: 'Mail a password-reset link (same answer for unknown e-mails)',
          description:
            'Every address gets the same 200 after the same work (captcha, the hourly limit, the account look-up, ' +
            'an audit record), known or not; for a verified account the link is made and mailed just after the ' +
            'answer. At most 3 requests an hour count for one address; past that nothing is made or sent and the ' +
            'answer stays the same.',
          body: forgotBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.sendResetLink(deps, request.ctx, request.body),
    );
    app.post(
      '/check-reset-token',
      {
        schema: {
          tags,
          summary: 'Whether a reset token is usable',
          body: tokenBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.checkToken(deps, request.body, 'reset'),
    );
    app.post(
      '/password-reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset token; pair of /reset-password',
          body: passwordResetBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.resetPassword(deps, request.ctx, request.body),
    );
    app.post(
      '/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset token; pair of /password-reset',
          body: resetPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.resetPassword(deps, request.ctx, request.body),
    );
    app.post(
      '/check-token',
      {
        schema: {
          tags,
          summary: 'Whether an invitation token is usable',
          body: tokenBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.checkToken(deps, request.body, 'invite'),
    );
    app.post(
      '/create-password',
      {
        schema: {
          tags,
          summary: 'First password of a staff-created account, with its invitation token',
          body: createPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.resetPassword(deps, request.ctx, { ...request.body, email: '' }, 'invite'),
    );
    app.post(
      '/check-email',
      {
        preValidation: requireRoles('admin'),
        schema: {
          tags,
          summary: 'Whether an e-mail is taken (admins only)',
          security: bearer,
          body: checkEmailBody,
          response: { 200: z.object({ data: z.object({ exists: z.boolean() }) }), ...errors },
        },
      },
      async (request) => password.checkEmail(deps, request.body),
    );
    app.post(
      '/update-password',
      {
        schema: {
          tags,
          summary:
            'Change the password (needs the current one); signs out other sessions. Takes oldPass, newPass, confirmPass or the SPEC §3 names password, new_password, confirm_password',
          security: bearer,
          body: updatePasswordRequest,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => password.changePassword(deps, request.ctx, request.body),
    );
    app.post(
      '/update-first-password',
      {
        schema: {
          tags,
          summary: 'The forced new password at first login',
          security: bearer,
          body: updateFirstPasswordBody,
          response: { 200: meResponse, ...errors },
        },
      },
      async (request) => ({ data: await password.setFirstPassword(deps, request.ctx, request.body) }),
    );
  };
}
