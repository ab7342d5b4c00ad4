import { type LetteringLayout, letteringLayout, msg, type StaffLettering } from '@logoya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type InTx, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { recordChanges } from '../changelog/index.ts';
import { mayReach, touchLogo } from '../logos/index.ts';
import * as repo from './lettering.repository.ts';
import { type IntakenMark, intakeMark } from './mark-intake.ts';
import { markHrefOf } from './marks.ts';

/**
 * Stored lettering layouts (ADR 0098): every save is a new version, never a change of an old one,
 * with its change-log entry in the same transaction. Staff reach a logo as for every other logo
 * edit: an admin every logo, a designer their own (another's answers 404, like a missing id).
 */

export interface LetteringDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Where an upload for logo `id` is stored; content-hashed, so a key names one file for ever. */
export const markKeyFor = (logoId: number, mark: Pick<IntakenMark, 'hash' | 'ext'>) =>
  `lettering/${logoId}/${mark.hash.slice(0, 16)}.${mark.ext}`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

async function view(
  deps: LetteringDeps,
  logoId: number,
  row: repo.LetteringRow | undefined,
): Promise<StaffLettering> {
  if (!row) {
    return {
      logo_id: logoId,
      version: null,
      layout: null,
      mark_url: null,
      created_at: null,
      created_by: null,
    };
  }
  const layout = letteringLayout.parse(row.layout);
  return {
    logo_id: logoId,
    version: Number(row.version),
    layout,
    mark_url: await markHrefOf(deps.storage, layout.mark),
    created_at: iso(row.created_at),
    created_by: row.created_by === null ? null : Number(row.created_by),
  };
}

async function reach(db: Db, ctx: RequestContext, id: number, lock = false) {
  const logo = await repo.findStaffLogo(db, id, lock);
  if (!logo || !mayReach(ctx.actor, logo)) throw notFound(msg('logo_not_found'));
  return logo;
}

/** GET /api/logo/{id}/lettering: the current layout (or null), its version and the mark. */
export async function staffLettering(
  deps: LetteringDeps,
  ctx: RequestContext,
  id: number,
): Promise<StaffLettering> {
  const db = dbOf(ctx, deps.db);
  await reach(db, ctx, id);
  return view(deps, id, await repo.currentLettering(db, id));
}

/**
 * A layout's mark must be a file of this logo's (`lettering/{id}/…`) or the mark the current
 * version already uses (a demo mark, say), and it must be stored.
 */
async function checkMark(
  deps: LetteringDeps,
  id: number,
  layout: LetteringLayout,
  current?: repo.LetteringRow,
) {
  const key = layout.mark?.key;
  if (!key) return;
  const ours = key.startsWith(`lettering/${id}/`) || key === current?.mark_key;
  const typeMatches = key.endsWith(layout.mark!.type === 'image/png' ? '.png' : '.svg');
  if (!ours || !typeMatches || !(await deps.storage.exists(key))) {
    throw validationFailed({ 'mark.key': [msg('lettering_mark_key')] });
  }
}

/** Writes the next version under the logo's row lock, with its change-log entry. */
async function writeVersion(
  tx: InTx,
  ctx: RequestContext,
  id: number,
  layout: LetteringLayout,
  old?: number,
) {
  const version = await repo.insertVersion(tx.tx, {
    logoId: id,
    layout,
    markKey: layout.mark?.key ?? null,
    userId: ctx.actor?.id ?? null,
  });
  await recordChanges(tx, [
    {
      logoId: id,
      userId: ctx.actor?.id ?? null,
      field: 'lettering',
      oldValue: old ?? null,
      newValue: version,
    },
  ]);
  await touchLogo(tx, id);
  return version;
}

/** PUT /api/logo/{id}/lettering: a new version of the layout (the body passed its contract). */
export async function saveLettering(
  deps: LetteringDeps,
  ctx: RequestContext,
  id: number,
  layout: LetteringLayout,
): Promise<StaffLettering> {
  await reach(deps.db, ctx, id);
  await checkMark(deps, id, layout, await repo.currentLettering(deps.db, id));
  const row = await inTransaction(deps.db, ctx, async (tx) => {
    await reach(tx.tx, ctx, id, true);
    const current = await repo.currentLettering(tx.tx, id);
    // The mark rule again under the lock: the current version may have moved since.
    await checkMark(deps, id, layout, current);
    await writeVersion(tx, ctx, id, layout, current ? Number(current.version) : undefined);
    return repo.currentLettering(tx.tx, id);
  });
  return view(deps, id, row);
}

/**
 * POST /api/logo/{id}/lettering/mark: checks and stores the mark; when the logo has a layout, a
 * new version takes the mark (keeping the old mark's box). The file stays even when no layout
 * takes it yet: the editor names it in the layout it saves.
 */
export async function uploadMark(
  deps: LetteringDeps,
  ctx: RequestContext,
  id: number,
  file: Buffer | undefined,
): Promise<{
  mark: { key: string; type: IntakenMark['type']; width: number; height: number; url: string };
  lettering: StaffLettering;
}> {
  await reach(deps.db, ctx, id);
  const mark = await intakeMark(file);
  const key = markKeyFor(id, mark);
  if (!(await deps.storage.exists(key))) await deps.storage.put(key, mark.data);
  const row = await inTransaction(deps.db, ctx, async (tx) => {
    await reach(tx.tx, ctx, id, true);
    const current = await repo.currentLettering(tx.tx, id);
    if (!current) return undefined;
    const layout = letteringLayout.parse(current.layout);
    const box = layout.mark?.box ?? { x: 0, y: 0, w: layout.canvas.width, h: layout.canvas.height };
    await writeVersion(
      tx,
      ctx,
      id,
      { ...layout, mark: { key, type: mark.type, box } },
      Number(current.version),
    );
    return repo.currentLettering(tx.tx, id);
  });
  const url = (await markHrefOf(deps.storage, { key, type: mark.type })) ?? '';
  return {
    mark: { key, type: mark.type, width: mark.width, height: mark.height, url },
    lettering: await view(deps, id, row),
  };
}
