import { LOGO_STATE, msg } from '@logoya/core';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type InTx, inTransaction } from '../../platform/transaction.ts';
import { recordChanges } from '../changelog/index.ts';
import { lockForSale, type SaleLogo } from './sale.service.ts';
import { setStates } from './staff-logos.repository.ts';
import type { StaffLogosDeps } from './staff-scope.ts';

/**
 * State changes by hand (SPEC §4: the admin changes it from the card). The logo rows are locked
 * the way every sale locks them (lockForSale: row locks in id order, then the holds are read), so
 * a change and a checkout on the same logo queue: whichever comes second sees the first's result.
 * A sold logo (8) or one a checkout holds cannot change; 8 itself comes from orders only.
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
  await setStates(
    tx.tx,
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
    return (await applyStates(tx, [logo!], body.state)).length > 0;
  });
  if (changed) deps.clearCache();
  return { logo_id: id, state: body.state, changed };
}

/**
 * POST /api/logo/update-state (admin): every logo or none. When any cannot change, the answer is
 * 409 and names each of them under `logo_ids.{id}`.
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
