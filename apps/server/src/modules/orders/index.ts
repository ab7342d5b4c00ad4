import type { FastifyInstance } from 'fastify';
import { backgroundWork } from '../../platform/work/background.ts';
import { letteringPictures } from '../lettering/index.ts';
import { certificateRoutes } from './certificate/certificate.routes.ts';
import { issueLineCertificate } from './certificate/certificate.service.ts';
import { zipDelivery } from './delivery.service.ts';
import type { OrdersDeps } from './deps.ts';
import { createInvoices } from './invoice/invoices.ts';
import { orderKitRoutes } from './order-kit.routes.ts';
import { orderPictureRoutes } from './order-picture.routes.ts';
import { registerOrderSweep } from './order-sweep.ts';
import { ordersRoutes } from './orders.routes.ts';
import { queueEarlierKits } from './payment-done.ts';
import { settleIntent } from './settle.service.ts';
import { staffOrdersRoutes } from './staff-orders.routes.ts';

export type { ZipDelivery } from './delivery.service.ts';
export { sweepOrders } from './order-sweep.ts';
export { queueEarlierKits } from './payment-done.ts';
export type { OrdersDeps };

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders module's dependencies (the sweep and tests reach the services through them). */
    ordersDeps: OrdersDeps;
    /** What a stored delivery zip does to orders: delivers their lines, mails the buyers (ADR 0104). */
    zipDelivery: ReturnType<typeof zipDelivery>;
  }
}

/**
 * The orders module: the buyer's and staff's calls, the gateway listener that settles a payment
 * the moment the gateway reports it, and the sweep of expired holds and unpaid orders.
 */
export async function registerOrders(app: FastifyInstance, secret: string): Promise<OrdersDeps> {
  const deps: OrdersDeps = {
    db: app.database.db,
    gateway: app.payments,
    mailer: app.mailer,
    storage: app.storage,
    config: app.config,
    catalogCache: app.catalogCache,
    log: app.log,
    secret,
    limiter: app.limiter,
    invoices: createInvoices({
      workers: app.config.INVOICE_RENDER_WORKERS,
      maxWaiting: app.config.INVOICE_RENDER_QUEUE,
      cacheBytes: app.config.INVOICE_CACHE_MB * 1024 * 1024,
      log: app.log,
    }),
    pictures: letteringPictures({
      db: app.database.db,
      storage: app.storage,
      cacheSize: app.config.LETTERING_PREVIEW_CACHE_SIZE,
    }),
    kits: app.kits,
    background: backgroundWork(app.log),
  };
  // Certificates under way finish before the database closes.
  app.addHook('onClose', () => deps.background.idle());
  app.addHook('onClose', () => deps.invoices.close());
  app.decorate('ordersDeps', deps);
  app.decorate('zipDelivery', zipDelivery(deps));
  // A kit ready after payment: the line's certificate gets a version with the kit's hash (ADR 0108).
  deps.kits.onReady((orderLogoId) => issueLineCertificate(deps, orderLogoId));
  deps.gateway.onIntentChanged(async (intentId) => {
    await settleIntent(deps, intentId).catch((err) =>
      app.log.info({ err, intentId }, 'intent change not settled'),
    );
  });
  await app.register(ordersRoutes(deps), { prefix: '/api' });
  await app.register(staffOrdersRoutes(deps), { prefix: '/api' });
  await app.register(orderPictureRoutes(deps), { prefix: '/api' });
  await app.register(certificateRoutes(deps), { prefix: '/api' });
  await app.register(orderKitRoutes(deps), { prefix: '/api' });
  registerOrderSweep(app, deps, app.config.ORDER_SWEEP_INTERVAL_MS);
  // Lines paid before kits existed get theirs queued before the server answers (a walk of the paid
  // orders, 200 at a time); the builder makes them in the background (ADR 0106).
  app.addHook('onReady', async () => {
    await queueEarlierKits(deps).catch((err) => app.log.error({ err }, 'earlier kits not queued'));
  });
  return deps;
}
