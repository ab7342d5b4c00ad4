import type { Config } from '../../config.ts';
import type { Captcha } from '../../platform/captcha.ts';
import type { Db } from '../../platform/db.ts';
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
}
