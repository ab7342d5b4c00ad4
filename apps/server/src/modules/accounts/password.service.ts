import { randomBytes } from 'node:crypto';
import { msg } from '@logoya/core';
import { requireUser, revokeOtherTokens, sha256 } from '../../platform/auth/auth.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sendQuietly } from '../../platform/mail/mail.ts';
import * as repo from './accounts.repository.ts';
import { type AccountsDeps, mailQueueOf } from './deps.ts';
import { mayMailAddress, reservePasswordCheck } from './limits.ts';
import { renderMail } from './mail-templates.ts';
import * as tokens from './reset-tokens.repository.ts';

export const RESET_LIFETIME_MINUTES = 60;
const resetFailed = () => new AppError(422, msg('reset_failed'), { token: [msg('reset_failed')] });

/**
 * `/generate-link-forgot`: mails a reset link; unknown e-mails get the very same answer, after the
 * very same work (ADR 0081): the address's hourly limit is counted, the account is looked up and
 * the request is recorded. The token is made and the mail rendered and sent after the answer (the
 * mail queue), so neither the answer nor its time tells whether the address has an account. At
 * most `RESET_MAILS_PER_HOUR` requests an hour count for one address; past that the answer stays
 * the same and nothing is made or sent.
 */
export async function sendResetLink(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; captcha: string },
) {
  await deps.captcha.verify(input.captcha);
  if (!(await mayMailAddress(deps, 'reset', input.email))) return { message: msg('reset_link_sent') };
  const found = await repo.findUserByEmail(deps.db, input.email);
  const user = found?.email_verified_at ? found : undefined;
  await repo.recordAuthEvent(deps.db, 'reset_requested', {
    userId: user?.id ?? null,
    email: user?.email ?? input.email,
    ip: ctx.ip,
  });
  if (user) {
    const locale = ctx.locale;
    mailQueueOf(deps).enqueue(async () => {
      const token = randomBytes(32).toString('base64url');
      await tokens.insertResetToken(deps.db, {
        userId: user.id,
        tokenHash: sha256(token),
        lifetimeMinutes: RESET_LIFETIME_MINUTES,
      });
      const url = `${deps.config.PUBLIC_URL}/${locale}/password-reset?email=${encodeURIComponent(user.email)}&token=${token}`;
      return renderMail('resetLink', locale, user.email, { url });
    });
  }
  return { message: msg('reset_link_sent') };
}

/** A usable token: unused, not expired, made after the last password change, for this e-mail. */
async function findUsableToken(
  deps: AccountsDeps,
  token: string,
  purpose: 'reset' | 'invite',
  email?: string,
) {
  const row = await tokens.findUsableToken(deps.db, sha256(token), purpose);
  if (!row || (email !== undefined && row.email.toLowerCase() !== email.toLowerCase())) return null;
  return row;
}

export async function checkToken(deps: AccountsDeps, input: { token: string }, purpose: 'reset' | 'invite') {
  if (!(await findUsableToken(deps, input.token, purpose))) throw resetFailed();
  return { message: msg('token_valid') };
}

async function setPassword(deps: AccountsDeps, userId: number, password: string, keepTokenId: number | null) {
  await repo.setPasswordHash(deps.db, userId, await hashPassword(password));
  await revokeOtherTokens(deps.db, userId, keepTokenId);
}

/** `/password-reset` and `/reset-password`: one implementation. */
export async function resetPassword(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; token: string; password: string },
  purpose: 'reset' | 'invite' = 'reset',
) {
  const token = await findUsableToken(
    deps,
    input.token,
    purpose,
    purpose === 'reset' ? input.email : undefined,
  );
  if (!token) throw resetFailed();
  if (!(await tokens.claimToken(deps.db, token.id))) throw resetFailed();
  await setPassword(deps, token.user_id, input.password, null);
  if (purpose === 'invite') await repo.keepOrMarkVerified(deps.db, token.user_id);
  await repo.recordAuthEvent(deps.db, purpose === 'reset' ? 'password_reset' : 'password_created', {
    userId: token.user_id,
    email: token.email,
    ip: ctx.ip,
  });
  return { message: msg('password_reset_done') };
}

/** `/update-password`: needs the current password; signs out the member's other sessions. */
export async function changePassword(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { oldPass: string; newPass: string; oldPassField?: string },
) {
  const actor = requireUser(ctx.actor);
  const attempt = await reservePasswordCheck(deps, actor.id);
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user || !(await verifyPassword(input.oldPass, user.password_hash))) {
    await repo.recordAuthEvent(deps.db, 'password_change_failed', { userId: actor.id, ip: ctx.ip });
    throw new AppError(422, msg('old_password_wrong'), {
      [input.oldPassField ?? 'oldPass']: [msg('old_password_wrong')],
    });
  }
  await attempt.release();
  await setPassword(deps, actor.id, input.newPass, actor.tokenId);
  await repo.recordAuthEvent(deps.db, 'password_changed', {
    userId: actor.id,
    email: user.email,
    ip: ctx.ip,
  });
  await sendQuietly(deps, renderMail('passwordChanged', ctx.locale, user.email));
  return { message: msg('password_changed') };
}

/** `/update-first-password`: the forced new password of a first login. */
export async function setFirstPassword(deps: AccountsDeps, ctx: RequestContext, input: { newPass: string }) {
  const actor = requireUser(ctx.actor);
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user?.first_login) throw new AppError(409, msg('forbidden'));
  await setPassword(deps, actor.id, input.newPass, actor.tokenId);
  await repo.recordAuthEvent(deps.db, 'password_changed', {
    userId: actor.id,
    email: user.email,
    ip: ctx.ip,
  });
  const updated = await repo.findUserById(deps.db, actor.id);
  return repo.toAccountUser(updated ?? user);
}

/** `/check-email`: whether an address is taken; the route lets admins only (they create accounts). */
export async function checkEmail(deps: AccountsDeps, input: { email: string }) {
  return { data: { exists: Boolean(await repo.findUserByEmail(deps.db, input.email)) } };
}
