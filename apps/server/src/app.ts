import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { seedReferenceData } from '../db/reference/index.ts';
import type { Config } from './config.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { staffUsersRoutes } from './modules/accounts/staff-users.routes.ts';
import { backofficeStatsRoutes } from './modules/backoffice-stats/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogRoutes, logoExtrasRoutes } from './modules/catalog/index.ts';
import { staffCategoriesRoutes } from './modules/categories/staff-categories.routes.ts';
import { verifyRoutes } from './modules/certificates/index.ts';
import { changelogRoutes } from './modules/changelog/changelog.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { registerKeepSweep } from './modules/favorites/keep-sweep.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerKits } from './modules/kits/index.ts';
import { letteringPreviewRoutes, letteringStaffRoutes } from './modules/lettering/index.ts';
import { letteringStaffPreviewRoutes } from './modules/lettering/lettering-staff-preview.routes.ts';
import { mockupsRoutes } from './modules/mockups/mockups.routes.ts';
import { registerOrders } from './modules/orders/index.ts';
import { paymentsRoutes, registerPayments } from './modules/payments/index.ts';
import { staffPostalRoutes } from './modules/postal/staff-postal.routes.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { staffRequestsRoutes } from './modules/requests/staff-requests.routes.ts';
import { registerReturnMails } from './modules/return-mails/index.ts';
import {
  createSearchEntries,
  fillMissingSearchIndex,
  type SearchEntries,
  searchRoutes,
} from './modules/search/index.ts';
import { sellerRoutes } from './modules/seller/index.ts';
import {
  logoCsvRoutes,
  logoImagesRoutes,
  staffLogoEditsRoutes,
  staffLogosRoutes,
} from './modules/staff-logos/index.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import { staffZipsRoutes } from './modules/zips/staff-zips.routes.ts';
import { actorFromRequest, enforceFirstPassword } from './platform/auth/auth.ts';
import { registerRouteGuards } from './platform/auth/guards.ts';
import { createMicroCache, type MicroCache } from './platform/cache/micro-cache.ts';
import { createCaptcha } from './platform/captcha/captcha.ts';
import { type Database, openDatabase } from './platform/db/db.ts';
import type { PgliteImage } from './platform/db/db-pglite.ts';
import { registerBadInputGuard } from './platform/http/bad-input.ts';
import { clientErrorHandler, registerEarlyErrors } from './platform/http/early-errors.ts';
import { frameworkErrors, registerErrorHandling } from './platform/http/error-handler.ts';
import { resolveLocale } from './platform/http/locale.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders, withSecurityHeaders } from './platform/http/security-headers.ts';
import { renderDefaultImage } from './platform/images/default-image.ts';
import type { Limiter } from './platform/limits/limits.ts';
import { createMailer, createMailQueue, type Mailer, type MailQueue } from './platform/mail/mail.ts';
import type { RedisConnection } from './platform/redis/redis.ts';
import { sharedStateFromConfig } from './platform/redis/redis-setup.ts';
import { assertDataDirWritable } from './platform/start/data-dir-check.ts';
import { loadSecret } from './platform/start/secrets.ts';
import { seedOnStart } from './platform/start/seed-on-start.ts';
import type { Storage } from './platform/storage/storage.ts';
import { storageFromConfig } from './platform/storage/storage-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    /** Public catalogue answers shared by all visitors; writes to the catalogue call clear(). */
    catalogCache: MicroCache;
    /** Free-text queries' entries kept in memory, emptied with catalogCache (ADR 0069). */
    searchEntries: SearchEntries;
    /** Counted limits shared by every instance: Redis when REDIS_URL is set, else the database. */
    limiter: Limiter;
    /** The Redis link when REDIS_URL is set. */
    redis: RedisConnection | null;
    mailer: Mailer;
    /** Mails made and sent after the answer (ADR 0081); `idle()` waits for those handed in. */
    mailQueue: MailQueue;
    /** Set once SIGTERM (or close()) starts the shutdown: `/readyz` then answers 503. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface BuildOptions {
  /** Use an already open database (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /** Pino logger options; `false` turns logging off. */
  logger?: boolean | object;
  /** Embedded PGlite: its WebAssembly compiled ahead (server.ts, while a first start's child works). */
  pgliteImage?: PgliteImage;
}

