import type { Role } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../db/db.ts';

/** SQL of bearer tokens (auth.ts): stored as SHA-256 hashes only. */

export async function insertToken(
  db: Db,
  data: { userId: number; tokenHash: string; remember: boolean; expiresAt: Date },
): Promise<void> {
  await db.execute(sql`insert into access_tokens (user_id, token_hash, remember, expires_at)
    values (${data.userId}, ${data.tokenHash}, ${data.remember}, ${data.expiresAt.toISOString()})`);
}

/**
 * The live token with this hash and its user (with the first-login flag): not revoked, not
 * expired, user not deleted.
 */
export async function findLiveToken(
  db: Db,
  tokenHash: string,
): Promise<{ id: number; role: Role; token_id: number; first_login: boolean } | undefined> {
  // Every signed-in request asks this: prepared once per connection (ADR 0056).
  const [row] = await preparedRows<{ id: number; role: Role; token_id: number; first_login: boolean }>(
    db,
    sql`select u.id, u.role, t.id as token_id, u.first_login from access_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${tokenHash} and t.revoked_at is null and t.expires_at > now()
          and u.deleted_at is null`,
  );
  return row;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.execute(
    sql`update access_tokens set revoked_at = now() where id = ${tokenId} and revoked_at is null`,
  );
}

export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number | null): Promise<void> {
  await db.execute(sql`update access_tokens set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and id <> ${keepTokenId ?? 0}`);
}
