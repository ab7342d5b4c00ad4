import { msg, type SessionResponse } from '@logoya/core';
import { issueToken, requireUser, revokeToken } from '../../platform/auth/auth.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as repo from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';
import { reserveSignIn } from './limits.ts';

let dummy: Promise<string> | null = null;
const dummyHash = () => {
  dummy ??= hashPassword('not-a-real-password-1');
  return dummy;
};

export async function startSession(
  deps: AccountsDeps,
  user: repo.UserRow,
  remember: boolean,
): Promise<SessionResponse['data']> {
  const { token, expiresAt } = await issueToken(deps.db, user.id, remember);
  return { user: repo.toAccountUser(user), access_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * E-mail and password sign-in, shared by `/sign-in` (with captcha) and `/login` (without, with a
 * stricter per-IP limit). Unknown e-mails and wrong passwords answer the same. The captcha is
 * checked before an attempt is reserved, so nobody can lock an account without solving captchas.
 */
export async function signIn(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; password: string; remember: boolean; captcha?: string },
  options: { captcha: boolean },
): Promise<SessionResponse['data']> {
  if (options.captcha) await deps.captcha.verify(input.captcha);
  // The attempt is reserved before the hash: parallel guesses cannot all pass one count.
  const attempt = await reserveSignIn(deps, ctx, input.email, options.captcha);
  const user = await repo.findUserByEmail(deps.db, input.email);
  // An unknown e-mail costs a hash check too, so timing does not tell which addresses exist.
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
  const ok = Boolean(user) && user?.email_verified_at !== null && passwordOk;
  if (!user || !ok) {
    await repo.recordAuthEvent(deps.db, 'sign_in_failed', {
      userId: user?.id,
      email: input.email,
      ip: ctx.ip,
    });
    // The whole form failed, not one field: no field error hints that the address is wrong (or known).
    throw new AppError(422, msg('sign_in_failed'));
  }
  // Only failures count: a success gives its attempt back.
  await attempt.release();
  await repo.recordAuthEvent(deps.db, 'sign_in', { userId: user.id, email: user.email, ip: ctx.ip });
  return startSession(deps, user, input.remember);
}

export async function signOut(deps: AccountsDeps, ctx: RequestContext): Promise<void> {
  const actor = requireUser(ctx.actor);
  await revokeToken(deps.db, actor.tokenId);
  await repo.recordAuthEvent(deps.db, 'sign_out', { userId: actor.id, ip: ctx.ip });
}

export async function me(deps: AccountsDeps, ctx: RequestContext) {
  const actor = requireUser(ctx.actor);
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user) throw new AppError(401, msg('unauthenticated'));
  return repo.toAccountUser(user);
}
