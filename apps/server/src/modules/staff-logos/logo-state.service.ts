import { LOGO_STATE, msg } from '@logoya/core';
import { type InTx, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { recordChanges } from '../changelog/index.ts';
import { setLogoStates } from '../logos/index.ts';
import { lockForSale, type SaleLogo } from '../sale/index.ts';
import { notPublishable, publishRefusals } from './publishing.ts';
import type { StaffLogosDeps } from './staff-scope.ts';

/**
 * State changes by hand (SPEC §4: the admin changes it from the card). The logo rows are locked
 * the way every sale locks them (lockForSale: row locks in id order, then the holds are read), so
 * a change and a checkout on the same logo queue: whichever comes second sees the first's result.
 * A sold logo (8) or one a checkout holds cannot change; 8 itself comes from orders only. A logo
 * goes on sale (0 or 2 from 7) only when the publishing rule lets it (ADR 0086): 422 otherwise.
 */

/** Why a logo cannot take a new state by hand (404 or 409, and the message), or null. */
function refusal(logo: SaleLogo | undefined): { status: 404 | 409; message: string } | null {
  if (!logo || logo.state === LOGO_STATE.deleted) return { status: 404, message: msg('logo_not_found') };
  if (logo.state === LOGO_STATE.sold) return { status: 409, message: msg('logo_state_sold') };
  if (logo.hold) return { status: 409, message: msg('logo_state_held') };
  return null;
}

async function applyStates(tx: InTx, logos: SaleLogo[], state: number) {
  const changing = logos.filter((l) => l.state !== state);
  await setLogoStates(
    tx,
    changing.map((l) => l.id),
    state,
  );
  await recordChanges(
    tx,
    changing.map((l) => ({
      logoId: l.id,
      userId: tx.actor!.id,
      field: 'state',
      oldValue: l.state,
      newValue: state,
    })),
  );
  return changing.map((l) => l.id);
}

/** POST /api/logo/{id}/update-state (admin). */
export async function changeLogoState(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  id: number,
  body: { logoId?: number | undefined; state: number },
) {
  if (body.logoId !== undefined && body.logoId !== id) {
    throw new AppError(422, msg('logo_id_mismatch'), { logoId: [msg('logo_id_mismatch')] });
  }
  const changed = await inTransaction(deps.db, ctx, async (tx) => {
    const logo = (await lockForSale(tx, [id])).get(id);
    const why = refusal(logo);
    if (why?.status === 404) throw notFound(why.message);
    if (why) throw new AppError(409, why.message, { state: [why.message] });
    const reasons = (await publishRefusals(tx.tx, [{ id, from: logo!.state }], body.state)).get(id);
    if (reasons) {
      const refused = notPublishable(reasons);
      throw new AppError(422, refused.message, refused.errors);
    }
    return (await applyStates(tx, [logo!], body.state)).length > 0;
  });
  if (changed) deps.clearCache();
  return { logo_id: id, state: body.state, changed };
}

/**
 * POST /api/logo/update-state (admin): every logo or none. When any cannot change (sold, held, or
 * not publishable yet), the answer is 409 and names each of them under `logo_ids.{id}`.
 */
export async function changeLogoStates(
  deps: StaffLogosDeps,
  ctx: RequestContext,
  body: { logo_ids: number[]; state: number },
) {
  const changed = await inTransaction(deps.db, ctx, async (tx) => {
    const found = await lockForSale(tx, body.logo_ids);
    const problems: Record<string, string[]> = {};
    for (const id of body.logo_ids) {
      const why = refusal(found.get(id));
      if (why) problems[`logo_ids.${id}`] = [why.message];
    }
    const movable = body.logo_ids.filter((id) => !problems[`logo_ids.${id}`]);
    const refusals = await publishRefusals(
      tx.tx,
      movable.map((id) => ({ id, from: found.get(id)!.state })),
      body.state,
    );
    for (const [id, reasons] of refusals) {
      problems[`logo_ids.${id}`] = [msg('logo_not_publishable'), ...reasons];
    }
    if (Object.keys(problems).length > 0) throw new AppError(409, msg('logo_bulk_failed'), problems);
    return applyStates(
      tx,
      body.logo_ids.map((id) => found.get(id)!),
      body.state,
    );
  });
  if (changed.length > 0) deps.clearCache();
  const moved = new Set(changed);
  return {
    changed: [...moved].sort((a, b) => a - b),
    unchanged: body.logo_ids.filter((id) => !moved.has(id)).sort((a, b) => a - b),
  };
}
