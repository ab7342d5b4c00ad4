import type { Config } from '../../config.ts';
import type { Db } from '../db/db.ts';
import { StripeGateway } from './stripe-gateway.ts';
import { TestGateway } from './test-gateway.ts';
import type { GatewayLifecycle, PaymentGateway } from './types.ts';

export { StripeGateway } from './stripe-gateway.ts';
export { TEST_CARDS, TestGateway } from './test-gateway.ts';
export type * from './types.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set (the
 * config refuses some without the others), otherwise the built-in test gateway.
 */
export function createPaymentGateway(
  config: Pick<
    Config,
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_URL'
    | 'TEST_GATEWAY_PROCESSING_MS'
  >,
  db: Db,
  log: Log,
): PaymentGateway & GatewayLifecycle {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripeGateway(
      {
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      },
      db,
      log,
    );
  }
  return new TestGateway(db, log, config.TEST_GATEWAY_PROCESSING_MS);
}
