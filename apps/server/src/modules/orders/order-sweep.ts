import type { FastifyInstance } from 'fastify';
import { registerIntervalTask } from '../../platform/work/interval-task.ts';
import * as checkouts from './checkouts.repository.ts';
import type { OrdersDeps } from './deps.ts';
import * as orders from './orders.repository.ts';
import { releaseIfOpen, settleIntent } from './settle.service.ts';
import { expireUnpaidOrder } from './transfer.service.ts';

const BATCH = 100;

export interface SweepResult {
  settled: number;
  released: number;
  expiredOrders: number;
}

/**
 * One pass (ADR 0019): card checkouts whose hold ran out are settled if their intent succeeded
 * meanwhile (a webhook may have been lost), left alone while processing, and otherwise released
 * and their intent cancelled; unpaid QR orders past their time are cancelled and give their
 * logos back. Every step locks its row and re-checks it, so several instances may sweep at once.
 */
export async function sweepOrders(deps: OrdersDeps): Promise<SweepResult> {
  const result: SweepResult = { settled: 0, released: 0, expiredOrders: 0 };
  for (const c of await checkouts.expiredCardCheckouts(deps.db, BATCH)) {
    const intentId = c.payment_intent_id;
    const intent = intentId ? await deps.gateway.retrieveIntent(intentId).catch(() => undefined) : null;
    if (intent === undefined) continue; // the gateway did not answer: try again next time
    if (intent?.status === 'processing') continue;
    if (intent?.status === 'succeeded' && intentId) {
      await settleIntent(deps, intentId).catch((err) => deps.log.warn({ err, intentId }, 'settling failed'));
      result.settled++;
      continue;
    }
    if (await releaseIfOpen(deps, Number(c.id))) {
      result.released++;
      if (intentId) await deps.gateway.cancelIntent(intentId).catch(() => {});
    }
  }
  for (const { id } of await orders.expiredUnpaid(deps.db, BATCH)) {
    if (await expireUnpaidOrder(deps, Number(id))) result.expiredOrders++;
  }
  return result;
}

/** Runs the sweep every ORDER_SWEEP_INTERVAL_MS (0 turns it off), like the keep sweep. */
export function registerOrderSweep(app: FastifyInstance, deps: OrdersDeps, intervalMs: number): void {
  registerIntervalTask(app, {
    name: 'order sweep',
    intervalMs,
    run: () => sweepOrders(deps),
    report: (result) => {
      const r = result as SweepResult;
      return r.settled + r.released + r.expiredOrders > 0 ? r : undefined;
    },
  });
}
