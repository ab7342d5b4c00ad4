import { LOGO_STATE, msg } from '@logoya/core';
import type { Db } from '../../../platform/db/db.ts';
import { dbOf, type InTx, inTransaction } from '../../../platform/db/transaction.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError, type FieldErrors } from '../../../platform/http/errors.ts';
import { type ChangeEntry, recordChanges } from '../../changelog/index.ts';
import * as logos from '../../logos/index.ts';
import { lockForSale } from '../../sale/index.ts';
import { imagesOf, keyInUse } from '../logo-images.repository.ts';
import { publishRefusals } from '../publishing.ts';
import { findLogo, type LogoFieldsRow } from '../staff-logos.repository.ts';
import { reachLogo, reindex, type StaffLogosDeps } from '../staff-scope.ts';
import { designerByEmail } from './logo-csv.repository.ts';
import { applyImages, type ImageWrite, prepareImages } from './logo-csv-images.ts';
import { applyKeywords, applyLinks } from './logo-csv-links.ts';
import { type BasicColumn, type LogoCsvRow, type ReferenceMaps, resolveGroups } from './logo-csv-rows.ts';
import type { ImageZip } from './logo-csv-zip.ts';

/**
 * One import row, written as the editor writes (ADR: catalogue CSV): its own transaction with
 * the logo locked, its change-log rows and its search-index refresh. Everything the row names is
 * checked first; a row with any problem throws a RowError and writes nothing, its image files
 * included. A dry run does the same work and rolls it back, storing no file.
 */

export class RowError extends Error {
  constructor(public readonly errors: FieldErrors) {
    super('The row was refused.');
  }
}

/** What an import keeps while it runs (one request's, never shared between requests). */
export interface ImportRun {
  refs: ReferenceMaps;
  zip: ImageZip | undefined;
  dryRun: boolean;
  /** Designer ids by lower-cased e-mail, looked up once per import. */
  designers: Map<string, number | undefined>;
}

export type RowOutcome = 'created' | 'updated' | 'unchanged';

class DryRunDone extends Error {
  constructor(public readonly outcome: RowOutcome) {
    super('dry run');
  }
}

const add = (errors: FieldErrors, field: string, message: string) => {
  errors[field] = [...new Set([...(errors[field] ?? []), message])];
};

async function designerOf(db: Db, run: ImportRun, email: string): Promise<number | undefined> {
  const key = email.toLowerCase();
  if (!run.designers.has(key)) run.designers.set(key, await designerByEmail(db, key));
  return run.designers.get(key);
}

/** Texts the row leaves blank where the logo has one: required, as in the editor. */
const erased = (row: LogoCsvRow, logo: Pick<LogoFieldsRow, BasicColumn>) =>
  (row.blank ?? []).filter((column) => (logo[column] ?? '').trim() !== '');

/** The checks that need no lock: names, designer, the logo's existence, and the zip images. */
async function precheck(deps: StaffLogosDeps, ctx: RequestContext, row: LogoCsvRow, run: ImportRun) {
  const db = dbOf(ctx, deps.db);
  const { ids, errors } = resolveGroups(row, run.refs);
  let designerId: number | null | undefined;
  if (row.designer_email) {
    designerId = await designerOf(db, run, row.designer_email);
    if (designerId === undefined) add(errors, 'designer_email', msg('logo_designer_unknown'));
  } else if (row.designer_email === null) designerId = null;
  let current: Awaited<ReturnType<typeof imagesOf>> = [];
  if (row.id !== null) {
    const logo = await findLogo(db, row.id);
    if (!logo) add(errors, 'id', msg('logo_not_found'));
    else {
      for (const column of erased(row, logo)) add(errors, column, msg('logo_value_required'));
      current = await imagesOf(db, row.id);
    }
  }
  if (row.state === LOGO_STATE.sold && row.id === null) add(errors, 'state', msg('logo_state_invalid'));
  const images = await prepareImages(row, current, run.zip, errors);
  if (Object.keys(errors).length) throw new RowError(errors);
  return { groupIds: ids, designerId, images };
}

/**
 * Who may set which state: 0, 2 or 7; a sold logo keeps 8; a logo a checkout holds keeps its state;
 * a logo goes on sale only when the publishing rule lets it (ADR 0086), so this runs after the
 * row's images are written.
 */
async function applyState(
  tx: InTx,
  id: number,
  from: number,
  to: number | undefined,
): Promise<ChangeEntry[]> {
  if (to === undefined || to === from) return [];
  const field = (message: string) => new RowError({ state: [message] });
  if (from === LOGO_STATE.sold) throw field(msg('logo_state_sold'));
  if (to === LOGO_STATE.sold) throw field(msg('logo_state_invalid'));
  // Locked as a sale locks it, so a state change and a checkout never both win.
  const logo = (await lockForSale(tx, [id])).get(id);
  if (logo?.hold) throw field(msg('logo_state_held'));
  const reasons = (await publishRefusals(tx.tx, [{ id, from }], to)).get(id);
  if (reasons) throw new RowError({ state: [msg('logo_not_publishable'), ...reasons] });
  await logos.setLogoStates(tx, [id], to);
  return [{ logoId: id, userId: tx.actor!.id, field: 'state', oldValue: from, newValue: to }];
}

const BASIC_FIELDS: [string, keyof logos.LogoWrite][] = [
  ['logo_name', 'name_ja'],
  ['logo_name_en', 'name_en'],
  ['logo_name_vn', 'name_vi'],
  ['logo_explain', 'explain'],
  ['logo_explain_en', 'explain_en'],
  ['logo_explain_vn', 'explain_vi'],
  ['logo_d_id', 'designer_ref'],
  ['designer_id', 'designer_id'],
];

