import {
  type CreateUserInput,
  msg,
  type StaffUser,
  type StaffUserQuery,
  type UpdateUserInput,
} from '@logoya/core';
import { requireUser, revokeOtherTokens } from '../../platform/auth/auth.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, inTransaction, sqlState } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { endKeepsOfMember } from '../favorites/index.ts';
import { recordAuthEvent } from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';
import { prepareInvitation } from './invitation.ts';
import * as repo from './staff-users.repository.ts';

/**
 * The back office's user management (SPEC §7 Users). Routes let admins only; the rules here are
 * what no admin may do: take an address a live account has, remove or demote themselves, or leave
 * the shop without an admin. Sessions end when a role or password changes, or the user goes.
 */

const UNIQUE_VIOLATION = '23505';
const emailTaken = () =>
  new AppError(422, msg('staff_users_email_taken'), { email: [msg('staff_users_email_taken')] });
const notFound = () => new AppError(404, msg('staff_users_not_found'));
const conflict = (key: 'staff_users_self_delete' | 'staff_users_self_role' | 'staff_users_last_admin') =>
  new AppError(409, msg(key));

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function toStaffUser(row: repo.StaffUserRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.name_kana,
    email: row.email,
    role: row.role,
    created_at: iso(row.created_at) as string,
    email_verified_at: iso(row.email_verified_at),
  };
}

/** A unique violation of the address (two admins saving one address at once) is a 422, not a 500. */
async function mappingEmailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

