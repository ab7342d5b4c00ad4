import type { AccountUser, Role } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  password_hash: string | null;
  picture: string | null;
  stamp: string | null;
  first_login: boolean;
  locale: string;
  email_verified_at: string | Date | null;
  created_at: string | Date;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  postal_code: string | null;
  phone: string | null;
}

const SELECT_USER = sql`select u.id, u.name, u.email, u.role, u.password_hash, u.picture, u.stamp, u.first_login, u.locale,
  u.email_verified_at, u.created_at, b.first_name, b.last_name, b.company_name, b.address_line_1,
  b.address_line_2, b.postal_code, b.phone
  from users u left join buyer_details b on b.user_id = u.id`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await rows<UserRow>(
    db,
    sql`${SELECT_USER} where lower(u.email) = ${email.toLowerCase()} and u.deleted_at is null`,
  );
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await rows<UserRow>(db, sql`${SELECT_USER} where u.id = ${id} and u.deleted_at is null`);
  return row;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The user as the API shows it (SPEC §3 user and buyer detail); never the password hash. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    picture: row.picture ? `/files/${row.picture}` : null,
    stamp: row.stamp,
    first_login: row.first_login,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    postal_code: row.postal_code,
    phone: row.phone,
    email_verified_at: iso(row.email_verified_at),
    created_at: iso(row.created_at) as string,
  };
}

export async function recordAuthEvent(
  db: Db,
  event: string,
  data: { userId?: number | null; email?: string | null; ip?: string | null },
): Promise<void> {
  await db.execute(sql`insert into auth_events (user_id, email, event, ip)
    values (${data.userId ?? null}, ${data.email?.toLowerCase() ?? null}, ${event}, ${data.ip ?? null})`);
}

export async function upsertBuyerDetails(
  db: Db,
  userId: number,
  fields: Record<string, string | null | undefined>,
) {
  const column = {
    firstName: 'first_name',
    lastName: 'last_name',
    company_name: 'company_name',
    address_line_1: 'address_line_1',
    address_line_2: 'address_line_2',
    postal_code: 'postal_code',
    phone: 'phone',
  } as const;
  const entries = Object.entries(column).filter(([key]) => fields[key] !== undefined);
  await db.execute(
    sql`insert into buyer_details (user_id) values (${userId}) on conflict (user_id) do nothing`,
  );
  if (entries.length === 0) return;
  const sets = entries.map(([key, col]) => sql`${sql.identifier(col)} = ${fields[key] || null}`);
  await db.execute(
    sql`update buyer_details set ${sql.join(sets, sql`, `)}, updated_at = now() where user_id = ${userId}`,
  );
}

/** A new, unverified member; null when the address is taken (a twin request made it first). */
export async function insertPendingUser(
  db: Db,
  user: { name: string; email: string; passwordHash: string; locale: string },
): Promise<number | null> {
  const [created] = await rows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, role, locale) values (${user.name}, ${user.email}, ${user.passwordHash}, 'user', ${user.locale})
        on conflict do nothing returning id`,
  );
  return created?.id ?? null;
}

/** A pending sign-up filled in again: the latest form wins. */
export async function updatePendingUser(
  db: Db,
  userId: number,
  user: { name: string; passwordHash: string; locale: string },
): Promise<void> {
  await db.execute(sql`update users set name = ${user.name}, password_hash = ${user.passwordHash},
      locale = ${user.locale}, updated_at = now() where id = ${userId}`);
}

/** A verified member created from a social sign-in; does nothing when the address is taken. */
export async function insertSocialUser(
  db: Db,
  user: { name: string; email: string; locale: string; passwordHash: string },
): Promise<void> {
  await db.execute(sql`insert into users (name, email, role, locale, email_verified_at, password_hash)
    values (${user.name}, ${user.email}, 'user', ${user.locale}, now(), ${user.passwordHash})
    on conflict do nothing`);
}

/** The sign-up code was right: the address is verified. */
export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update users set email_verified_at = now(), updated_at = now() where id = ${userId}`);
}

/** A provider vouched for the address. */
export async function markProviderVerified(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
}

/** An invitation was accepted: the address is verified, keeping an earlier verification's time. */
export async function keepOrMarkVerified(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`update users set email_verified_at = coalesce(email_verified_at, now()) where id = ${userId}`,
  );
}

/** A new password: first_login ends, and tokens made before it stop working. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`update users set password_hash = ${passwordHash},
    password_changed_at = now(), first_login = false, updated_at = now() where id = ${userId}`);
}

/** Name and picture of the profile; fields left undefined stay as they are. */
export async function updateProfileFields(
  db: Db,
  userId: number,
  fields: { name?: string; picture?: string; stamp?: string },
): Promise<void> {
  const sets = [
    fields.name !== undefined ? sql`name = ${fields.name}` : null,
    fields.stamp !== undefined ? sql`stamp = ${fields.stamp || null}` : null,
    fields.picture ? sql`picture = ${fields.picture}` : null,
  ].filter((s) => s !== null);
  if (sets.length === 0) return;
  await db.execute(sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${userId}`);
}

/** Moves the member to a verified new address, unless another account has it; false then. */
export async function changeEmail(db: Db, userId: number, newEmail: string): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update users set email = ${newEmail}, email_verified_at = now(), updated_at = now()
        where id = ${userId} and not exists (select 1 from users o where lower(o.email) = ${newEmail} and o.id <> ${userId})
        returning id`,
  );
  return changed.length > 0;
}
