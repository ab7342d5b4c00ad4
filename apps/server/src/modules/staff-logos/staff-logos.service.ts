import {
  type CategoryOption,
  LOGO_STATE,
  type Locale,
  type LogoBasicFields,
  msg,
  type StaffLogoCard,
  type StaffLogoDetail,
  type StaffLogoPage,
  type StaffLogoQuery,
} from '@logoya/core';
import { isAdmin } from '../../platform/auth/auth.ts';
import { dbOf, type InTx, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound, validationFailed } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import {
  categoryLists,
  DEFAULT_IMAGE_URL,
  fileUrl,
  type LogoCategoryRow,
  logoClassification,
  nameIn,
} from '../catalog/index.ts';
import { recordChanges } from '../changelog/index.ts';
import { designerScope, insertLogo, type LogoWrite, updateLogo } from '../logos/index.ts';
import { imagesOf } from './logo-images.repository.ts';
import * as repo from './staff-logos.repository.ts';
import { reachLogo, reindex, type StaffLogosDeps } from './staff-scope.ts';

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

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
    published_at: isoOrNull(row.published_at),
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
  const { categories, alphabets, keywords } = await logoClassification(db, id);
  const pick = (group: LogoCategoryRow['group']): CategoryOption[] =>
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
    logo_explain_en: row.explain_en,
    logo_explain_vn: row.explain_vi,
    logo_d_id: row.designer_ref,
    designer_id: card.designer_id,
    reg_by: row.designer_name,
    state: card.state,
    src: card.src,
    url_img_two: card.url_img_two,
    held: card.held,
    published_at: card.published_at,
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

function toWrite(data: LogoBasicFields, designerId: number | null): LogoWrite {
  return {
    name_ja: data.logo_name,
    name_en: data.logo_name_en,
    name_vi: data.logo_name_vn,
    explain: data.logo_explain,
    explain_en: data.logo_explain_en ?? null,
    explain_vi: data.logo_explain_vn ?? null,
    designer_ref: data.logo_d_id ?? null,
    designer_id: designerId,
  };
}

/** The change-log rows of a basic-form write, named as the API names the fields. */
type Logged = { [K in keyof LogoWrite]: LogoWrite[K] | null };

function basicChanges(id: number, userId: number, before: Logged | null, after: LogoWrite) {
  const fields: [string, keyof LogoWrite][] = [
    ['logo_name', 'name_ja'],
    ['logo_name_en', 'name_en'],
    ['logo_name_vn', 'name_vi'],
    ['logo_explain', 'explain'],
    ['logo_explain_en', 'explain_en'],
    ['logo_explain_vn', 'explain_vi'],
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

/**
 * POST /api/logo/create: a new logo, stopped (7) and not yet published until an admin puts it on
 * sale (ADR 0086); a designer becomes its designer.
 */
export async function createLogo(deps: StaffLogosDeps, ctx: RequestContext, data: LogoBasicFields) {
  const id = await inTransaction(deps.db, ctx, async (tx) => {
    const designerId = await designerFor(tx, data.designer_id, null);
    const write = toWrite(data, designerId);
    const created = await insertLogo(tx, write);
    await recordChanges(tx, [
      {
        logoId: created,
        userId: ctx.actor!.id,
        field: 'state',
        oldValue: null,
        newValue: LOGO_STATE.stopped,
      },
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
      explain_en: logo.explain_en,
      explain_vi: logo.explain_vi,
      designer_ref: logo.designer_ref,
      designer_id: current,
    };
    const after = toWrite(data, await designerFor(tx, data.designer_id, current));
    await updateLogo(tx, id, after);
    await recordChanges(tx, basicChanges(id, ctx.actor!.id, before, after));
    await reindex(tx, id);
    return getStaffLogo(deps, tx, id);
  });
  deps.clearCache();
  return detail;
}

/** GET /api/admin/logo/categories: every alphabet, genre (colour), industry and taste. */
export function adminLogoCategories(deps: StaffLogosDeps) {
  return categoryLists(deps.db);
}
