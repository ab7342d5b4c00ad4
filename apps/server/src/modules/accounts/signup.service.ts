import { type Locale, msg, type SessionResponse } from '@logoya/core';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sendQuietly } from '../../platform/mail/mail.ts';
import * as repo from './accounts.repository.ts';
import { consumeCode, createCode, tryCreateCode } from './codes.ts';
import type { AccountsDeps } from './deps.ts';
import { mayMailAddress } from './limits.ts';
import { renderMail } from './mail-templates.ts';
import { startSession } from './session.service.ts';

export interface SignUpInput {
  name?: string;
  email: string;
  password?: string;
  company_name?: string;
  address?: string;
  captcha: string;
  re_send: boolean;
}

async function createPendingUser(
  deps: AccountsDeps,
  locale: Locale,
  input: SignUpInput & { password: string; name: string },
) {
  const id = await repo.insertPendingUser(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    locale,
  });
  if (id === null) return null;
  await repo.upsertBuyerDetails(deps.db, id, {
    company_name: input.company_name,
    address_line_1: input.address,
  });
  return id;
}

/**
 * Mails a new sign-up code. Past the code limit (one a minute, five an hour), `refuse` answers 429
 * (the explicit resend) and `keep` mails nothing: the code mailed a moment ago stays the one to
 * enter (a repeat of the same pending sign-up, ADR 0088).
 */
async function sendCode(
  deps: AccountsDeps,
  ctx: RequestContext,
  user: { id: number; name: string; email: string },
  pastLimit: 'refuse' | 'keep',
) {
  const data = { email: user.email, purpose: 'signup' as const, userId: user.id };
  let code: string;
  if (pastLimit === 'refuse') code = await createCode(deps.db, deps.secret, data);
  else {
    const made = await tryCreateCode(deps.db, deps.secret, data);
    if (!('code' in made)) return;
    code = made.code;
  }
  await deps.mailer.send(renderMail('signupCode', ctx.locale, user.email, { code, name: user.name }));
}

/**
 * Sign-up (`/sign-up` and `/register`): a pending account and an e-mailed 6-digit code. Known and
 * unknown e-mails get the same answer; the owner of a verified account is told by e-mail instead.
 * A pending address signed up again gets the same answer too, its latest form kept, whether or
 * not the code limit lets a new code go out.
 */
export async function signUp(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: SignUpInput,
): Promise<{ message: string }> {
  await deps.captcha.verify(input.captcha);
  const done = { message: msg('code_sent') };
  const existing = await repo.findUserByEmail(deps.db, input.email);

  if (input.re_send) {
    if (existing && existing.email_verified_at === null) await sendCode(deps, ctx, existing, 'refuse');
    return done;
  }
  if (!input.password || !input.name) throw new AppError(422, msg('required', { field: 'password' }));

  if (existing?.email_verified_at) {
    // Spend the same hashing time as a new sign-up, so timing does not tell the address exists.
    await hashPassword(input.password);
    const url = `${deps.config.PUBLIC_URL}/${ctx.locale}/?auth=sign-in`;
    // A few an hour at most, silently: the answer must not tell that the address is known.
    if (await mayMailAddress(deps, 'existing', existing.email))
      await sendQuietly(deps, renderMail('signupExisting', ctx.locale, existing.email, { url }));
    await repo.recordAuthEvent(deps.db, 'sign_up_existing', {
      userId: existing.id,
      email: input.email,
      ip: ctx.ip,
    });
    return done;
  }
  let userId: number | null = existing?.id ?? null;
  if (existing) {
    // Still pending: the latest form wins.
    await repo.updatePendingUser(deps.db, existing.id, {
      name: input.name,
      passwordHash: await hashPassword(input.password),
      locale: ctx.locale,
    });
    // Left out this time: the earlier form's optional company and address go too.
    await repo.upsertBuyerDetails(deps.db, existing.id, {
      company_name: input.company_name ?? null,
      address_line_1: input.address ?? null,
    });
  } else {
    userId = await createPendingUser(deps, ctx.locale, {
      ...input,
      password: input.password,
      name: input.name,
    });
    if (userId === null) return done; // a twin request created it a moment ago
  }
  // Sent again within the resend wait (the form after a reload, a second tap): the same answer,
  // so the browser goes on to the code step; no second mail (ADR 0088).
  await sendCode(deps, ctx, { id: userId as number, name: input.name, email: input.email }, 'keep');
  await repo.recordAuthEvent(deps.db, 'sign_up', { userId, email: input.email, ip: ctx.ip });
  return done;
}

/** `/verify-code`: the e-mailed code and the password chosen at sign-up; verifies and signs in. */
export async function verifySignUpCode(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { email: string; code: string; password: string; remember: boolean },
): Promise<SessionResponse['data']> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const failed = () => new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  if (!user || user.email_verified_at !== null) throw failed();
  // The password is hashed only after a try of the code is reserved: both are limited together.
  await consumeCode(
    deps.db,
    deps.secret,
    { email: input.email, purpose: 'signup', code: input.code },
    async () => {
      if (!(await verifyPassword(input.password, user.password_hash))) {
        throw new AppError(422, msg('sign_in_failed'), { password: [msg('sign_in_failed')] });
      }
    },
  );
  await repo.markEmailVerified(deps.db, user.id);
  await repo.recordAuthEvent(deps.db, 'sign_up_verified', { userId: user.id, email: user.email, ip: ctx.ip });
  const verified = await repo.findUserById(deps.db, user.id);
  return startSession(deps, verified ?? user, input.remember);
}
