import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { Db } from '../../platform/db.ts';
import { databaseLimiter, type Limiter } from '../../platform/limits.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Storage } from '../../platform/storage.ts';

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
}

export const limiterOf = (deps: AccountsDeps): Limiter => {
  deps.limiter ??= databaseLimiter(deps.db);
  return deps.limiter;
};
