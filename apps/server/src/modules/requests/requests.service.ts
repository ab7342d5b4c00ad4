import { type LogoRequest, type LogoRequestInput, msg } from '@logoya/core';
import type { FastifyBaseLogger } from 'fastify';
import { requireUser } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { lockKey } from '../../platform/db/locks.repository.ts';
import { dbOf, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, type FieldErrors, validationFailed } from '../../platform/http/errors.ts';
import { type Mailer, sendAll } from '../../platform/mail/mail.ts';
import { staffRequestMail } from './request-mails.ts';
import * as repo from './requests.repository.ts';

export interface RequestsDeps {
  db: Db;
  mailer: Mailer;
  /** Where the staff notification of a new request goes. */
  staffEmail: string;
  log: FastifyBaseLogger;
}

/** Requests one member may send in a rolling day. */
export const REQUEST_LIMIT = { max: 10, windowHours: 24 } as const;
/** How many of a member's requests "my request" shows, newest first. */
export const MY_REQUESTS_SHOWN = 100;

function toLogoRequest(r: repo.RequestRow): LogoRequest {
  const option = (id: number | null, ja: string | null, en: string | null, vi: string | null) =>
    id === null ? null : { id, name_ja: ja ?? '', name_en: en ?? '', name_vi: vi ?? '' };
  return {
    id: r.id,
    industry: option(r.industry_id, r.industry_name_ja, r.industry_name_en, r.industry_name_vi),
    taste: option(r.taste_id, r.taste_name_ja, r.taste_name_en, r.taste_name_vi),
    logo_text: r.logo_text,
    notes: r.notes,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** POST /api/logo-request: stores a member's free logo request and tells staff. */
export async function createLogoRequest(
  deps: RequestsDeps,
  ctx: RequestContext,
  input: LogoRequestInput,
): Promise<LogoRequest> {
  const user = requireUser(ctx.actor);
  const industryId = input.industry_id ?? null;
  const tasteId = input.taste_id ?? null;
  if (industryId !== null || tasteId !== null) {
    const found = await repo.optionsExist(dbOf(ctx, deps.db), industryId, tasteId);
    const errors: FieldErrors = {};
    if (industryId !== null && !found.industry)
      errors.industry_id = [msg('unknown_option', { field: 'industry' })];
    if (tasteId !== null && !found.taste) errors.taste_id = [msg('unknown_option', { field: 'taste' })];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  const id = await inTransaction(deps.db, ctx, async ({ tx: db }) => {
    await lockKey(db, `logo-request:${user.id}`);
    const recent = await repo.countRecentByUser(db, user.id, REQUEST_LIMIT.windowHours);
    if (recent.count >= REQUEST_LIMIT.max) {
      const freeAt = (recent.oldest?.getTime() ?? Date.now()) + REQUEST_LIMIT.windowHours * 3_600_000;
      const retryAfter = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
      throw new AppError(429, msg('request_too_many'), undefined, { 'retry-after': String(retryAfter) });
    }
    return repo.insertRequest(db, {
      userId: user.id,
      industryId,
      tasteId,
      logoText: input.logo_text,
      notes: input.notes,
      locale: ctx.locale,
    });
  });

  const row = (await repo.findRequest(dbOf(ctx, deps.db), id))!;
  await sendAll(deps, [staffRequestMail(deps.staffEmail, row)]);
  return toLogoRequest(row);
}

/** GET /api/my-logo-request: the signed-in member's requests, newest first. */
export async function listMyRequests(pool: Db, ctx: RequestContext): Promise<LogoRequest[]> {
  const user = requireUser(ctx.actor);
  return (await repo.listByUser(dbOf(ctx, pool), user.id, MY_REQUESTS_SHOWN)).map(toLogoRequest);
}
