import { randomBytes } from 'node:crypto';
import { msg, type SessionResponse } from '@logoya/core';
import { nameStandIn } from '@logoya/core/rules/account-name';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import * as repo from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';
import * as identities from './identities.repository.ts';
import { startSession } from './session.service.ts';

interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export function configuredProviders(deps: AccountsDeps) {
  const { GOOGLE_CLIENT_ID, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } = deps.config;
  return {
    google: Boolean(GOOGLE_CLIENT_ID),
    facebook: Boolean(FACEBOOK_APP_ID && FACEBOOK_APP_SECRET),
    ...(GOOGLE_CLIENT_ID ? { google_client_id: GOOGLE_CLIENT_ID } : {}),
    ...(FACEBOOK_APP_ID ? { facebook_app_id: FACEBOOK_APP_ID } : {}),
  };
}

async function getJson(url: string): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Asks Google who the token belongs to; the token must be issued to our client id. */
async function googleProfile(deps: AccountsDeps, token: string): Promise<ProviderProfile | null> {
  const info = await getJson(`${deps.config.GOOGLE_TOKENINFO_URL}?access_token=${encodeURIComponent(token)}`);
  const audience = info?.aud ?? info?.azp;
  if (!info || typeof info.sub !== 'string' || audience !== deps.config.GOOGLE_CLIENT_ID) return null;
  return {
    subject: info.sub,
    email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: typeof info.name === 'string' ? info.name : '',
  };
}

/** Checks the token with Facebook's debug_token for our app, then reads the profile. */
async function facebookProfile(deps: AccountsDeps, token: string): Promise<ProviderProfile | null> {
  const { FACEBOOK_GRAPH_URL: graph, FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: secret } = deps.config;
  const debug = await getJson(
    `${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(`${appId}|${secret}`)}`,
  );
  const data = debug?.data as Record<string, unknown> | undefined;
  if (!data?.is_valid || String(data.app_id) !== appId) return null;
  const me = await getJson(`${graph}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`);
  if (!me || typeof me.id !== 'string') return null;
  // Facebook returns only a confirmed primary address, so a returned e-mail counts as verified.
  const email = typeof me.email === 'string' ? me.email.toLowerCase() : null;
  return {
    subject: me.id,
    email,
    emailVerified: email !== null,
    name: typeof me.name === 'string' ? me.name : '',
  };
}

/** `/login-with-provider`: signs in a linked account, links a verified e-mail, or creates one. */
export async function signInWithProvider(
  deps: AccountsDeps,
  ctx: RequestContext,
  input: { provider: 'google' | 'facebook'; access_token: string },
): Promise<SessionResponse['data']> {
  if (!configuredProviders(deps)[input.provider]) throw notFound('This sign-in method is not available.');
  const profile =
    input.provider === 'google'
      ? await googleProfile(deps, input.access_token)
      : await facebookProfile(deps, input.access_token);
  if (!profile) {
    await repo.recordAuthEvent(deps.db, 'sign_in_failed', { ip: ctx.ip });
    throw new AppError(422, msg('provider_failed'), { access_token: [msg('provider_failed')] });
  }
  const linked = await identities.findLinkedUserId(deps.db, input.provider, profile.subject);
  let user = linked !== undefined ? await repo.findUserById(deps.db, linked) : undefined;
  if (!user) {
    if (!profile.email || !profile.emailVerified) {
      throw new AppError(422, msg('provider_unverified'), { access_token: [msg('provider_unverified')] });
    }
    user = await repo.findUserByEmail(deps.db, profile.email);
    if (!user) {
      const name = profile.name || nameStandIn(profile.email);
      // No password can match this hash: the account signs in through the provider only.
      await repo.insertSocialUser(deps.db, {
        name,
        email: profile.email,
        locale: ctx.locale,
        passwordHash: `!social:${randomBytes(8).toString('hex')}`,
      });
      user = await repo.findUserByEmail(deps.db, profile.email);
    }
    if (!user) throw new AppError(409, msg('provider_failed'));
    await identities.linkIdentity(deps.db, user.id, input.provider, profile.subject);
    if (!user.email_verified_at) await repo.markProviderVerified(deps.db, user.id);
  }
  await repo.recordAuthEvent(deps.db, `sign_in_${input.provider}`, {
    userId: user.id,
    email: user.email,
    ip: ctx.ip,
  });
  return startSession(deps, user, false);
}
