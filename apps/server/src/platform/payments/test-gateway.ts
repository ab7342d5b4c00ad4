import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import { CARD_MESSAGES, type CardInput, checkCard } from './test-cards.ts';
import * as repo from './test-gateway.repository.ts';
import {
  type GatewayCurrency,
  type GatewayLifecycle,
  type IntentListener,
  IntentListeners,
  type IntentStatus,
  type PaymentGateway,
  type PaymentIntent,
} from './types.ts';

export { TEST_CARDS } from './test-cards.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const CURRENCIES: readonly string[] = ['USD', 'JPY', 'VND'];
/** Metadata key of the refund time; kept out of the intent's metadata. */
const REFUNDED_KEY = '__test_gateway_refunded_at';
/** Processing intents resumed at start; more than this many at once is not a test any more. */
const RESUME_LIMIT = 1000;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function toIntent(row: repo.IntentRow): PaymentIntent {
  const { [REFUNDED_KEY]: _refunded, ...metadata } = row.metadata as Record<string, string>;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: Number(row.amount),
    currency: row.currency.trim() as GatewayCurrency,
    status: row.status as IntentStatus,
    metadata,
    lastError: row.lastError,
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in gateway (default, offline), behaving like Stripe's test mode. Its intents live in
 * the database, so several instances and restarts agree. A card number is checked in memory and
 * forgotten: only its last four digits are stored or logged.
 */
export class TestGateway implements PaymentGateway, GatewayLifecycle {
  readonly kind = 'test' as const;
  readonly publishableKey = null;
  private readonly listeners: IntentListeners;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly processingMs: number,
  ) {
    this.listeners = new IntentListeners(log);
  }

  onIntentChanged(listener: IntentListener): void {
    this.listeners.add(listener);
  }

  async createIntent(input: {
    amount: number;
    currency: GatewayCurrency;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent> {
    if (!Number.isSafeInteger(input.amount) || input.amount < 1)
      throw new Error('amount must be a positive integer');
    if (!CURRENCIES.includes(input.currency)) throw new Error(`unsupported currency ${input.currency}`);
    const id = `pi_test_${token(12)}`;
    const row =
      (await repo.insertIntent(this.db, {
        id,
        clientSecret: `${id}_secret_${token(12)}`,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        metadata: input.metadata,
      })) ?? (await repo.findByIdempotencyKey(this.db, input.idempotencyKey));
    if (!row) throw new Error('payment intent could not be created');
    if (Number(row.amount) !== input.amount || row.currency.trim() !== input.currency) {
      // As Stripe: a key is bound to the parameters it was first used with.
      throw new Error('Keys for idempotent requests can only be used with the same parameters.');
    }
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const row = await repo.findById(this.db, id);
    if (!row) return null;
    if (row.status === 'processing' && row.succeedsAt && row.succeedsAt.getTime() <= Date.now()) {
      // Settled lazily when due; of several readers one updates and the others re-read.
      const settled = (await repo.settleIfDue(this.db, id, new Date())) ?? (await repo.findById(this.db, id));
      return settled ? toIntent(settled) : null;
    }
    return toIntent(row);
  }

  async cancelIntent(id: string): Promise<void> {
    await repo.cancelIfOpen(this.db, id);
  }

  async refund(id: string): Promise<void> {
    if (await repo.markRefunded(this.db, id, REFUNDED_KEY)) return;
    const row = await repo.findById(this.db, id);
    if (!row) throw new AppError(404, 'No such payment intent.');
    if (row.status !== 'succeeded') throw new AppError(409, 'Only a succeeded payment can be refunded.');
    // Already refunded: a second full refund changes nothing.
  }

  /** When the intent was refunded (tests and support look-ups), or null. */
  async refundedAt(id: string): Promise<string | null> {
    const row = await repo.findById(this.db, id);
    return (row?.metadata as Record<string, string> | undefined)?.[REFUNDED_KEY] ?? null;
  }

  /**
   * What Stripe.js does in the browser: confirms the intent with its client secret and a card.
   * 404 for an unknown intent or a wrong secret, 422 for an invalid card, 409 when the intent can
   * no longer be confirmed. `admit` sees the intent once the secret is proven and before the card
   * is applied; it throws to refuse (the per-member limit), or grants an attempt that is given
   * back when the card pays: only cards that fail count, as card testing is many failing cards.
   * Listeners are told before this returns.
   */
  async confirm(
    id: string,
    clientSecret: string,
    card: CardInput,
    admit?: (intent: PaymentIntent) => Promise<{ release(): Promise<void> } | undefined>,
  ): Promise<PaymentIntent> {
    const checked = checkCard(card);
    if ('errors' in checked) throw validationFailed(checked.errors);
    const row = await repo.findById(this.db, id);
    if (!row || !sameSecret(clientSecret, row.clientSecret))
      throw new AppError(404, 'No such payment intent.');
    const grant = await admit?.(toIntent(row));
    const outcome =
      checked.outcome === 'succeeded'
        ? { status: 'succeeded', lastError: null, succeedsAt: null }
        : checked.outcome === 'processing'
          ? { status: 'processing', lastError: null, succeedsAt: new Date(Date.now() + this.processingMs) }
          : { status: 'requires_payment_method', lastError: CARD_MESSAGES.declined, succeedsAt: null };
    const updated = await repo.applyConfirm(this.db, id, { ...outcome, last4: checked.last4 });
    if (!updated) {
      const now = (await repo.findById(this.db, id))?.status ?? row.status;
      throw new AppError(409, `You cannot confirm this PaymentIntent because it has a status of ${now}.`);
    }
    if (updated.status !== 'requires_payment_method') await grant?.release();
    this.log.info({ intentId: id, status: updated.status, last4: checked.last4 }, 'test gateway confirm');
    if (updated.status === 'processing' && updated.succeedsAt) this.schedule(id, updated.succeedsAt);
    await this.listeners.notify(id);
    return toIntent(updated);
  }

  /** Resumes the timers of intents left processing by a stop or another instance. */
  async start(): Promise<void> {
    for (const { id, succeedsAt } of await repo.listProcessing(this.db, RESUME_LIMIT)) {
      this.schedule(id, succeedsAt ?? new Date());
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Settles a processing intent when due and tells the listeners, so no browser is needed. */
  private schedule(id: string, at: Date): void {
    if (this.closed || this.timers.has(id)) return;
    // Node may fire a timer a millisecond early; the margin keeps the settle from finding it not due.
    const delay = Math.max(0, at.getTime() - Date.now()) + 5;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      if (this.closed) return;
      this.retrieveIntent(id)
        .then(async (intent) => {
          if (this.closed || !intent) return;
          if (intent.status === 'processing') return this.schedule(id, new Date(Date.now() + 20));
          await this.listeners.notify(id);
        })
        .catch((err) => this.log.warn({ err, intentId: id }, 'test gateway could not settle an intent'));
    }, delay);
    timer.unref();
    this.timers.set(id, timer);
  }
}
