import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { issueToken } from '../src/platform/auth/auth.ts';
import { rows } from '../src/platform/db/db.ts';
import { type FuzzRequest, fuzzRequests, type KnownValues } from './contract-fuzz.ts';
import { watchEventLoop } from './deadline.ts';
import { fuzzCalls } from './fuzz-calls.ts';
import { solveCaptcha } from './helpers.ts';
import { addressSequence, answerProblem, type Route, signIn } from './openapi-routes.ts';

/**
 * Runs contract-fuzz requests against an app (test or bench): a small shop state first (a paid
 * order, a bank-transfer order waiting for staff, cart lines, a guest cart, solved captchas) so
 * that the ids and tokens in requests exist, then each request under its role, from its own
 * address, checked with answerProblem.
 */

/**
 * Calls whose success ends or changes the session or account they are sent with. Sent as a member
 * or an admin, they go out with a throw-away account of that role made for the request, so the
 * rest of the run keeps its sessions; none is left out.
 */
const DESTRUCTIVE = new Set([
  'POST /api/logout',
  'POST /api/update-password',
  'POST /api/update-first-password',
  'POST /api/update-email',
  'POST /api/verify-email-change',
]);

const MEMBER = { email: 'member@logoya.test', password: 'member1234' };
const ADMIN = { email: 'admin@logoya.test', password: 'admin1234' };

export interface FuzzTarget {
  calls: Route[];
  known: KnownValues;
  send(request: FuzzRequest): Promise<LightMyRequestResponse>;
  /** Ends the event-loop watch (a test worker goes on to other files in the same process). */
  stop(): Promise<void>;
}

type Json = { data?: Record<string, unknown> & { id?: number; items?: { id: number }[]; cart_id?: string } };

