import { createHash, randomBytes } from 'node:crypto';
import { msg, type Role } from '@logoya/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import * as repo from './auth.repository.ts';
import {
  clearSessionCookie,
  csrfProblem,
  hasSessionCookie,
  sessionTokenFromCookie,
} from './session-cookie.ts';

const DAY_MS = 86_400_000;
export const TOKEN_LIFETIME_MS = { normal: DAY_MS, remember: 30 * DAY_MS } as const;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Actor {
  id: number;
  role: Role;
  /** The access token's row, so sign-out can revoke exactly this session. */
  tokenId: number;
  /** A new password must be set before anything else (SPEC §4); see enforceFirstPassword. */
  firstLogin?: boolean;
}

/**
 * Issues an access token: 256 random bits, stored only as its SHA-256 hash. API clients send it
 * as a bearer; the web app gets it as its HttpOnly session cookie (session-cookie.ts).
 */
export async function issueToken(db: Db, userId: number, remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? TOKEN_LIFETIME_MS.remember : TOKEN_LIFETIME_MS.normal));
  await repo.insertToken(db, { userId, tokenHash: sha256(token), remember, expiresAt });
  return { token, expiresAt };
}

const liveActor = async (db: Db, token: string): Promise<Actor | null> => {
  const row = await repo.findLiveToken(db, sha256(token));
  return row ? { id: row.id, role: row.role, tokenId: row.token_id, firstLogin: row.first_login } : null;
};

/**
 * Who is asking (ADR 0026). An `Authorization: Bearer` header decides on its own (API clients;
 * a browser never adds one by itself). Otherwise the session cookie counts, on API calls only
 * (pages and files need no lookup): an unknown, expired or revoked cookie makes a visitor and is
 * cleared; a live one that would change something without proof of our own page answers 403.
 */
export async function actorFromRequest(
  db: Db,
  request: FastifyRequest,
  session: { config: Config; reply: FastifyReply },
): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token.length < 20 || token.length > 200) return null;
    return liveActor(db, token);
  }
  if (!request.url.startsWith('/api/') || !hasSessionCookie(request, session.config)) return null;
  const token = sessionTokenFromCookie(request, session.config);
  const actor = token ? await liveActor(db, token) : null;
  if (!actor) {
    clearSessionCookie(session.reply, session.config);
    return null;
  }
  const problem = csrfProblem(request, session.config);
  if (problem) throw new AppError(403, msg('csrf_refused'), { [problem]: [msg('csrf_refused')] });
  return actor;
}

/** What an account that must still set its first password may call: the change, sign-out, /me. */
const FIRST_LOGIN_ALLOWED = new Set(['/api/update-first-password', '/api/logout', '/api/me']);

/**
 * The forced first-login password, held on the server for the shop and the back office alike
 * (SPEC §4). Until it is set, the account may act only through the change, sign-out and /me:
 * on those calls the flag is lifted for this request; on every other call that acts as the
 * account, `requireUser` answers 403. Public calls (the catalogue, the captcha) still answer, so
 * the pages behind the first-password dialog load without errors.
 */
export function enforceFirstPassword(actor: Actor | null, request: FastifyRequest): void {
  if (!actor?.firstLogin) return;
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (FIRST_LOGIN_ALLOWED.has(route)) actor.firstLogin = false;
}

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw new AppError(401, msg('unauthenticated'));
  if (actor.firstLogin) throw new AppError(403, msg('first_password_required'));
  return actor;
}

/** An admin. */
export const isAdmin = (actor: Actor | null): boolean => actor?.role === 'admin';

/** Staff: an admin or a designer, the back office's roles (the one test of it, issue 23). */
export function isStaff(actor: Actor | null): actor is Actor & { role: 'admin' | 'designer' } {
  return actor?.role === 'admin' || actor?.role === 'designer';
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  const user = requireUser(actor);
  if (!roles.includes(user.role)) throw new AppError(403, msg('forbidden'));
  return user;
}

export const revokeToken = repo.revokeToken;

/** Revokes every session of a user, except one (the one that changed the password). */
export const revokeOtherTokens = repo.revokeOtherTokens;
