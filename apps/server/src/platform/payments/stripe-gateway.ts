import type Stripe from 'stripe';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import * as events from './payment-events.repository.ts';
import {
  type GatewayCurrency,
  type GatewayLifecycle,
  type IntentListener,
  IntentListeners,
  type IntentStatus,
  type PaymentGateway,
  type PaymentIntent,
} from './types.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: https://api.stripe.com, or a local fake Stripe server in tests. */
  apiUrl: string;
}

const STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

/**
 * We capture automatically, so requires_capture is only a moment between processing and
 * succeeded. A status newer than this SDK is treated as still under way (never as paid).
 */
function statusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  return STATUSES.includes(status) ? (status as IntentStatus) : 'processing';
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency.toUpperCase() as GatewayCurrency,
    status: statusOf(pi.status),
    metadata: { ...(pi.metadata ?? {}) },
    lastError: pi.last_payment_error?.message ?? null,
  };
}

/** The SDK's error, or null. The SDK is loaded by then: only its own calls throw what is checked. */
const stripeError = (sdk: typeof Stripe, err: unknown) =>
  err instanceof sdk.errors.StripeError ? err : null;

/**
 * Stripe through its official SDK. Amounts are minor units, as Stripe's own (JPY, VND zero-decimal).
 * The SDK (about 10 MB) is imported by `start()` (the app's onReady), not when this module loads,
 * so a shop on the test gateway never holds it (ADR 0055).
 */
export class StripeGateway implements PaymentGateway, GatewayLifecycle {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private client: Promise<{ sdk: typeof Stripe; stripe: Stripe }> | undefined;
  private readonly webhookSecret: string;
  private readonly listeners: IntentListeners;

  constructor(
    private readonly settings: StripeSettings,
    private readonly db: Db,
    private readonly log: Log,
  ) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.listeners = new IntentListeners(log);
  }

  /** The SDK and its client, made once; a failed import is not kept, so the next call tries again. */
  private sdk(): Promise<{ sdk: typeof Stripe; stripe: Stripe }> {
    this.client ??= import('stripe').then(
      ({ default: sdk }) => {
        const url = new URL(this.settings.apiUrl);
        const protocol = url.protocol === 'http:' ? 'http' : 'https';
        const stripe = new sdk(this.settings.secretKey, {
          host: url.hostname,
          port: url.port || (protocol === 'http' ? 80 : 443),
          protocol,
          // Retries resend the same idempotency key, so a retried create never makes a second intent.
          maxNetworkRetries: 2,
          timeout: 15_000,
          telemetry: false,
        });
        return { sdk, stripe };
      },
      (error: unknown) => {
        this.client = undefined;
        throw error;
      },
    );
    return this.client;
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
    const { stripe } = await this.sdk();
    const pi = await stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const { sdk, stripe } = await this.sdk();
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (stripeError(sdk, err)?.statusCode === 404) return null;
      throw err;
    }
  }

  async cancelIntent(id: string): Promise<void> {
    const { sdk, stripe } = await this.sdk();
    try {
      await stripe.paymentIntents.cancel(id);
    } catch (err) {
      const e = stripeError(sdk, err);
      // Already succeeded, canceled or processing, or unknown: nothing left to cancel.
      if (e?.code === 'payment_intent_unexpected_state' || e?.statusCode === 404) return;
      throw err;
    }
  }

  async refund(id: string): Promise<void> {
    const { sdk, stripe } = await this.sdk();
    try {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `logoya-refund-${id}` });
    } catch (err) {
      if (stripeError(sdk, err)?.code === 'charge_already_refunded') return;
      throw err;
    }
  }

  /** Verifies the Stripe-Signature header over the raw body; 400 when missing or wrong. */
  async parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<Stripe.Event> {
    if (!signatureHeader) throw new AppError(400, 'Missing Stripe-Signature header.');
    const { stripe } = await this.sdk();
    try {
      return stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw new AppError(400, 'Invalid webhook signature.');
    }
  }

  /**
   * A verified webhook: recorded once by event id, so a replay changes nothing. For
   * payment_intent.* events the listeners get the intent id only; they re-read the intent from
   * Stripe, so an event arriving late or out of order cannot roll a newer state back. When a
   * listener fails, the record is dropped and the call fails, so that Stripe delivers it again.
   */
  async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<{ duplicate: boolean }> {
    const event = await this.parseWebhook(rawBody, signatureHeader);
    const object = event.data.object as { id?: unknown };
    const intentId =
      event.type.startsWith('payment_intent.') && typeof object.id === 'string' ? object.id : null;
    const fresh = await events.recordEvent(this.db, {
      id: event.id,
      type: event.type,
      paymentIntentId: intentId,
    });
    if (!fresh) return { duplicate: true };
    this.log.info({ eventId: event.id, type: event.type, intentId }, 'stripe webhook');
    if (intentId && !(await this.listeners.notify(intentId))) {
      await events.forgetEvent(this.db, event.id);
      throw new AppError(503, 'The event could not be processed; it will be delivered again.');
    }
    return { duplicate: false };
  }

  /** Loads the SDK as the app gets ready, so the first payment does not wait for it. */
  async start(): Promise<void> {
    await this.sdk();
  }

  async close(): Promise<void> {}
}
