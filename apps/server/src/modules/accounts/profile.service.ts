import { type AccountUser, msg, type ProfileFields } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as repo from './accounts.repository.ts';
import { replaceAvatar } from './avatar.service.ts';
import { pendingEmailChange } from './codes.repository.ts';
import { consumeCode, createCode } from './codes.ts';
import type { AccountsDeps } from './deps.ts';
import { reservePasswordCheck } from './limits.ts';
import { renderMail } from './mail-templates.ts';

export async function updateProfile(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: ProfileFields & { picture?: Buffer },
): Promise<{ data: AccountUser; message: string }> {
  const actor = requireUser(ctx.actor);
  // The picture first: a refused one changes nothing else.
  if (input.picture) await replaceAvatar(deps, actor.id, input.picture);
  await repo.updateProfileFields(deps.db, actor.id, { name: input.name, stamp: input.stamp });
  await repo.upsertBuyerDetails(deps.db, actor.id, input as Record<string, string | undefined>);
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user) throw new AppError(401, msg('unauthenticated'));
  return { data: repo.toAccountUser(user), message: msg('update_completed') };
}

/** `/update-email`: the current password, then a code to the new address; nothing changes yet. */
export async function requestEmailChange(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; password: string },
) {
  const actor = requireUser(ctx.actor);
  // Limited like sign-in: a stolen session must not become a way to guess the password.
  const attempt = await reservePasswordCheck(deps, actor.id);
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    throw new AppError(422, msg('old_password_wrong'), { password: [msg('old_password_wrong')] });
  }
  await attempt.release();
  // A taken address gets the same answer, and no code: the change can never complete.
  if (!(await repo.findUserByEmail(deps.db, input.email))) {
    const code = await createCode(deps.db, deps.secret, {
      email: input.email,
      purpose: 'email_change',
      userId: actor.id,
      newEmail: input.email,
    });
    await deps.mailer.send(renderMail('emailChangeCode', ctx.locale, input.email, { code }));
  }
  return { message: msg('code_sent') };
}

/** `/verify-email-change`: the code sent to the new address; then the address changes. */
export async function confirmEmailChange(deps: AccountsDeps, ctx: RequestContext, input: { code: string }) {
  const actor = requireUser(ctx.actor);
  const pending = await pendingEmailChange(deps.db, actor.id);
  if (!pending) throw new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  const { newEmail, userId } = await consumeCode(deps.db, deps.secret, {
    email: pending,
    purpose: 'email_change',
    code: input.code,
  });
  if (userId !== actor.id || !newEmail)
    throw new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  if (!(await repo.changeEmail(deps.db, actor.id, newEmail)))
    throw new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  await repo.recordAuthEvent(deps.db, 'email_changed', { userId: actor.id, email: newEmail, ip: ctx.ip });
  const user = await repo.findUserById(deps.db, actor.id);
  return { data: repo.toAccountUser(user!), message: msg('email_changed') };
}
