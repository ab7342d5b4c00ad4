import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Limiter } from '../../platform/limits/limits.ts';
import type { Mailer } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** What the return mails need (issue 26); built once in app.ts. */
export interface ReturnMailsDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  /** The app's secret: it signs the unsubscribe links. */
  secret: string;
  config: Config;
  log: FastifyBaseLogger;
  limiter: Limiter;
}
