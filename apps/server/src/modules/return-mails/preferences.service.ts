import { type Locale, type MailKind, type MailPreferences, msg, type UnsubscribeStatus } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ReturnMailsDeps } from './deps.ts';
import * as repo from './return-mails.repository.ts';
import { readUnsubscribeToken, tokenMatches, unsubscribeToken } from './unsubscribe-token.ts';

/** GET /api/mail-preferences: the signed-in member's flags (on until turned off). */
export async function myPreferences(deps: ReturnMailsDeps, ctx: RequestContext): Promise<MailPreferences> {
  const user = requireUser(ctx.actor);
  return repo.preferencesOf(deps.db, user.id);
}

/** PUT /api/mail-preferences: sets both flags. */
export async function savePreferences(
  deps: ReturnMailsDeps,
  ctx: RequestContext,
  body: MailPreferences,
): Promise<MailPreferences> {
  const user = requireUser(ctx.actor);
  return repo.savePreferences(deps.db, user.id, body);
}

const asLocale = (v: string): Locale => (v === 'ja' || v === 'vi' ? v : 'en');

/** "k***@example.com": enough for the owner to recognise, little for whoever holds a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}

/** The links a mail of `kind` carries: the one-click URL (List-Unsubscribe) and the page's. */
export function unsubscribeLinks(
  deps: ReturnMailsDeps,
  member: { id: number; email: string; locale: string },
  kind: MailKind,
) {
  const token = unsubscribeToken(deps.secret, member.id, kind, member.email);
  const base = deps.config.PUBLIC_URL;
  return {
    oneClick: `${base}/api/mail/unsubscribe?token=${token}`,
    page: `${base}/${asLocale(member.locale)}/unsubscribe?token=${token}`,
    profile: `${base}/${asLocale(member.locale)}/my-page/profile`,
    headers: {
      'List-Unsubscribe': `<${base}/api/mail/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The member and kind a token names, once its signature is checked against the member's current
 * address; 404 for any token that does not (a wrong, forged or outdated link), the same answer
 * whether or not the member exists.
 */
async function memberOfToken(deps: ReturnMailsDeps, token: string) {
  const claim = readUnsubscribeToken(token);
  const member = claim ? await repo.liveMember(deps.db, claim.userId) : undefined;
  if (
    !claim ||
    !member ||
    !tokenMatches(deps.secret, token, { userId: claim.userId, kind: claim.kind, email: member.email })
  ) {
    throw notFound(msg('unsubscribe_link_invalid'));
  }
  return { member, kind: claim.kind };
}

const statusOf = (member: repo.MemberRow, kind: MailKind, flags: repo.PreferencesRow): UnsubscribeStatus => ({
  kind,
  email: maskEmail(member.email),
  subscribed: flags[kind],
  lang: asLocale(member.locale),
});

/** GET /api/mail/unsubscribe/status: what the link would turn off; changes nothing. */
export async function unsubscribeStatus(deps: ReturnMailsDeps, token: string): Promise<UnsubscribeStatus> {
  const { member, kind } = await memberOfToken(deps, token);
  return statusOf(member, kind, await repo.preferencesOf(deps.db, member.id));
}

/** POST /api/mail/unsubscribe: turns the link's kind of mail off for its member (idempotent). */
export async function unsubscribe(deps: ReturnMailsDeps, token: string): Promise<UnsubscribeStatus> {
  const { member, kind } = await memberOfToken(deps, token);
  const flags = await repo.savePreferences(deps.db, member.id, { [kind]: false });
  deps.log.info({ userId: member.id, kind }, 'mail unsubscribed');
  return statusOf(member, kind, flags);
}

/** Where GET /api/mail/unsubscribe sends a browser: the page that asks for one click. */
export async function unsubscribePage(deps: ReturnMailsDeps, token: string): Promise<string> {
  const claim = readUnsubscribeToken(token);
  const member = claim ? await repo.liveMember(deps.db, claim.userId) : undefined;
  const lang = member ? asLocale(member.locale) : 'en';
  return `/${lang}/unsubscribe?token=${encodeURIComponent(token)}`;
}
