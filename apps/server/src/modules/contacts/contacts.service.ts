import {
  type ContactInput,
  type ContactListQuery,
  type ContactListResponse,
  msg,
  type StaffContact,
} from '@logoya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { lockKey } from '../../platform/db/locks.repository.ts';
import { dbOf, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import { type Mailer, sendAll } from '../../platform/mail/mail.ts';
import { contactAckMail, type StoredContact, staffContactMail } from './contact-mails.ts';
import * as repo from './contacts.repository.ts';

/** Messages one address may send in a window: enough for a correction, too few for a flood. */
export const CONTACT_LIMIT = { max: 5, windowMinutes: 10 } as const;

export interface ContactsDeps {
  db: Db;
  mailer: Mailer;
  staffEmail: string;
  log: FastifyBaseLogger;
}

/** POST /api/contacts: stores the message, notifies staff and acknowledges to the sender. */
export async function submitContact(
  deps: ContactsDeps,
  ctx: RequestContext,
  input: ContactInput,
): Promise<{ id: number }> {
  const userId = ctx.actor?.id ?? null;
  // Counted and written under a lock per address, so parallel posts cannot pass the limit together.
  const id = await inTransaction(deps.db, ctx, async ({ tx: db }) => {
    await lockKey(db, `contact:${ctx.ip}`);
    const recent = await repo.countRecentByIp(db, ctx.ip, CONTACT_LIMIT.windowMinutes);
    if (recent.count >= CONTACT_LIMIT.max) {
      const freeAt = (recent.oldest?.getTime() ?? Date.now()) + CONTACT_LIMIT.windowMinutes * 60_000;
      const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new AppError(429, msg('contact_too_many'), undefined, { 'retry-after': String(retryAfter) });
    }
    return repo.insertContact(db, {
      userId,
      companyName: input.company_name,
      name: input.name,
      tel: input.tel,
      email: input.email,
      address1: input.address_1,
      address2: input.address_2,
      content: input.content,
      locale: ctx.locale,
      ip: ctx.ip,
    });
  });
  const stored: StoredContact = { ...input, id, locale: ctx.locale, userId, ip: ctx.ip };
  await sendAll(deps, [staffContactMail(deps.staffEmail, stored), contactAckMail(stored)]);
  return { id };
}

/** GET /api/contacts (the route lets admins only): newest first, searched by sender and message. */
export async function listContacts(
  pool: Db,
  ctx: RequestContext,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  const db = dbOf(ctx, pool);
  const search = query.search_text || undefined;
  const total = await repo.countContacts(db, search);
  const found = await repo.listContacts(db, search, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return {
    data: found.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    meta: listMeta(total, query.page, query.per_page),
  };
}

/** GET /api/contacts/{id} (the route lets admins only): one message and its member, if any. */
export async function getContact(pool: Db, ctx: RequestContext, id: number): Promise<StaffContact> {
  const row = await repo.findContact(dbOf(ctx, pool), id);
  if (!row) throw new AppError(404, msg('staff_contact_not_found'));
  const { member_name, member_email, ...contact } = row;
  return {
    ...contact,
    id: Number(contact.id),
    user_id: contact.user_id === null ? null : Number(contact.user_id),
    created_at: new Date(contact.created_at).toISOString(),
    member:
      contact.user_id === null || member_email === null
        ? null
        : { id: Number(contact.user_id), name: member_name ?? '', email: member_email },
  };
}
