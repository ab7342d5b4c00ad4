import path from 'node:path';
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from '@logoya/core';
import { z } from 'zod';
import { bankNameProblem, buyingSettings, vietQrBankName } from './config-buying.ts';
import { url, wholeNumber } from './config-fields.ts';
import { sellerSettings } from './config-seller.ts';
import { listenUrl } from './config-warnings.ts';
import { demoSettingLines } from './platform/start/demo-mode.ts';

const port = z
  .string()
  .trim()
  .regex(/^\d+$/, { message: 'must be a whole number between 1 and 65535' })
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'));

/**
 * Every setting, with its embedded default. `.env.example` documents each one; keep the two in
 * step. Values come from the environment only.
 */
const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be empty (embedded PGlite), memory:// or a postgres:// URL',
    })
    .default(''),
  DATABASE_POOL_MAX: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .default(10),
  /**
   * PostgreSQL connections per instance for statements that keep one generic plan (ADR 0070), on
   * top of DATABASE_POOL_MAX; unset: half of it, rounded up; 0: none, every statement planned per run.
   */
  DATABASE_GENERIC_POOL_MAX: wholeNumber('connections', { max: 200 }).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber('milliseconds', { min: 100, max: 60_000 }).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber('milliseconds', { min: 100, max: 600_000 }).default(10000),
  DATA_DIR_LOCK_WAIT_MS: wholeNumber('milliseconds', { max: 600_000 }).default(10000),
  /** Empty: the address the server listens on (see `listenUrl`); production should set it. */
  PUBLIC_URL: url('an absolute URL such as https://shop.example.com').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  ADMIN_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { message: 'must be a lower-case URL segment such as admin' })
    .refine((v) => !['en', 'ja', 'vi', 'api', 'files', 'assets'].includes(v), {
      message: 'must not clash with a shop path',
    })
    .default('admin'),
  SEED_DEMO: z
    .enum(['auto', 'always', 'never'], { message: 'must be auto, always or never' })
    .default('auto'),
  /**
   * `live` refuses to start while a payment, invoice or seller setting is at its demo value
   * (platform/start/demo-mode.ts, ADR 0079); `demo`, the default, runs the one-command demo and says so.
   */
  SHOP_MODE: z.enum(['demo', 'live'], { message: 'must be demo or live' }).default('demo'),
  /** The zone every date and time for people is written in: mails, invoices, pages (ADR 0089). */
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Tokyo or Asia/Ho_Chi_Minh')
    .default(DEFAULT_SHOP_TIME_ZONE),
  WEB_DIST_DIR: z.string().trim().default(''),
  CATALOG_CACHE_TTL_MS: wholeNumber('milliseconds', { max: 60000 }).default(2000),
  /** Free-text queries whose entries each instance keeps (ADR 0069); 0: looked up every time. */
  SEARCH_ENTRIES_CACHE_SIZE: wholeNumber(null, { max: 100000 }).default(1000),
  /** Preview calls one address may make a minute (ADR 0098): generous for typing, cached or not. */
  LETTERING_PREVIEW_PER_MINUTE: wholeNumber(null, { max: 1_000_000 }).default(120),
  /** Mockup calls one address may make a minute (ADR 0103): a gallery asks a few scenes per pair of names. */
  MOCKUP_PER_MINUTE: wholeNumber(null, { max: 1_000_000 }).default(300),
  /** Certificate verifications one address may make a minute (ADR 0108): a page view asks once. */
  VERIFY_PER_MINUTE: wholeNumber(null, { max: 1_000_000 }).default(30),
  /** Preview answers each instance keeps, keyed by logo, version, names, format and width; 0: none. */
  LETTERING_PREVIEW_CACHE_SIZE: wholeNumber(null, { max: 100_000 }).default(1000),
  /** Redis shared by every instance: counted limits and cache invalidation (ADR 0041-0043); empty: none. */
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^rediss?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), {
      message: 'must be empty (limits in the database) or a redis:// or rediss:// URL',
    })
    .default(''),
  /** Starts every Redis key and channel of this shop, so several shops can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, colons, hyphens or underscores')
    .default('logoya:'),
  KEEP_SWEEP_INTERVAL_MS: wholeNumber('milliseconds (0 turns the sweep off)', {
    max: 86_400_000,
    maxNote: ' (one day)',
  }).default(60000),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as Logoya <no-reply@logoya.test>')
    .default('Logoya <no-reply@logoya.test>'),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^smtps?:\/\//.test(v), {
      message: 'must be empty (outbox) or an smtp:// or smtps:// URL',
    })
    .default(''),
  STAFF_EMAIL: z.string().trim().default('staff@logoya.test'),
  SECRET_KEY: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 32, {
      message: 'must be at least 32 characters (or empty to keep one in DATA_DIR)',
    })
    .default(''),
  CAPTCHA_DIFFICULTY: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(10, 'must be at least 10').max(10_000_000))
    .default(50000),
  GOOGLE_CLIENT_ID: z.string().trim().default(''),
  GOOGLE_TOKENINFO_URL: url('an absolute URL').default('https://oauth2.googleapis.com/tokeninfo'),
  FACEBOOK_APP_ID: z.string().trim().default(''),
  FACEBOOK_APP_SECRET: z.string().trim().default(''),
  FACEBOOK_GRAPH_URL: url('an absolute URL').default('https://graph.facebook.com'),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) =>
        v === '' || v === 'true' || /^\d{1,2}$/.test(v) || /^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/.test(v),
      {
        message: 'must be empty, true, a number of proxy hops, or a comma-separated list of proxy addresses',
      },
    )
    .default(''),
  /** Origins allowed to call the API from another site (ADR 0025); empty: same origin only. */
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o), {
      message:
        'must be a comma-separated list of exact origins such as https://staff.example.com (no path, no trailing slash)',
    })
    .default([]),
  ...buyingSettings,
  ...sellerSettings,
  DOWNLOAD_LINK_MINUTES: wholeNumber('minutes', { min: 1, max: 15 }).default(15),
  /** The largest delivery zip staff may upload (the file as sent). */
  ZIP_MAX_MB: wholeNumber('megabytes', { min: 1, max: 2048 }).default(200),
  /** The most a delivery zip may expand to (all its files together): a zip bomb stops here. */
  ZIP_MAX_UNCOMPRESSED_MB: wholeNumber('megabytes', { min: 1, max: 16384 }).default(1024),
  /** S3-compatible storage for every file (ADR 0044); empty: files on DATA_DIR's disk. */
  S3_ENDPOINT: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^/?#\s]+\/?$/.test(v), {
      message:
        'must be empty (files on disk) or an http:// or https:// address such as http://127.0.0.1:9000',
    })
    .default(''),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .or(z.literal(''))
    .default(''),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((v) => v === 'true')
    .default(true),
  /** The S3 address in presigned URLs, when browsers reach the storage elsewhere than the server. */
  S3_PUBLIC_ENDPOINT: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^/?#\s]+\/?$/.test(v), {
      message: 'must be empty (same as S3_ENDPOINT) or an http:// or https:// address',
    })
    .default(''),
  /** How long a presigned download URL of a private file (a zip) works; the redirect follows at once. */
  S3_SIGNED_URL_SECONDS: wholeNumber('seconds', { min: 1, max: 900 }).default(60),
  SHUTDOWN_TIMEOUT_MS: z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).default(10000),
});

