import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Limiter } from '../../platform/limits/limits.ts';
import type { Mailer } from '../../platform/mail/mail.ts';
import type { PaymentGateway } from '../../platform/payments/types.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { BackgroundWork } from '../../platform/work/background.ts';
import type { KitRunner } from '../kits/index.ts';
import type { LetteringPictures } from '../lettering/index.ts';
import type { Invoices } from './invoice/invoices.ts';

/** What the checkout and order services need; built once when the orders module registers. */
export interface OrdersDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  storage: Storage;
  config: Config;
  /** Holds and sales change what visitors' cards show (ADR 0009). */
  catalogCache: MicroCache;
  log: FastifyBaseLogger;
  /** Signs download links. */
  secret: string;
  /** The app's counted limits (receipts per member). */
  limiter: Limiter;
  /** Invoice PDFs: rendered in worker threads, cached (ADR 0078). */
  invoices: Invoices;
  /** Orders' named pictures, drawn from their pinned lettering versions and kept (ADR 0102). */
  pictures: LetteringPictures;
  /** The brand kit builder, woken after a payment (ADR 0106). */
  kits: Pick<KitRunner, 'wake' | 'onReady'>;
  /** Work after a commit that the request does not wait for (certificates, ADR 0113). */
  background: BackgroundWork;
}
