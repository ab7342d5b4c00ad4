import {
  msg,
  type StaffLogoRequest,
  type StaffLogoRequestPage,
  type StaffLogoRequestQuery,
} from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import { findRequest, type RequestRow } from './requests.repository.ts';
import * as repo from './staff-requests.repository.ts';

/** The back office's view of free logo requests: every member's, with who sent them. */
function toStaffRequest(r: RequestRow): StaffLogoRequest {
  const option = (id: number | null, ja: string | null, en: string | null, vi: string | null) =>
    id === null ? null : { id: Number(id), name_ja: ja ?? '', name_en: en ?? '', name_vi: vi ?? '' };
  return {
    id: Number(r.id),
    industry: option(r.industry_id, r.industry_name_ja, r.industry_name_en, r.industry_name_vi),
    taste: option(r.taste_id, r.taste_name_ja, r.taste_name_en, r.taste_name_vi),
    logo_text: r.logo_text,
    notes: r.notes,
    status: Number(r.status),
    locale: r.locale,
    member: { id: Number(r.user_id), name: r.user_name, email: r.user_email },
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** GET /api/logo-requests (admins, checked on the route). */
export async function listLogoRequests(
  db: Db,
  ctx: RequestContext,
  query: StaffLogoRequestQuery,
): Promise<StaffLogoRequestPage> {
  const found = await repo.pageOf(dbOf(ctx, db), {
    search: query.search_text || undefined,
    status: query.status,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return { data: found.list.map(toStaffRequest), meta: listMeta(found.total, query.page, query.per_page) };
}

/** GET /api/logo-requests/{id} (admins, checked on the route). */
export async function getLogoRequest(db: Db, ctx: RequestContext, id: number): Promise<StaffLogoRequest> {
  const row = await findRequest(dbOf(ctx, db), id);
  if (!row) throw notFound(msg('staff_request_not_found'));
  return toStaffRequest(row);
}