export async function listUsers(deps: AccountsDeps, query: StaffUserQuery) {
  const { list, total } = await repo.userPage(deps.db, {
    search: query.search_text || undefined,
    role: query.role === 'all' ? undefined : query.role,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return { data: list.map(toStaffUser), meta: listMeta(total, query.page, query.per_page) };
}

export async function getUser(deps: AccountsDeps, id: number) {
  const row = await repo.findUser(deps.db, id);
  if (!row) throw notFound();
  return { data: toStaffUser(row) };
}

/** Sends the account's mail after the data is stored; a failure is logged and reported, not thrown. */
async function sendInvitation(deps: AccountsDeps, mail: Mail): Promise<'sent' | 'failed'> {
  try {
    await deps.mailer.send(mail);
    return 'sent';
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'invitation mail could not be sent');
    return 'failed';
  }
}

/**
 * A new account with the password the admin gave. Staff must replace it at their first sign-in
 * (first_login) and get an invitation with a link to choose their own; a member gets a link to
 * the shop's password-reset page instead (the shop has no first-password dialog).
 */
export async function createUser(deps: AccountsDeps, ctx: RequestContext, input: CreateUserInput) {
  const actor = requireUser(ctx.actor);
  if (await repo.emailInUse(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const { row, mail } = await mappingEmailRace(() =>
    inTransaction(deps.db, ctx, async (tx) => {
      const db = dbOf(tx, deps.db);
      const created = await repo.insertUser(db, {
        name: input.name,
        nameKana: input.name_kana,
        email: input.email,
        passwordHash,
        role: input.role,
        locale: ctx.locale,
        firstLogin: input.role !== 'user',
      });
      if (!created) throw emailTaken();
      await recordAuthEvent(db, 'user_created_by_staff', {
        userId: created.id,
        email: created.email,
        ip: ctx.ip,
      });
      return { row: created, mail: await prepareInvitation(deps, db, ctx.locale, created) };
    }),
  );
  deps.log.info({ actor: actor.id, user: row.id, role: row.role }, 'user created by staff');
  const invitation = await sendInvitation(deps, mail);
  return { data: toStaffUser(row), message: msg('staff_users_created'), invitation };
}

/**
 * Locks the live admins, then the target: the same order everywhere, so two changes never
 * deadlock, and two admins removing each other at once are serialised.
 */
async function lockForChange(db: Db, id: number) {
  const admins = await repo.lockLiveAdmins(db);
  const target = await repo.lockUser(db, id);
  if (!target) throw notFound();
  return { admins, target };
}

/**
 * After the checks of the change itself: the caller must still be a live admin (another admin may
 * have removed them a moment ago; the guard saw them before the locks).
 */
function assertStillAdmin(admins: number[], actorId: number): void {
  if (!admins.includes(actorId)) throw new AppError(403, msg('forbidden'));
}

export async function updateUser(
  deps: AccountsDeps,
  ctx: RequestContext,
  id: number,
  input: UpdateUserInput,
) {
  const actor = requireUser(ctx.actor);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const row = await mappingEmailRace(() =>
    inTransaction(deps.db, ctx, async (tx) => {
      const db = dbOf(tx, deps.db);
      const { admins, target } = await lockForChange(db, id);
      const self = target.id === actor.id;
      const roleChanged = input.role !== target.role;
      if (roleChanged && self) throw conflict('staff_users_self_role');
      if (roleChanged && target.role === 'admin' && admins.length <= 1)
        throw conflict('staff_users_last_admin');
      assertStillAdmin(admins, actor.id);
      if (input.email !== target.email.toLowerCase() && (await repo.emailInUse(db, input.email, id)))
        throw emailTaken();
      const updated = await repo.updateUser(db, id, {
        name: input.name,
        nameKana: input.name_kana,
        email: input.email === target.email.toLowerCase() ? target.email : input.email,
        role: input.role,
      });
      // A password the admin chose for someone else is theirs to replace at the next sign-in; the
      // shop has no such dialog, so members keep theirs as given.
      if (passwordHash) await repo.setPassword(db, id, passwordHash, !self && input.role !== 'user');
      // Ending the sessions makes a role change or new password count at once; the admin's own
      // session survives a change of their own password.
      if (roleChanged || passwordHash) await revokeOtherTokens(db, id, self ? actor.tokenId : null);
      await recordAuthEvent(db, 'user_updated_by_staff', { userId: id, email: updated.email, ip: ctx.ip });
      return updated;
    }),
  );
  deps.log.info({ actor: actor.id, user: id, role: row.role }, 'user updated by staff');
  return { data: toStaffUser(row), message: msg('staff_users_updated') };
}

/**
 * Soft delete: the row stays for orders, logs and logos (a designer's logos keep their designer
 * and stay on sale); the address is free for a new account; every session ends at once.
 */
export async function deleteUser(deps: AccountsDeps, ctx: RequestContext, id: number) {
  const actor = requireUser(ctx.actor);
  await inTransaction(deps.db, ctx, async (tx) => {
    const db = dbOf(tx, deps.db);
    const { admins, target } = await lockForChange(db, id);
    if (target.id === actor.id) throw conflict('staff_users_self_delete');
    if (target.role === 'admin' && admins.length <= 1) throw conflict('staff_users_last_admin');
    assertStillAdmin(admins, actor.id);
    await repo.softDelete(db, id);
    await revokeOtherTokens(db, id, null);
    // The member's keeps end with the account, so their logos are free for others at once.
    await endKeepsOfMember(tx, id);
    await recordAuthEvent(db, 'user_deleted_by_staff', { userId: id, email: target.email, ip: ctx.ip });
  });
  deps.log.info({ actor: actor.id, user: id }, 'user deleted by staff');
  return { message: msg('staff_users_deleted') };
}

/**
 * A new link to set a password, for a mail that failed or a link that expired. Earlier links stop
 * working. Here the mail is the point of the call, so a failure answers 503.
 */
export async function resendInvitation(deps: AccountsDeps, ctx: RequestContext, id: number) {
  requireUser(ctx.actor);
  const mail = await inTransaction(deps.db, ctx, async (tx) => {
    const db = dbOf(tx, deps.db);
    const user = await repo.findUser(db, id);
    if (!user) throw notFound();
    return prepareInvitation(deps, db, ctx.locale, user);
  });
  await deps.mailer.send(mail);
  return { message: msg('staff_users_invitation_sent') };
}
