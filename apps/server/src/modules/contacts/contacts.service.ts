import {
  type ContactInput,
  type ContactListQuery,
  type ContactListResponse,
  lastPageOf,
  msg,
} from '@logoya/core';
import type { FastifyBaseLogger } from 'fastify';
import { requireRole } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mail, Mailer } from '../../platform/mail.ts';
import { contactAckMail, type StoredContact, staffContactMail } from './contact-mails.ts';
import * as repo from './contacts.repository.ts';

/** Messages one address may send in a window: enough for a correction, too few for a flood. */
export const CONTACT_LIMIT = { max: 5, windowMinutes: 10 } as const;

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  staffEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Sends mails after the data is stored. A mail failure is logged, not answered: the message is
 * already saved (staff see it in the back office), and an error would only make people resend.
 */
export async function sendAll(deps: MailDeps, mails: Mail[]): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, subject: mails[i]?.subject }, 'mail could not be sent');
    }
  }
}

/** POST /api/contacts: stores the message, notifies staff and acknowledges to the sender. */
export async function submitContact(
  deps: MailDeps,
  ctx: RequestContext,
  input: ContactInput,
): Promise<{ id: number }> {
  const userId = ctx.actor?.id ?? null;
  // Counted and written under a lock per address, so parallel posts cannot pass the limit together.
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await repo.lockKey(db, `contact:${ctx.ip}`);
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

/** GET /api/contacts (admins): newest first, with a search over the sender and the message. */
export async function listContacts(
  db: Db,
  ctx: RequestContext,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  requireRole(ctx.actor, 'admin');
  const search = query.search_text || undefined;
  const total = await repo.countContacts(db, search);
  const lastPage = lastPageOf(total, query.per_page);
  if (query.page > lastPage) {
    throw new AppError(404, `The page ${query.page} is past the last page (${lastPage}).`, {
      page: [`The page must be between 1 and ${lastPage}.`],
    });
  }
  const found = await repo.listContacts(db, search, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: found.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    meta: { current_page: query.page, last_page: lastPage, per_page: query.per_page, total },
  };
}
