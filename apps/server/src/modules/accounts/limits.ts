import { msg } from '@logoya/core';
import type { RequestContext } from '../../platform/http/context.ts';
import { type Grant, reserveAll, reserveOr429 } from '../../platform/limits/limits.ts';
import { type AccountsDeps, limiterOf } from './deps.ts';

/**
 * The account limits (ADR 0024, docs/accounts-api.md). Each password check reserves its attempt
 * before the hash is computed, so parallel requests can never evaluate more than the limit; a
 * success gives its attempt back, so only failures stay counted.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 30;
/** `/login` has no captcha, so its per-IP limit is stricter. */
export const MAX_FAILURES_PER_IP_WITHOUT_CAPTCHA = 10;
/** Wrong current passwords on `/update-password` and `/update-email`, per member. */
export const MAX_PASSWORD_CHECKS_PER_MEMBER = 10;
/** Reset-link mails per address and hour; past it the answer stays the same and nothing is sent. */
export const RESET_MAILS_PER_HOUR = 3;
/** "You already have an account" mails per address and hour, silently like reset links. */
export const EXISTING_ACCOUNT_MAILS_PER_HOUR = 3;
/** New profile pictures per member and hour (ADR 0027); refused ones count too. */
export const AVATAR_UPLOADS_PER_HOUR = 20;

const window = FAILURE_WINDOW_MINUTES * 60;
const tooMany = () => msg('too_many_attempts');

/** Sign-in (`/sign-in`, `/login`): per account (the e-mail) and per IP, 429 when either is full. */
export function reserveSignIn(
  deps: AccountsDeps,
  ctx: RequestContext,
  email: string,
  withCaptcha: boolean,
): Promise<Grant> {
  const perIp = withCaptcha ? MAX_FAILURES_PER_IP : MAX_FAILURES_PER_IP_WITHOUT_CAPTCHA;
  return reserveOr429(
    limiterOf(deps),
    [
      {
        key: `sign-in:account:${email.toLowerCase()}`,
        limit: { max: MAX_FAILURES_PER_ACCOUNT, windowSeconds: window },
      },
      { key: `sign-in:ip:${ctx.ip}`, limit: { max: perIp, windowSeconds: window } },
    ],
    tooMany(),
  );
}

/** A signed-in member's current password (`/update-password`, `/update-email`): per member. */
export function reservePasswordCheck(deps: AccountsDeps, userId: number): Promise<Grant> {
  return reserveOr429(
    limiterOf(deps),
    [
      {
        key: `password-check:user:${userId}`,
        limit: { max: MAX_PASSWORD_CHECKS_PER_MEMBER, windowSeconds: window },
      },
    ],
    tooMany(),
  );
}

/** A new profile picture: reserved before the image is read, 429 past the hourly limit. */
export function reserveAvatarUpload(deps: AccountsDeps, userId: number): Promise<Grant> {
  return reserveOr429(
    limiterOf(deps),
    [{ key: `avatar-upload:user:${userId}`, limit: { max: AVATAR_UPLOADS_PER_HOUR, windowSeconds: 3600 } }],
    msg('picture_too_many'),
  );
}

/** Whether one more mail of `kind` may go to `email` this hour; counts it when it may. */
export async function mayMailAddress(
  deps: AccountsDeps,
  kind: 'reset' | 'existing',
  email: string,
): Promise<boolean> {
  const max = kind === 'reset' ? RESET_MAILS_PER_HOUR : EXISTING_ACCOUNT_MAILS_PER_HOUR;
  const result = await reserveAll(limiterOf(deps), [
    { key: `mail:${kind}:${email.toLowerCase()}`, limit: { max, windowSeconds: 3600 } },
  ]);
  return result.ok;
}
