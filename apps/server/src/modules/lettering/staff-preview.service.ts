import { type LetteringPreview, msg, type StaffLetteringPreviewBody } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { mayReach } from '../logos/index.ts';
import * as repo from './lettering.repository.ts';
import { markHrefOf } from './marks.ts';
import { inLanguage, previewData } from './preview-json.ts';
import { renderLettering } from './render.ts';

/**
 * The Lettering tab's preview of the layout being edited (issue 25, ADR 0099): the unsaved layout
 * with sample names, drawn by the one renderer, answered as the public preview's json. The logo is
 * reached as for every staff logo call (another designer's logo answers 404); the mark must be
 * one uploaded for this logo or the current version's mark, as a save demands, so no other logo's
 * file can be drawn through it. Nothing is stored and nothing is cached: each edit is new.
 */

export interface StaffPreviewDeps {
  db: Db;
  storage: Storage;
}

const markRefused = () => validationFailed({ 'layout.mark.key': [msg('lettering_mark_key')] });

export async function staffPreview(
  deps: StaffPreviewDeps,
  ctx: RequestContext,
  id: number,
  body: StaffLetteringPreviewBody,
): Promise<LetteringPreview> {
  const logo = await repo.findStaffLogo(deps.db, id);
  if (!logo || !mayReach(ctx.actor, logo)) throw notFound(msg('logo_not_found'));
  const { layout, main_name, sub_name } = body;
  let href: string | null = null;
  if (layout.mark) {
    const key = layout.mark.key;
    const ours =
      key.startsWith(`lettering/${id}/`) || key === (await repo.currentLettering(deps.db, id))?.mark_key;
    if (!ours) throw markRefused();
    href = await markHrefOf(deps.storage, layout.mark);
    if (href === null) throw markRefused();
  }
  const render = renderLettering(layout, { main_name, sub_name }, href);
  return inLanguage(previewData(render, null, ''), ctx.locale);
}
