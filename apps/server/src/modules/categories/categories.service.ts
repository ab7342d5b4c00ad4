import {
  type CategoryInput,
  type CategoryKind,
  categoryMessages,
  type StaffCategory,
  type StaffCategoryPage,
  type StaffCategoryQuery,
} from '@logoya/core';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, inTransaction, sqlState } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound, validationFailed } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import * as repo from './categories.repository.ts';

/**
 * Genres (colours), industries and tastes: one implementation for the three kinds (SPEC §7). The
 * shop's search options and logo details show their names, so every write clears the visitors'
 * cache (ADR 0009). Their names are not part of the search index (names, explanation and
 * keywords are), so no logo needs re-indexing.
 */
export interface CategoriesDeps {
  db: Db;
  catalogCache: MicroCache;
}

function toCategory(r: repo.CategoryRow): StaffCategory {
  return {
    id: Number(r.id),
    name: r.name_ja,
    name_ja: r.name_ja,
    name_en: r.name_en,
    name_vi: r.name_vi,
    key_name: r.key_name,
    logos_count: Number(r.logos_count),
    created_at: new Date(r.created_at).toISOString(),
  };
}

const fieldsOf = (input: CategoryInput): repo.CategoryFields => ({
  nameJa: input.name_ja,
  nameEn: input.name_en,
  nameVi: input.name_vi,
  keyName: input.key_name,
});

/** A write refused by the slug's unique index answers 422 on key_name, even under a race. */
async function slugChecked<T>(kind: CategoryKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw validationFailed({ key_name: [categoryMessages(kind).keyTaken] });
    throw error;
  }
}

export async function listCategories(
  deps: CategoriesDeps,
  ctx: RequestContext,
  kind: CategoryKind,
  query: StaffCategoryQuery,
): Promise<StaffCategoryPage> {
  const found = await repo.pageOf(dbOf(ctx, deps.db), kind, {
    search: query.search_text || undefined,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return { data: found.list.map(toCategory), meta: listMeta(found.total, query.page, query.per_page) };
}

export async function getCategory(
  deps: CategoriesDeps,
  ctx: RequestContext,
  kind: CategoryKind,
  id: number,
): Promise<StaffCategory> {
  const row = await repo.findOne(dbOf(ctx, deps.db), kind, id);
  if (!row) throw notFound(categoryMessages(kind).notFound);
  return toCategory(row);
}

export async function createCategory(
  deps: CategoriesDeps,
  ctx: RequestContext,
  kind: CategoryKind,
  input: CategoryInput,
): Promise<StaffCategory> {
  const id = await slugChecked(kind, () => repo.insertOne(dbOf(ctx, deps.db), kind, fieldsOf(input)));
  deps.catalogCache.clear();
  return getCategory(deps, ctx, kind, id);
}

export async function updateCategory(
  deps: CategoriesDeps,
  ctx: RequestContext,
  kind: CategoryKind,
  id: number,
  input: CategoryInput,
): Promise<StaffCategory> {
  const updated = await slugChecked(kind, () =>
    repo.updateOne(dbOf(ctx, deps.db), kind, id, fieldsOf(input)),
  );
  if (!updated) throw notFound(categoryMessages(kind).notFound);
  deps.catalogCache.clear();
  return getCategory(deps, ctx, kind, id);
}

/** Refused with 409 while a logo in the catalogue uses it, naming how many do. */
export async function deleteCategory(
  deps: CategoriesDeps,
  ctx: RequestContext,
  kind: CategoryKind,
  id: number,
): Promise<void> {
  await inTransaction(deps.db, ctx, async ({ tx }) => {
    const usage = await repo.lockWithUsage(tx, kind, id);
    if (!usage) throw notFound(categoryMessages(kind).notFound);
    if (usage.logos > 0) throw new AppError(409, categoryMessages(kind).inUse(usage.logos));
    await repo.deleteOne(tx, kind, id);
  });
  deps.catalogCache.clear();
}