type Before = { [K in keyof logos.LogoWrite]: logos.LogoWrite[K] | null };

function basicChanges(
  id: number,
  userId: number,
  before: Before | null,
  after: logos.LogoWrite,
): ChangeEntry[] {
  return BASIC_FIELDS.map(([field, key]) => ({
    logoId: id,
    userId,
    field,
    oldValue: before ? before[key] : null,
    newValue: after[key],
  })).filter((c) => c.oldValue !== c.newValue);
}

/**
 * The logo's own columns after the row: cells given replace, absent columns keep. A text an
 * existing logo lacks stays null, which the editor's write type does not foresee (hence the cast).
 */
function fieldsAfter(
  row: LogoCsvRow,
  before: Before | null,
  designerId: number | null | undefined,
): logos.LogoWrite {
  const keep = <T>(given: T | undefined, old: T | null | undefined) =>
    given !== undefined ? given : (old ?? null);
  return {
    name_ja: keep(row.name_ja, before?.name_ja),
    name_en: keep(row.name_en, before?.name_en),
    name_vi: keep(row.name_vi, before?.name_vi),
    explain: keep(row.explain, before?.explain),
    explain_en: keep(row.explain_en, before?.explain_en),
    explain_vi: keep(row.explain_vi, before?.explain_vi),
    designer_ref: keep(row.logo_d_id, before?.designer_ref),
    designer_id: keep(designerId, before?.designer_id),
  } as logos.LogoWrite;
}

async function writeInTx(
  tx: InTx,
  deps: StaffLogosDeps,
  row: LogoCsvRow,
  checked: Awaited<ReturnType<typeof precheck>>,
  run: ImportRun,
  write: ImageWrite,
): Promise<RowOutcome> {
  const userId = tx.actor!.id;
  const changes: ChangeEntry[] = [];
  let id: number;
  let outcome: RowOutcome;
  /** The state before the row's own state cell. */
  let from: number;
  if (row.id === null) {
    // A new logo is stopped and not yet published, as from the editor; its state cell may put it
    // on sale once its images are in.
    const after = fieldsAfter(row, null, checked.designerId);
    id = await logos.insertLogo(tx, after);
    from = LOGO_STATE.stopped;
    changes.push({ logoId: id, userId, field: 'state', oldValue: null, newValue: from });
    changes.push(...basicChanges(id, userId, null, after));
    outcome = 'created';
  } else {
    id = row.id;
    const logo = await reachLogo(tx, id).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404
        ? new RowError({ id: [msg('logo_not_found')] })
        : error;
    });
    const blanked = erased(row, logo);
    if (blanked.length)
      throw new RowError(Object.fromEntries(blanked.map((c) => [c, [msg('logo_value_required')]])));
    const before: Before = {
      name_ja: logo.name_ja,
      name_en: logo.name_en,
      name_vi: logo.name_vi,
      explain: logo.explain,
      explain_en: logo.explain_en,
      explain_vi: logo.explain_vi,
      designer_ref: logo.designer_ref,
      designer_id: logo.designer_id === null ? null : Number(logo.designer_id),
    };
    from = logo.state;
    const after = fieldsAfter(row, before, checked.designerId);
    const basics = basicChanges(id, userId, before, after);
    if (basics.length) await logos.updateLogo(tx, id, after);
    changes.push(...basics);
    outcome = 'updated';
  }
  changes.push(...(await applyLinks(tx, id, checked.groupIds)));
  changes.push(...(await applyKeywords(tx, id, row.keywords)));
  await applyImages(tx, deps, id, checked.images, { dryRun: run.dryRun, write });
  changes.push(...(await applyState(tx, id, from, row.state)));
  if (outcome === 'updated' && changes.length === 0 && !write.changed) outcome = 'unchanged';
  else {
    await recordChanges(tx, changes);
    if (outcome === 'updated') await logos.touchLogo(tx, id);
    await reindex(tx, id);
  }
  if (run.dryRun) throw new DryRunDone(outcome);
  return outcome;
}

/** Removes files no image row points at any more; only the logo's own folder is touched. */
async function removeFiles(deps: StaffLogosDeps, keys: readonly string[], unlessUsed: boolean) {
  for (const key of keys) {
    if (!key.startsWith('logos/') || (unlessUsed && (await keyInUse(deps.db, key)))) continue;
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'A logo image file of a CSV import could not be removed.');
    });
  }
}

/**
 * Writes one checked row. Throws a RowError (the row's problems, by column) when it is refused;
 * nothing of it stays then, no file either.
 */
export async function writeRow(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  row: LogoCsvRow,
  run: ImportRun,
): Promise<RowOutcome> {
  const checked = await precheck(deps, ctx, row, run);
  const write: ImageWrite = { stored: [], removed: [], changed: false };
  try {
    const outcome = await inTransaction(deps.db, ctx, (tx) => {
      // A retried transaction starts again from the same plan.
      Object.assign(write, { removed: [], changed: false });
      return writeInTx(tx, deps, row, checked, run, write);
    });
    // Files of an attempt that was retried are in no row: they go too.
    await removeFiles(deps, [...write.removed, ...write.stored], true);
    return outcome;
  } catch (error) {
    await removeFiles(deps, write.stored, false);
    if (error instanceof DryRunDone) return error.outcome;
    if (error instanceof AppError && error.statusCode < 500 && error.errors) throw new RowError(error.errors);
    throw error;
  }
}
