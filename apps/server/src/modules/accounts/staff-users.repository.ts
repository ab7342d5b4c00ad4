import type { Role } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

/** SQL of the back office's user management (staff-users.service.ts). Deleted users are never listed. */

export interface StaffUserRow {
  id: number;
  name: string;
  name_kana: string | null;
  email: string;
  role: Role;
  created_at: string | Date;
  email_verified_at: string | Date | null;
}

const COLUMNS = sql`u.id, u.name, u.name_kana, u.email, u.role, u.created_at, u.email_verified_at`;

/** Sortable fields of the contract to their SQL (code constants, never input). */
const SORTABLE: Record<string, string> = {
  id: 'u.id',
  name: 'u.name',
  name_kana: 'u.name_kana',
  email: 'lower(u.email)',
  role: 'u.role',
  created_at: 'u.created_at',
};

export interface UserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

export async function userPage(db: Db, f: UserFilter): Promise<{ list: StaffUserRow[]; total: number }> {
  const where: SQL[] = [sql`u.deleted_at is null`];
  if (f.role) where.push(sql`u.role = ${f.role}`);
  if (f.search) {
    const like = containsPattern(f.search);
    where.push(sql`(u.name ilike ${like} or u.name_kana ilike ${like} or u.email ilike ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'u.id desc', 'u.id desc');
  const [list, [count]] = await Promise.all([
    rows<StaffUserRow>(
      db,
      sql`select ${COLUMNS} from users u where ${condition} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${condition}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function findUser(db: Db, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await rows<StaffUserRow>(
    db,
    sql`select ${COLUMNS} from users u where u.id = ${id} and u.deleted_at is null`,
  );
  return row;
}

/** Whether a live account other than `exceptId` has this address (any case). */
export async function emailInUse(db: Db, email: string, exceptId = 0): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email.toLowerCase()} and deleted_at is null and id <> ${exceptId} limit 1`,
  );
  return found.length > 0;
}

export interface NewUser {
  name: string;
  nameKana: string | null;
  email: string;
  passwordHash: string;
  role: Role;
  locale: string;
  firstLogin: boolean;
}

/**
 * A user made by an admin, the address vouched for by them (so the given password signs in).
 * Null when a live account has the address: a twin request may have made it a moment ago.
 */
export async function insertUser(db: Db, user: NewUser): Promise<StaffUserRow | null> {
  const [row] = await rows<StaffUserRow>(
    db,
    sql`insert into users as u (name, name_kana, email, password_hash, role, locale, first_login, email_verified_at)
        values (${user.name}, ${user.nameKana}, ${user.email}, ${user.passwordHash}, ${user.role}, ${user.locale},
          ${user.firstLogin}, now())
        on conflict do nothing returning ${COLUMNS}`,
  );
  return row ?? null;
}

/**
 * Locks the live admins' rows, in id order, and returns their ids. Every change that could leave
 * the shop without an admin takes these locks first, so two admins removing each other at once
 * are serialised and the second sees the first's change.
 */
export async function lockLiveAdmins(db: Db): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from users where role = 'admin' and deleted_at is null order by id for update`,
  );
  return found.map((r) => r.id);
}

/** The live user, its row locked for the rest of the transaction. */
export async function lockUser(db: Db, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await rows<StaffUserRow>(
    db,
    sql`select ${COLUMNS} from users u where u.id = ${id} and u.deleted_at is null for update`,
  );
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  fields: { name: string; nameKana: string | null; email: string; role: Role },
): Promise<StaffUserRow> {
  const [row] = await rows<StaffUserRow>(
    db,
    sql`update users as u set name = ${fields.name}, name_kana = ${fields.nameKana}, email = ${fields.email},
          role = ${fields.role}, updated_at = now()
        where u.id = ${id} returning ${COLUMNS}`,
  );
  return row as StaffUserRow;
}

/**
 * A password an admin set. `firstLogin` makes the owner choose their own at the next sign-in;
 * links made before it stop working, as after any password change.
 */
export async function setPassword(
  db: Db,
  id: number,
  passwordHash: string,
  firstLogin: boolean,
): Promise<void> {
  await db.execute(sql`update users set password_hash = ${passwordHash}, first_login = ${firstLogin},
    password_changed_at = now(), updated_at = now() where id = ${id}`);
}

export async function softDelete(db: Db, id: number): Promise<void> {
  await db.execute(sql`update users set deleted_at = now(), updated_at = now() where id = ${id}`);
}

/**
 * A new link to set a password: `invite` for staff (/api/create-password), `reset` for members
 * (the shop's password-reset page). Earlier unused links of the same kind stop working, so only
 * the latest mail's link does.
 */
export async function replaceLinkToken(
  db: Db,
  data: { userId: number; tokenHash: string; purpose: 'invite' | 'reset'; lifetimeMinutes: number },
): Promise<void> {
  await db.execute(sql`update reset_tokens set used_at = now()
    where user_id = ${data.userId} and purpose = ${data.purpose} and used_at is null`);
  await db.execute(sql`insert into reset_tokens (user_id, token_hash, purpose, expires_at)
    values (${data.userId}, ${data.tokenHash}, ${data.purpose}, now() + make_interval(mins => ${data.lifetimeMinutes}))`);
}
