import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Captcha } from '../../platform/captcha/captcha.ts';
import type { Db } from '../../platform/db/db.ts';
import { databaseLimiter, type Limiter } from '../../platform/limits/limits.ts';
import { createMailQueue, type Mailer, type MailQueue } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** What the account services need; built once in the routes plugin. */
export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  storage: Storage;
  secret: string;
  config: Config;
  /** Where a mail that could not be sent is reported (see sendQuietly). */
  log: FastifyBaseLogger;
  /**
   * Counted limits: the app's one limiter (Redis with REDIS_URL, else the database), given by
   * app.ts. A set-up that leaves it out gets the database's.
   */
  limiter?: Limiter;
  /**
   * Mails that leave after the answer (ADR 0081), given by app.ts, which waits for it on close.
   * A set-up that leaves it out gets one of its own.
   */
  mailQueue?: MailQueue;
}

export const limiterOf = (deps: AccountsDeps): Limiter => {
  deps.limiter ??= databaseLimiter(deps.db);
  return deps.limiter;
};

export const mailQueueOf = (deps: AccountsDeps): MailQueue => {
  deps.mailQueue ??= createMailQueue(deps);
  return deps.mailQueue;
};
