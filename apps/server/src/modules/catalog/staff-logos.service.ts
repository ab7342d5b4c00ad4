import {
  type CategoryOption,
  type Locale,
  type LogoBasicFields,
  msg,
  type StaffLogoCard,
  type StaffLogoDetail,
  type StaffLogoPage,
  type StaffLogoQuery,
} from '@logoya/core';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { listMeta, offsetOf } from '../../platform/list-page.ts';
import { dbOf, type InTx, inTransaction } from '../../platform/transaction.ts';
import { recordChanges } from '../changelog/index.ts';
import { DEFAULT_IMAGE_URL, fileUrl, nameIn } from './card-mapper.ts';
import * as catalogRepo from './catalog.repository.ts';
import { imagesOf } from './logo-images.repository.ts';
import * as repo from './staff-logos.repository.ts';
import { designerScope, isAdmin, reachLogo, reindex, type StaffLogosDeps } from './staff-scope.ts';

const iso = (v: string | Date) => new Date(v).toISOString();

function toStaffCard(row: repo.StaffLogoRow, locale: Locale): StaffLogoCard {
  return {
    logo_id: Number(row.id),
    logo_name: row.name_ja,
    logo_name_en: row.name_en,
    logo_name_vn: row.name_vi,
    logo_language: nameIn(row, locale),
    logo_d_id: row.designer_ref,
    designer_id: row.designer_id === null ? null : Number(row.designer_id),
    reg_by: row.designer_name,
    state: Number(row.state),
    src: fileUrl(row.main_key) ?? DEFAULT_IMAGE_URL,
    url_img_two: fileUrl(row.hover_key),
    held: Boolean(row.held),
    kept: Boolean(row.kept),
    favorites_count: Number(row.favorites_count),
    zip: Boolean(row.zip),
    created_at: iso(row.created_at),
  };
}

/**
 * GET /api/logo: staff cards, newest first, 100 a page by default. A designer sees only their own
 * logos (a designers filter from them is ignored); deleted logos never appear.
 */
export async function listStaffLogos(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  query: StaffLogoQuery,
): Promise<StaffLogoPage> {
  const db = dbOf(ctx, deps.db);
  const filter: repo.StaffFilter = {
    state: query.state,
    designers: designerScope(ctx.actor) ?? query.designers,
    keyword: query.keyword || undefined,
    industries: query.industry_id,
    colors: query.color_id,
    tastes: query.taste_id,
    alphabets: query.alphabet_id,
  };
  const total = await repo.countStaffLogos(db, filter);
  const found =
    total === 0
      ? []
      : await repo.listStaffLogos(db, filter, {
          limit: query.per_page,
          offset: offsetOf(query.page, query.per_page),
        });
  return {
    data: found.map((row) => toStaffCard(row, ctx.locale)),
    meta: listMeta(total, query.page, query.per_page),
  };
}

/** GET /api/logo/{id}/detail: SPEC §3 Logo (admin); another designer's logo answers 404. */
export async function getStaffLogo(
  deps: StaffLogosDeps,
  ctx: Pick<RequestContext, 'actor' | 'locale' | 'tx'>,
  id: number,
): Promise<StaffLogoDetail> {
  const db = dbOf(ctx, deps.db);
  const [row] = await repo.listStaffLogos(
    db,
    { id, designers: designerScope(ctx.actor) },
    { limit: 1, offset: 0 },
  );
  if (!row) throw notFound(msg('logo_not_found'));
  // Inside a transaction the reads share one connection, which runs one statement at a time.
  const images = await imagesOf(db, id);
  const categories = await catalogRepo.listLogoCategories(db, id);
  const alphabets = await catalogRepo.listLogoAlphabets(db, id);
  const keywords = await catalogRepo.listLogoKeywords(db, id);
  const pick = (group: catalogRepo.CategoryRow['group']): CategoryOption[] =>
    categories
      .filter((c) => c.group === group)
      .map(({ id, name_ja, name_en, name_vi, key_name }) => ({ id, name_ja, name_en, name_vi, key_name }));
  const card = toStaffCard(row, ctx.locale);
  return {
    logo_id: card.logo_id,
    logo_name: row.name_ja,
    logo_name_vn: row.name_vi,
    logo_name_en: row.name_en,
    logo_explain: row.explain,
    logo_d_id: row.designer_ref,
    designer_id: card.designer_id,
    reg_by: row.designer_name,
    state: card.state,
    src: card.src,
    url_img_two: card.url_img_two,
    held: card.held,
    images: images.map((i) => ({
      id: Number(i.id),
      url: fileUrl(i.storage_key) as string,
      kind: i.kind,
      format: i.format,
      width: i.width,
      height: i.height,
    })),
    industries: pick('industries'),
    colors: pick('colors'),
    tastes: pick('tastes'),
    alphabets: alphabets.map((a) => ({ alphabet_id: Number(a.id), name: a.name })),
    keywords: keywords.map((k) => ({
      id: Number(k.id),
      keyword_language: { ja: k.name_ja, en: k.name_en, vi: k.name_vi },
    })),
    created_at: card.created_at,
    updated_at: iso(row.updated_at),
  };
}

