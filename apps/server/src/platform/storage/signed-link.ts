import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links (for example a buyer's download of a logo zip). The token carries its
 * own claims, so no server state is needed and any instance can check it:
 * `base64url(JSON claims) "." base64url(HMAC-SHA256(secret, "logoya-link.v1." + claims part))`.
 * Claims are readable by whoever holds the token; they name a storage key and a user, never a secret.
 */
export interface LinkPayload {
  /** What the link is for ("download-zip", ...); a token for one purpose never passes for another. */
  purpose: string;
  /** What the link opens, such as a storage key. */
  key: string;
  userId: number;
  expiresAt: Date;
}

export interface VerifiedLink {
  key: string;
  userId: number;
  expiresAt: Date;
}

interface Claims {
  p: string;
  k: string;
  u: number;
  /** Expiry in Unix milliseconds. */
  e: number;
}

const DOMAIN = 'logoya-link.v1.';

function mac(secret: string, body: string): Buffer {
  if (!secret) throw new Error('signed links need a secret');
  return createHmac('sha256', secret)
    .update(DOMAIN + body)
    .digest();
}

/** Signs a link token, URL-safe (base64url characters and one dot). */
export function signLink(secret: string, payload: LinkPayload): string {
  const expires = payload.expiresAt.getTime();
  if (!Number.isFinite(expires)) throw new Error('signed link needs a valid expiry');
  if (!Number.isSafeInteger(payload.userId)) throw new Error('signed link needs an integer user id');
  const claims: Claims = { p: payload.purpose, k: payload.key, u: payload.userId, e: expires };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.p === 'string' &&
    typeof c.k === 'string' &&
    Number.isSafeInteger(c.u) &&
    typeof c.e === 'number' &&
    Number.isFinite(c.e)
  );
}

/**
 * The link's claims, or null when the token is malformed or tampered with, was signed for another
 * purpose or with another secret, or has expired (at `now`). The signature is compared in
 * constant time before anything in the token is trusted.
 */
export function verifyLink(
  secret: string,
  token: string,
  purpose: string,
  now: Date = new Date(),
): VerifiedLink | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  // Compared as canonical text: base64url decoding ignores stray low bits, so bytes would let
  // several spellings of one signature pass.
  const expected = Buffer.from(mac(secret, body).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.p !== purpose || claims.e <= now.getTime()) return null;
  return { key: claims.k, userId: claims.u, expiresAt: new Date(claims.e) };
}
