import { type LogoCategoriesBody, type LogoKeywordsBody, msg } from '@logoya/core';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';
import { recordChanges } from '../changelog/index.ts';
import { touchLogo } from '../logos/index.ts';
import * as links from './logo-links.repository.ts';
import { getStaffLogo } from './staff-logos.service.ts';
import { reachLogo, reindex, type StaffLogosDeps } from './staff-scope.ts';

/** The editor's category and keyword tabs: each call replaces the logo's links as a whole. */

const GROUPS: [links.LinkGroup, keyof LogoCategoriesBody][] = [
  ['industries', 'industryIds'],
  ['colors', 'colorIds'],
  ['tastes', 'tastesIds'],
  ['alphabets', 'alphabetIds'],
];

const labels = (found: { label: string }[]) => (found.length ? found.map((f) => f.label).join(', ') : null);

function checkPathId(given: number | undefined, id: number, field: string) {
  if (given !== undefined && given !== id) {
    throw new AppError(422, msg('logo_id_mismatch'), { [field]: [msg('logo_id_mismatch')] });
  }
}

/**
 * POST /api/logo/{logo_id}/categories: each group sent replaces the logo's links of that group
 * (a group left out stays as it is). Any unknown id answers 422 on its field, and nothing changes.
 */
export async function replaceCategories(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  body: LogoCategoriesBody,
) {
  checkPathId(body.logo_id, id, 'logo_id');
  const detail = await inTransaction(deps.db, ctx, async (tx) => {
    await reachLogo(tx, id);
    const wanted = GROUPS.flatMap(([group, field]) => {
      const ids = body[field] as number[] | undefined;
      return ids ? [{ group, field, ids: [...new Set(ids)].sort((a, b) => a - b) }] : [];
    });
    const errors: Record<string, string[]> = {};
    for (const w of wanted) {
      const found = await links.existingIds(tx.tx, w.group, w.ids);
      if (found.length !== w.ids.length) errors[w.field] = [msg('logo_categories_unknown')];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    for (const w of wanted) {
      const before = labels(await links.linkedOf(tx.tx, w.group, id));
      await links.replaceLinks(tx.tx, w.group, id, w.ids);
      const after = labels(await links.linkedOf(tx.tx, w.group, id));
      await recordChanges(tx, [
        { logoId: id, userId: ctx.actor!.id, field: w.group, oldValue: before, newValue: after },
      ]);
    }
    await touchLogo(tx, id);
    await reindex(tx, id);
    return getStaffLogo(deps, tx, id);
  });
  deps.clearCache();
  return {
    industries: detail.industries,
    colors: detail.colors,
    tastes: detail.tastes,
    alphabets: detail.alphabets,
  };
}

const keywordLabels = (rows: links.KeywordRow[]) =>
  rows.length ? rows.map((k) => `${k.name_ja} / ${k.name_en} / ${k.name_vi}`).join(', ') : null;

/**
 * POST /api/logo/{id}/keywords: the logo's keywords become exactly the list. An item is an
 * existing keyword's id or its three names; names match an existing keyword ignoring case, else
 * a new keyword is made. The shop's search finds the logo by them as soon as this answers.
 */
export async function replaceKeywords(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  body: LogoKeywordsBody,
) {
  const detail = await inTransaction(deps.db, ctx, async (tx) => {
    await reachLogo(tx, id);
    const byId = body.keywords.flatMap((k) => (k.id !== undefined ? [k.id] : []));
    const known = await links.existingKeywordIds(tx.tx, [...new Set(byId)]);
    if (known.length !== new Set(byId).size)
      throw validationFailed({ keywords: [msg('logo_keyword_unknown')] });
    const ids: number[] = [];
    for (const k of body.keywords) {
      // The contract makes sure a keyword without an id has its three names.
      ids.push(k.id ?? (await links.keywordFor(tx.tx, { ja: k.ja!, en: k.en!, vi: k.vi! })));
    }
    const before = keywordLabels(await links.keywordsOf(tx.tx, id));
    await links.replaceKeywordLinks(tx.tx, id, [...new Set(ids)]);
    const after = keywordLabels(await links.keywordsOf(tx.tx, id));
    await recordChanges(tx, [
      { logoId: id, userId: ctx.actor!.id, field: 'keywords', oldValue: before, newValue: after },
    ]);
    await touchLogo(tx, id);
    await reindex(tx, id);
    return getStaffLogo(deps, tx, id);
  });
  deps.clearCache();
  return detail.keywords;
}
