import { createHash, randomBytes } from 'node:crypto';
import { msg, type Role } from '@logoya/core';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, rows } from './db.ts';
import { AppError } from './errors.ts';

const DAY_MS = 86_400_000;
export const TOKEN_LIFETIME_MS = { normal: DAY_MS, remember: 30 * DAY_MS } as const;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Actor {
  id: number;
  role: Role;
  /** The access token's row, so sign-out can revoke exactly this session. */
  tokenId: number;
}

/** Issues a bearer token: 256 random bits, stored only as its SHA-256 hash. */
export async function issueToken(db: Db, userId: number, remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? TOKEN_LIFETIME_MS.remember : TOKEN_LIFETIME_MS.normal));
  await db.execute(sql`insert into access_tokens (user_id, token_hash, remember, expires_at)
    values (${userId}, ${sha256(token)}, ${remember}, ${expiresAt.toISOString()})`);
  return { token, expiresAt };
}

/** The actor behind an Authorization: Bearer header, or null (no header, unknown, expired, revoked). */
export async function actorFromRequest(db: Db, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await rows<{ id: number; role: Role; token_id: number }>(
    db,
    sql`select u.id, u.role, t.id as token_id from access_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${sha256(token)} and t.revoked_at is null and t.expires_at > now()
          and u.deleted_at is null`,
  );
  return row ? { id: row.id, role: row.role, tokenId: row.token_id } : null;
}

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw new AppError(401, msg('unauthenticated'));
  return actor;
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  const user = requireUser(actor);
  if (!roles.includes(user.role)) throw new AppError(403, msg('forbidden'));
  return user;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.execute(
    sql`update access_tokens set revoked_at = now() where id = ${tokenId} and revoked_at is null`,
  );
}

/** Revokes every session of a user, except one (the one that changed the password). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number | null): Promise<void> {
  await db.execute(sql`update access_tokens set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and id <> ${keepTokenId ?? 0}`);
}
