import { msg, type SessionResponse } from '@logoya/core';
import { issueToken, requireUser, revokeToken } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import * as repo from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';

export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 30;
/** `/login` has no captcha, so its per-IP limit is stricter. */
export const MAX_FAILURES_PER_IP_WITHOUT_CAPTCHA = 10;

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

async function assertNotLocked(deps: AccountsDeps, ctx: RequestContext, email: string, ipLimit: number) {
  const [byAccount, byIp] = await Promise.all([
    repo.countRecentFailures(deps.db, 'email', email, FAILURE_WINDOW_MINUTES),
    repo.countRecentFailures(deps.db, 'ip', ctx.ip, FAILURE_WINDOW_MINUTES),
  ]);
  const blocking = [
    byAccount.count >= MAX_FAILURES_PER_ACCOUNT ? byAccount.oldest : null,
    byIp.count >= ipLimit ? byIp.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (blocking.length === 0) return;
  const freeAt = Math.max(...blocking.map((d) => d.getTime() + FAILURE_WINDOW_MINUTES * 60_000));
  const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  throw new AppError(429, msg('too_many_attempts'), undefined, { 'retry-after': String(retryAfter) });
}

/**
 * E-mail and password sign-in, shared by `/sign-in` (with captcha) and `/login` (without, with a
 * stricter per-IP limit). Unknown e-mails and wrong passwords answer the same.
 */
export async function signIn(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; password: string; remember: boolean; captcha?: string },
  options: { captcha: boolean },
): Promise<SessionResponse['data']> {
  await assertNotLocked(
    deps,
    ctx,
    input.email,
    options.captcha ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_IP_WITHOUT_CAPTCHA,
  );
  if (options.captcha) await deps.captcha.verify(input.captcha);
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
    throw new AppError(422, msg('sign_in_failed'), { email: [msg('sign_in_failed')] });
  }
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
