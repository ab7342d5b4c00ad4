/** The payments platform: one interface, an embedded test gateway and Stripe (ARCHITECTURE, card payments). */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type GatewayCurrency = 'USD' | 'JPY' | 'VND';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** In the currency's minor units: USD cents, JPY yen, VND dong (Stripe's own convention). */
  amount: number;
  currency: GatewayCurrency;
  status: IntentStatus;
  metadata: Record<string, string>;
  lastError: string | null;
}

export interface PaymentGateway {
  kind: 'test' | 'stripe';
  /** null for the test gateway */
  publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: GatewayCurrency;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** null when unknown */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** best effort; no error when already final */
  cancelIntent(id: string): Promise<void>;
  /** full refund of a succeeded intent */
  refund(id: string): Promise<void>;
  /**
   * Listeners are told an intent's status may have changed (after a test-gateway confirm /
   * processing settle, or a verified Stripe webhook). They must re-read the intent with
   * retrieveIntent rather than trust whatever caused the call: that is what makes duplicate and
   * out-of-order notifications harmless.
   */
  onIntentChanged(listener: (intentId: string) => Promise<void>): void;
}

/** What the app needs besides the interface: start background work once ready, stop it on close. */
export interface GatewayLifecycle {
  start(): Promise<void>;
  close(): Promise<void>;
}

export type IntentListener = (intentId: string) => Promise<void>;

/** The listeners of one gateway. `notify` reports whether every listener finished without throwing. */
export class IntentListeners {
  private readonly listeners: IntentListener[] = [];

  constructor(private readonly log: { warn(obj: object, msg: string): void }) {}

  add(listener: IntentListener): void {
    this.listeners.push(listener);
  }

  async notify(intentId: string): Promise<boolean> {
    let ok = true;
    for (const listener of this.listeners) {
      try {
        await listener(intentId);
      } catch (err) {
        ok = false;
        this.log.warn({ err, intentId }, 'payment intent listener failed');
      }
    }
    return ok;
  }
}
