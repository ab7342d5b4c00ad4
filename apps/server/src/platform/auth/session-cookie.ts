import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The web app's session cookie and its CSRF rule (ADR 0026). The cookie holds the same access
 * token a bearer client sends, but HttpOnly: no script in the page can read it, so one XSS cannot
 * carry the session away. A request signed in by this cookie alone must prove it comes from the
 * shop's own pages before it may change anything (see `csrfProblem`).
 */

/** The header the web app adds to every call. A cross-site form or image cannot add a header. */
export const CSRF_HEADER = 'x-logoya-csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Access tokens are 32 random bytes in base64url (auth.ts): anything else is not ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

type CookieConfig = Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'CORS_ORIGINS'>>;

const isHttps = (config: CookieConfig) => config.PUBLIC_URL.startsWith('https:');

/**
 * `__Host-` when the shop is served over https: the browser then accepts the cookie only with
 * Secure, Path=/ and no Domain, so no sibling subdomain can plant or shadow it.
 */
export function sessionCookieName(config: CookieConfig): string {
  return isHttps(config) ? '__Host-logoya_session' : 'logoya_session';
}

/** The value of one cookie in a Cookie header; the first wins when a name repeats. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/** The session token the request's cookie carries, if it has the shape of one. */
export function sessionTokenFromCookie(request: FastifyRequest, config: CookieConfig): string | undefined {
  const value = readCookie(request.headers.cookie, sessionCookieName(config));
  return value && TOKEN_SHAPE.test(value) ? value : undefined;
}

/** Whether the request carries a session cookie at all (even a malformed or stale one). */
export function hasSessionCookie(request: FastifyRequest, config: CookieConfig): boolean {
  return Boolean(readCookie(request.headers.cookie, sessionCookieName(config)));
}

/**
 * The Set-Cookie value. `maxAgeSeconds` undefined makes a browser-session cookie (gone when the
 * browser closes; the server still ends the token after its lifetime); 0 deletes the cookie.
 */
export function sessionCookieHeader(config: CookieConfig, token: string, maxAgeSeconds?: number): string {
  const parts = [`${sessionCookieName(config)}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (isHttps(config)) parts.push('Secure');
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

/** Sets (or replaces) this answer's session cookie; other cookies of the answer stay. */
function putSessionCookie(reply: FastifyReply, config: CookieConfig, value: string): void {
  const prefix = `${sessionCookieName(config)}=`;
  const current = reply.getHeader('set-cookie');
  const others = (current === undefined ? [] : Array.isArray(current) ? current : [String(current)]).filter(
    (cookie) => !String(cookie).startsWith(prefix),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others.map(String), value]);
}

/**
 * Hands the browser its session: with remember me the cookie lives as long as the token (30
 * days); without it, until the browser closes (and at most the token's one day).
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: CookieConfig,
  session: { token: string; expiresAt: Date; remember: boolean },
): void {
  const maxAge = session.remember ? (session.expiresAt.getTime() - Date.now()) / 1000 : undefined;
  putSessionCookie(reply, config, sessionCookieHeader(config, session.token, maxAge));
}

export function clearSessionCookie(reply: FastifyReply, config: CookieConfig): void {
  putSessionCookie(reply, config, sessionCookieHeader(config, '', 0));
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins whose pages may act with the cookie: PUBLIC_URL's, the request's own (scheme and
 * Host as this server sees them, so `npm start` works on localhost and 127.0.0.1 alike without
 * any setting), and CORS_ORIGINS. The request's own origin is safe to trust: a page elsewhere
 * sends its own Origin, and a rebound host name never gets this host's cookie.
 */
export function allowedOrigins(request: FastifyRequest, config: CookieConfig): Set<string> {
  const own = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  return new Set(
    [originOf(config.PUBLIC_URL), own, ...(config.CORS_ORIGINS ?? []).map(originOf)].filter(
      (v): v is string => v !== null,
    ),
  );
}

/**
 * Why a request signed in by the cookie alone may not go on, or null when it may: a state-changing
 * method needs the `x-logoya-csrf: 1` header (a cross-site form cannot send it, and a cross-origin
 * script cannot without our CORS consent), and an Origin, when the browser sends one, must be one
 * of ours. Reads (GET, HEAD, OPTIONS) change nothing and need neither.
 */
export function csrfProblem(
  request: FastifyRequest,
  config: CookieConfig,
): 'x-logoya-csrf' | 'origin' | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  if (request.headers[CSRF_HEADER] !== '1') return CSRF_HEADER;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const normalized = originOf(origin);
  return normalized !== null && allowedOrigins(request, config).has(normalized) ? null : 'origin';
}