export type Config = Omit<z.output<typeof schema>, 'DATA_DIR' | 'WEB_DIST_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
  /** Without a trailing slash; when not configured, `listenUrl(HOST, PORT)`. */
  PUBLIC_URL: string;
};

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    heading = 'Invalid configuration',
  ) {
    super(`${heading}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and checks the configuration. A bad value throws a ConfigError naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'config');
        return `${key}: ${issue.message} (got ${JSON.stringify(env[key] ?? '')})`;
      }),
    );
  }
  const c = parsed.data;
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (set all three, or none for the test gateway)',
    ]);
  }
  if (Boolean(c.S3_ENDPOINT) !== Boolean(c.S3_BUCKET)) {
    throw new ConfigError([
      `${c.S3_ENDPOINT ? 'S3_BUCKET' : 'S3_ENDPOINT'}: S3 storage needs S3_ENDPOINT and S3_BUCKET together (set both, or neither for files on disk)`,
    ]);
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      `${c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither for the SDK's own credentials)`,
    ]);
  }
  const bankProblem = bankNameProblem(c);
  if (bankProblem) throw new ConfigError([bankProblem]);
  if (c.SHOP_MODE === 'live') {
    const demo = demoSettingLines(c);
    if (demo.length > 0) {
      throw new ConfigError(demo, 'SHOP_MODE=live, but these settings are still at their demo values');
    }
  }
  return {
    ...c,
    VIETQR_BANK_NAME: vietQrBankName(c),
    PUBLIC_URL: (c.PUBLIC_URL ?? listenUrl(c.HOST, c.PORT)).replace(/\/+$/, ''),
    DATA_DIR: path.resolve(c.DATA_DIR),
    WEB_DIST_DIR: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
  };
}

export { demoSellerSettings, SELLER_DEMO, type SellerSetting } from './config-seller.ts';
export { developmentNotes, listenUrl, productionWarnings } from './config-warnings.ts';