/**
 * The designer a write sets: a designer's own logos stay theirs (choosing another answers 403);
 * an admin may choose any designer or admin account, or keep the current one.
 */
async function designerFor(
  ctx: InTx,
  given: number | undefined,
  current: number | null,
): Promise<number | null> {
  if (!isAdmin(ctx.actor)) {
    const self = ctx.actor!.id;
    if (given !== undefined && given !== self) throw new AppError(403, msg('logo_designer_admin_only'));
    return current ?? self;
  }
  if (given === undefined || given === current) return current;
  if (!(await repo.isDesignerAccount(ctx.tx, given))) {
    throw validationFailed({ 'data.designer_id': [msg('logo_designer_unknown')] });
  }
  return given;
}

function toWrite(data: LogoBasicFields, designerId: number | null): repo.LogoWrite {
  return {
    name_ja: data.logo_name,
    name_en: data.logo_name_en,
    name_vi: data.logo_name_vn,
    explain: data.logo_explain,
    designer_ref: data.logo_d_id ?? null,
    designer_id: designerId,
  };
}

/** The change-log rows of a basic-form write, named as the API names the fields. */
type Logged = { [K in keyof repo.LogoWrite]: repo.LogoWrite[K] | null };

function basicChanges(id: number, userId: number, before: Logged | null, after: repo.LogoWrite) {
  const fields: [string, keyof repo.LogoWrite][] = [
    ['logo_name', 'name_ja'],
    ['logo_name_en', 'name_en'],
    ['logo_name_vn', 'name_vi'],
    ['logo_explain', 'explain'],
    ['logo_d_id', 'designer_ref'],
    ['designer_id', 'designer_id'],
  ];
  return fields.map(([field, key]) => ({
    logoId: id,
    userId,
    field,
    oldValue: before ? before[key] : null,
    newValue: after[key],
  }));
}

/** POST /api/logo/create: a new logo in state 0; a designer becomes its designer. */
export async function createLogo(deps: StaffLogosDeps, ctx: RequestContext, data: LogoBasicFields) {
  const id = await inTransaction(deps.db, ctx, async (tx) => {
    const designerId = await designerFor(tx, data.designer_id, null);
    const write = toWrite(data, designerId);
    const created = await repo.insertLogo(tx.tx, write);
    await recordChanges(tx, [
      { logoId: created, userId: ctx.actor!.id, field: 'state', oldValue: null, newValue: 0 },
      ...basicChanges(created, ctx.actor!.id, null, write),
    ]);
    await reindex(tx, created);
    return created;
  });
  deps.clearCache();
  return { logo_id: id };
}

/** POST /api/logo/{id}/detail: the basic tab; every changed field is logged. */
export async function updateLogoBasics(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  data: LogoBasicFields,
): Promise<StaffLogoDetail> {
  const detail = await inTransaction(deps.db, ctx, async (tx) => {
    const logo = await reachLogo(tx, id);
    const current = logo.designer_id === null ? null : Number(logo.designer_id);
    const before: Logged = {
      name_ja: logo.name_ja,
      name_en: logo.name_en,
      name_vi: logo.name_vi,
      explain: logo.explain,
      designer_ref: logo.designer_ref,
      designer_id: current,
    };
    const after = toWrite(data, await designerFor(tx, data.designer_id, current));
    await repo.updateLogo(tx.tx, id, after);
    await recordChanges(tx, basicChanges(id, ctx.actor!.id, before, after));
    await reindex(tx, id);
    return getStaffLogo(deps, tx, id);
  });
  deps.clearCache();
  return detail;
}

/** GET /api/admin/logo/categories: every alphabet, genre (colour), industry and taste. */
export async function adminLogoCategories(deps: StaffLogosDeps) {
  const [alphabets, colors, industries, tastes] = await Promise.all([
    catalogRepo.listAlphabets(deps.db),
    catalogRepo.listCategoryTable(deps.db, 'colors'),
    catalogRepo.listCategoryTable(deps.db, 'industries'),
    catalogRepo.listCategoryTable(deps.db, 'tastes'),
  ]);
  return { alphabets, colors, industries, tastes };
}
