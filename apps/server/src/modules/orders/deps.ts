import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MicroCache } from '../../platform/micro-cache.ts';
import type { PaymentGateway } from '../../platform/payments/types.ts';
import type { Storage } from '../../platform/storage.ts';

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
}
