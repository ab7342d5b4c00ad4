import type { AddressSearchPage, AddressSearchQuery } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import * as repo from './address-searches.repository.ts';

/** GET /api/address-search: who looked up which postal code, read-only (SPEC §2 address-search). */
export async function listAddressSearches(
  db: Db,
  ctx: RequestContext,
  query: AddressSearchQuery,
): Promise<AddressSearchPage> {
  const found = await repo.pageOf(dbOf(ctx, db), {
    search: query.search_text || undefined,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return {
    data: found.list.map((r) => ({
      id: Number(r.id),
      address_ip: r.address_ip,
      postal_code: r.postal_code,
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: listMeta(found.total, query.page, query.per_page),
  };
}
