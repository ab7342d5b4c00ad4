import type { FastifyInstance } from 'fastify';
import { createPaymentGateway } from '../../platform/payments/index.ts';
import type { PaymentGateway } from '../../platform/payments/types.ts';

export { paymentsRoutes } from './payments.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card gateway chosen by configuration: the built-in test gateway or Stripe. */
    payments: PaymentGateway;
  }
}

/**
 * Chooses the gateway from the configuration and decorates `app.payments` with it. Call before
 * registering the orders module (which listens to it) and before `paymentsRoutes`. The test
 * gateway resumes the timers of processing intents once the app is ready and stops them on close.
 */
export function registerPayments(app: FastifyInstance): PaymentGateway {
  const gateway = createPaymentGateway(app.config, app.database.db, app.log);
  app.decorate('payments', gateway);
  app.addHook('onReady', () => gateway.start());
  app.addHook('onClose', () => gateway.close());
  return gateway;
}