async function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode >= 300)
    throw new Error(`fuzz setup: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<Json>();
}

/** The member buys one logo by card and orders another by bank transfer; a guest gets a cart. */
async function shopState(app: FastifyInstance, member: string) {
  const found = await call(app, null, 'GET', '/api/search/logo?sold_out=0&limit=10');
  const logos = ((found.data ?? []) as unknown as { logo_id: number; src: string }[]).map((l) => l.logo_id);
  if (logos.length < 3) throw new Error('fuzz setup: the catalogue needs at least 3 normal logos');
  const line = { sub_name: 'Sub', main_name: 'MAIN', logo_manual: true };
  await call(app, member, 'POST', '/api/cart', { logo_id: logos[0], ...line });
  await call(app, member, 'POST', '/api/cart', { logo_id: logos[1], ...line });
  const cart = await call(app, member, 'GET', '/api/cart');
  const lines = (cart.data?.items ?? []).map((i) => i.id);
  const summary = await call(app, member, 'GET', `/api/checkout/summary?items=${lines[0]}`);
  const { total, currency } = summary.data as { total: number; currency: string };
  const intent = await call(app, member, 'POST', '/api/create-pay-intent', {
    items: [lines[0]],
    amount: total,
    currency: currency.toLowerCase(),
    payment_method_id: 1,
  });
  const { payment_intent, client_secret } = intent.data as { payment_intent: string; client_secret: string };
  await call(app, null, 'POST', `/api/test-gateway/payment-intents/${payment_intent}/confirm`, {
    client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  const order = await call(app, member, 'POST', '/api/order', { payment_intent, status: 2 });
  // A bank-transfer order waiting for staff to confirm it (PUT /api/order/update-status/{id}).
  const qr = await call(app, member, 'GET', `/api/checkout/summary?items=${lines[1]}&locale=vi`);
  const waiting = await call(app, member, 'POST', '/api/order-qa', {
    products: [lines[1]],
    amount: (qr.data as { total: number }).total,
    payment_method_id: 2,
    locale: 'vi',
  });
  const guest = await call(app, null, 'POST', '/api/cart', { logo_id: logos[2], ...line });
  return {
    ids: [...new Set([1, 2, 3, ...logos, ...lines, Number(order.data?.id), Number(waiting.data?.id)])].filter(
      Number.isFinite,
    ),
    intent: { payment_intent, client_secret },
    guestCart: String(guest.data?.cart_id ?? ''),
  };
}

/** Signs in the seeded member and admin, builds the shop state, and answers the fuzz target. */
export async function prepareFuzz(app: FastifyInstance): Promise<FuzzTarget> {
  const tokens = {
    member: await signIn(app, MEMBER.email, MEMBER.password),
    admin: await signIn(app, ADMIN.email, ADMIN.password),
  };
  const state = await shopState(app, tokens.member);
  // Solved captchas: each passes once, so a few calls behind a captcha reach their rules.
  const captchas = await Promise.all([1, 2, 3, 4].map(() => solveCaptcha(app)));
  const known: KnownValues = {
    ids: state.ids,
    byField: {
      email: [MEMBER.email, ADMIN.email, 'nobody@logoya.test'],
      password: [MEMBER.password, ADMIN.password],
      oldPass: [MEMBER.password],
      newPass: ['NewPassw0rd!'],
      confirmPass: ['NewPassw0rd!'],
      code: ['123456', '000000'],
      captcha: captchas,
      locale: ['en', 'ja', 'vi', 'ja-JP', 'vi_VN'],
      currency: ['usd', 'jpy', 'vnd'],
      card_number: ['4242424242424242', '4000000000000002', '4000000000003063'],
      payment_intent: [state.intent.payment_intent],
      client_secret: [state.intent.client_secret],
      id: [state.intent.payment_intent],
      'x-cart-id': [state.guestCart],
    },
  };

  let serial = 0;
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  /** A new account of the role (the member's password), signed in with a token of its own. */
  const throwAway = async (role: 'user' | 'admin', firstLogin: boolean): Promise<string> => {
    serial++;
    const [row] = await rows<{ id: number }>(
      app.database.db,
      sql`insert into users (name, email, role, password_hash, first_login, email_verified_at)
          select ${`Fuzz ${serial}`}, ${`fuzz-${runId}-${serial}@logoya.test`}, ${role}, password_hash, ${firstLogin}, now()
          from users where lower(email) = ${MEMBER.email} returning id`,
    );
    return (await issueToken(app.database.db, Number(row!.id), false)).token;
  };
  const tokenFor = (request: FuzzRequest): Promise<string | null> | string | null => {
    switch (request.role) {
      case 'anonymous':
      case 'bad-token':
        return null;
      case 'first-login':
        return throwAway('user', true);
      default:
        return DESTRUCTIVE.has(request.call)
          ? throwAway(request.role === 'admin' ? 'admin' : 'user', false)
          : tokens[request.role];
    }
  };

  const nextAddress = addressSequence();
  // A request that blocks the event loop (issue 22: a day loop that never ended) is named and
  // ends the run, instead of hanging it until the heap runs out.
  const loop = watchEventLoop(15_000);
  return {
    calls: fuzzCalls(app),
    known,
    stop: () => loop.stop(),
    async send(request) {
      loop.doing(`${request.role} ${request.method} ${request.url.slice(0, 300)}`);
      try {
        const token = await tokenFor(request);
        return await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          remoteAddress: nextAddress(),
          ...(request.body !== undefined
            ? { payload: Buffer.from(request.body, request.binary ? 'latin1' : 'utf8') }
            : {}),
        });
      } finally {
        loop.idle();
      }
    },
  };
}

export interface FuzzAnswer {
  request: FuzzRequest;
  status: number;
  problem: string | null;
}

/**
 * The property: a request of the generator gets an answer without a problem, and logs no server
 * error (`logged`: the lines of errorLog). With `failFast` (the test) a problem fails the run and
 * fast-check shrinks and prints the request; without it (the bench) every answer is only
 * reported to `onAnswer`.
 */
export function fuzzProperty(
  target: FuzzTarget,
  options: { failFast: boolean; logged?: string[]; onAnswer?: (answer: FuzzAnswer) => void },
) {
  return fc.asyncProperty(fuzzRequests(target.calls, target.known), async (request) => {
    const before = options.logged?.length ?? 0;
    const res = await target.send(request);
    const logged = options.logged?.slice(before) ?? [];
    const problem =
      answerProblem(res, request.method) ??
      (logged.length > 0
        ? `answered ${res.statusCode} but logged an error: ${logged[0]!.slice(0, 600)}`
        : null);
    options.onAnswer?.({ request, status: res.statusCode, problem });
    if (problem && options.failFast)
      throw new Error(`${request.role} ${request.method} ${request.url.slice(0, 200)}: ${problem}`);
  });
}

/**
 * A logger keeping the server's error-level lines: an error logged behind an answer that is not
 * a 500 (a swallowed failure) is a defect the answers alone would hide.
 */
export function errorLog(): { lines: string[]; logger: object } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'error', stream } };
}
