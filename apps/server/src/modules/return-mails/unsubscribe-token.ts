import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailKind, MAIL_KINDS, type MailKind } from '@logoya/core';

/**
 * The token of a one-click unsubscribe link (RFC 8058, ADR 0110): `<payload>.<signature>`. The
 * payload names the member and the kind of mail; the signature is an HMAC-SHA256 with the app's
 * secret over them and the member's address, so a token turns off only its own kind of mail for
 * its own address, works without signing in, and stops working when the address changes.
 */

const SIGNATURE_CHARS = 32;

const signature = (secret: string, userId: number, kind: MailKind, email: string) =>
  createHmac('sha256', secret)
    .update(`mail-unsubscribe\n${userId}\n${kind}\n${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);

export function unsubscribeToken(secret: string, userId: number, kind: MailKind, email: string): string {
  const payload = Buffer.from(`${userId}.${MAIL_KINDS.indexOf(kind)}`).toString('base64url');
  return `${payload}.${signature(secret, userId, kind, email)}`;
}

/** What a token claims (unchecked): the member and the kind; null when it cannot be read. */
export function readUnsubscribeToken(token: string): { userId: number; kind: MailKind } | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const match = /^([1-9][0-9]{0,9})\.([0-9])$/.exec(Buffer.from(payload, 'base64url').toString('latin1'));
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = MAIL_KINDS[Number(match[2])];
  return Number.isSafeInteger(userId) && userId <= 2_147_483_647 && isMailKind(kind)
    ? { userId, kind }
    : null;
}

/** True when `token` was signed for this member, kind and address. */
export function tokenMatches(
  secret: string,
  token: string,
  member: { userId: number; kind: MailKind; email: string },
): boolean {
  const sig = token.split('.')[1] ?? '';
  const expected = signature(secret, member.userId, member.kind, member.email);
  const a = Buffer.from(sig);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