/** TRUST_PROXY as Fastify takes it: off, every proxy, a number of hops, or proxy addresses. */
function trustProxySetting(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The single entry point used by the server, the tests and the benchmarks. Opens the database,
 * runs migrations, seeds the demo catalogue when the configuration asks for it, and registers
 * every platform plugin and module.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Credentials never reach a log line, whatever logger a caller passes.
    logger:
      options.logger === false || (options.logger === undefined && config.LOG_LEVEL === 'silent')
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            redact: REDACT,
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    // Behind a load balancer the caller's address comes from X-Forwarded-For; the contact limit
    // and the address-search log count by it (ADR 0013).
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Bad URLs answer `{message}` like every other error, with the security headers.
    frameworkErrors: withSecurityHeaders(config, frameworkErrors),
    // So do requests Node's parser refuses before routing (431, 400, 413, 408; ADR 0081).
    clientErrorHandler: clientErrorHandler(config),
    // A missing Host is refused by registerEarlyErrors, in the shop's shape, not by Node.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First hook of all, so every answer (errors, 404s, static files, 304s) carries the headers.
  registerSecurityHeaders(app, config);
  registerEarlyErrors(app, config);
  registerErrorHandling(app);
  registerBadInputGuard(app);
  registerRouteGuards(app);

  assertDataDirWritable(config.DATA_DIR, {
    embeddedDatabase: !options.database && config.DATABASE_URL === '',
  });
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
      genericPoolMax: config.DATABASE_GENERIC_POOL_MAX,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      lockWaitMs: config.DATA_DIR_LOCK_WAIT_MS,
      pgliteImage: options.pgliteImage,
    }));
  const ownsDatabase = !options.database;
  const storage = await storageFromConfig(config);
  app.addHook('onClose', async () => storage.close?.());
  const secret = loadSecret(config.SECRET_KEY, config.DATA_DIR);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('lifecycle', { shuttingDown: false });
  const shared = await sharedStateFromConfig(config, database.db, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('limiter', shared.limiter);
  app.decorate('redis', shared.redis);
  app.decorate(
    'catalogCache',
    createMicroCache({
      ttlMs: config.CATALOG_CACHE_TTL_MS,
      bus: shared.bus,
      onListenerError: (err) => app.log.error({ err }, 'catalogue cache listener failed'),
    }),
  );
  app.decorate(
    'searchEntries',
    createSearchEntries({ maxEntries: config.SEARCH_ENTRIES_CACHE_SIZE, catalogCache: app.catalogCache }),
  );
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  await database.migrate();
  await seedReferenceData(database.db);
  // Logos written before the search index existed (migration 0002) get theirs now.
  await fillMissingSearchIndex(database.db);
  await seedOnStart(database, storage, config, app.log);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Graceful shutdown: idle keep-alive sockets close at once; answers still in flight go out
  // with `connection: close`, so their sockets end after them and close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.lifecycle.shuttingDown = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // preValidation, so the route guards (preValidation too, registered later) see who is asking
  // before the body is judged: a guest calling a staff route gets 401, not a 422.
  app.addHook('preValidation', async (request, reply) => {
    request.ctx = {
      locale: resolveLocale(request),
      actor: await actorFromRequest(database.db, request, { config, reply }),
      ip: request.ip,
    };
    enforceFirstPassword(request.ctx.actor, request);
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app, config);

  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
  });
  const accountsDeps = {
    db: database.db,
    storage,
    config,
    secret,
    mailer,
    // Mails that leave after the answer (ADR 0081); a close waits until they have gone.
    mailQueue: createMailQueue({ mailer, log: app.log }),
    captcha: createCaptcha({ db: database.db, secret, difficulty: config.CAPTCHA_DIFFICULTY }),
    log: app.log,
    limiter: shared.limiter,
  };
  app.decorate('mailer', mailer);
  app.decorate('mailQueue', accountsDeps.mailQueue);
  app.addHook('onClose', () => accountsDeps.mailQueue.idle());

  await app.register(healthRoutes);
  await app.register(accountsRoutes(accountsDeps), { prefix: '/api' });
  await app.register(profileRoutes(accountsDeps), { prefix: '/api' });
  await app.register(staffUsersRoutes(accountsDeps), { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(contactsRoutes, { prefix: '/api' });
  await app.register(sellerRoutes, { prefix: '/api' });
  await app.register(requestsRoutes, { prefix: '/api' });
  await app.register(staffCategoriesRoutes, { prefix: '/api' });
  await app.register(staffPostalRoutes, { prefix: '/api' });
  await app.register(staffRequestsRoutes, { prefix: '/api' });
  await app.register(logoExtrasRoutes, { prefix: '/api' });
  await app.register(staffLogosRoutes, { prefix: '/api' });
  await app.register(staffLogoEditsRoutes, { prefix: '/api' });
  await app.register(logoImagesRoutes, { prefix: '/api' });
  await app.register(letteringStaffRoutes, { prefix: '/api' });
  await app.register(letteringPreviewRoutes, { prefix: '/api' });
  // Mockups of a public logo at work (ADR 0103).
  await app.register(mockupsRoutes, { prefix: '/api' });
  await app.register(verifyRoutes, { prefix: '/api' });
  await app.register(changelogRoutes, { prefix: '/api' });
  await app.register(logoCsvRoutes, { prefix: '/api' });
  await app.register(favoritesRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  // The Lettering tab's drawing of an unsaved layout (ADR 0099).
  await app.register(letteringStaffPreviewRoutes, { prefix: '/api' });
  await app.register(backofficeStatsRoutes, { prefix: '/api' });
  registerPayments(app);
  await app.register(paymentsRoutes, { prefix: '/api' });
  // Before the orders module: a payment queues brand kits and wakes their builder (ADR 0106).
  registerKits(app);
  await registerOrders(app, secret);
  // After the orders module: a stored zip delivers paid order lines and mails their buyers (ADR 0104).
  await app.register(staffZipsRoutes, { prefix: '/api' });
  // Mail preferences, one-click unsubscribe, and the return mails the keep sweep sends (ADR 0110, 0111).
  registerKeepSweep(app, config.KEEP_SWEEP_INTERVAL_MS, await registerReturnMails(app, secret));
  await app.register(filesRoutes(storage, renderDefaultImage()));
  await registerWeb(app, config.WEB_DIST_DIR, config.ADMIN_PREFIX);
  return app;
}
