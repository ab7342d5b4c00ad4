import {
  type KeywordInput,
  msg,
  type StaffKeyword,
  type StaffKeywordPage,
  type StaffKeywordQuery,
} from '@logoya/core';
import { dbOf, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import { logoIdsWithKeyword, refreshSearchIndex } from '../search/index.ts';
import type { CategoriesDeps } from './categories.service.ts';
import * as repo from './keywords.repository.ts';

/**
 * Keywords (SPEC §3, §7). The shop searches logos by their keywords in every language, so a
 * rename or a delete re-indexes the logos tagged with the keyword in the same transaction, and
 * clears the visitors' cache once it is committed: the shop finds the new words at once.
 */

function toKeyword(r: repo.KeywordRow): StaffKeyword {
  return {
    id: Number(r.id),
    keyword_language: { ja: r.name_ja, vi: r.name_vi, en: r.name_en },
    name_ja: r.name_ja,
    name_vi: r.name_vi,
    name_en: r.name_en,
    logos_count: Number(r.logos_count),
    created_at: new Date(r.created_at).toISOString(),
  };
}

const fieldsOf = (input: KeywordInput): repo.KeywordFields => ({
  nameJa: input.name_ja,
  nameVi: input.name_vi,
  nameEn: input.name_en,
});

const keywordNotFound = () => notFound(msg('staff_keyword_not_found'));

export async function listKeywords(
  deps: CategoriesDeps,
  ctx: RequestContext,
  query: StaffKeywordQuery,
): Promise<StaffKeywordPage> {
  const found = await repo.pageOf(dbOf(ctx, deps.db), {
    search: query.search_text || undefined,
    sortField: query.sort_field,
    sortValue: query.sort_value,
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return { data: found.list.map(toKeyword), meta: listMeta(found.total, query.page, query.per_page) };
}

export async function getKeyword(
  deps: CategoriesDeps,
  ctx: RequestContext,
  id: number,
): Promise<StaffKeyword> {
  const row = await repo.findOne(dbOf(ctx, deps.db), id);
  if (!row) throw keywordNotFound();
  return toKeyword(row);
}

/** A new keyword is on no logo yet: nothing to re-index until a logo is tagged with it. */
export async function createKeyword(
  deps: CategoriesDeps,
  ctx: RequestContext,
  input: KeywordInput,
): Promise<StaffKeyword> {
  const id = await repo.insertOne(dbOf(ctx, deps.db), fieldsOf(input));
  return getKeyword(deps, ctx, id);
}

export async function updateKeyword(
  deps: CategoriesDeps,
  ctx: RequestContext,
  id: number,
  input: KeywordInput,
): Promise<StaffKeyword> {
  await inTransaction(deps.db, ctx, async ({ tx }) => {
    if (!(await repo.lockOne(tx, id))) throw keywordNotFound();
    await repo.updateOne(tx, id, fieldsOf(input));
    await refreshSearchIndex(tx, await logoIdsWithKeyword(tx, id));
  });
  deps.catalogCache.clear();
  return getKeyword(deps, ctx, id);
}

/** Deleting a keyword takes it off its logos, which are re-indexed without it. */
export async function deleteKeyword(deps: CategoriesDeps, ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(deps.db, ctx, async ({ tx }) => {
    if (!(await repo.lockOne(tx, id))) throw keywordNotFound();
    const logoIds = await logoIdsWithKeyword(tx, id);
    await repo.deleteOne(tx, id);
    await refreshSearchIndex(tx, logoIds);
  });
  deps.catalogCache.clear();
}
