import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for api.stripe.com, spoken to by the real `stripe` SDK through its host, port
 * and protocol settings (ARCHITECTURE: mock at the HTTP boundary, never the internet). It keeps
 * payment intents in memory, honours Idempotency-Key as Stripe does, and signs webhook payloads
 * with the SDK's own test-header helper.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  env: Record<string, string>;
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  requests: FakeRequest[];
  /** What a confirm in the browser would do to an intent on Stripe's side. */
  setStatus(id: string, status: string, lastError?: string): FakeIntent;
  /** A signed webhook delivery for the intent as it is now (or as `snapshot` says). */
  event(
    type: string,
    intentId: string,
    options?: { id?: string; created?: number; snapshot?: Partial<FakeIntent> },
  ): { id: string; payload: string; signature: string };
  close(): Promise<void>;
}

const token = () => randomBytes(12).toString('hex');

/** Stripe's form encoding (`metadata[k]=v`, `automatic_payment_methods[enabled]=true`) to objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = value;
  }
  return out;
}

export async function startFakeStripe(
  keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' },
): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeRequest[] = [];
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();

  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });
  const missing = (id: string) =>
    error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');

  function route(
    method: string,
    path: string,
    form: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${token()}`;
      const apm = form.automatic_payment_methods as { enabled?: string } | undefined;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${token()}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
        automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    let m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const intent = intents.get(m[1]!);
      return intent ? { status: 200, body: intent } : missing(m[1]!);
    }
    m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (m && method === 'POST') {
      const intent = intents.get(m[1]!);
      if (!intent) return missing(m[1]!);
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
        return error(
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const id = String(form.payment_intent);
      const intent = intents.get(id);
      if (!intent) return missing(id);
      if (intent.status !== 'succeeded') {
        return error(400, 'invalid_request_error', 'This PaymentIntent has no successful charge.');
      }
      if (refunds.some((r) => r.payment_intent === id)) {
        return error(
          400,
          'invalid_request_error',
          'Charge has already been refunded.',
          'charge_already_refunded',
        );
      }
      const refund = { id: `re_${token()}`, object: 'refund', payment_intent: id, amount: intent.amount };
      refunds.push(refund);
      return { status: 200, body: { ...refund, status: 'succeeded' } };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const key = req.headers['idempotency-key'] as string | undefined;
      const form = parseForm(raw);
      requests.push({ method: req.method ?? 'GET', path, idempotencyKey: key, form });
      const send = (answer: { status: number; body: unknown }) => {
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${token()}` });
        res.end(JSON.stringify(answer.body));
      };
      if (req.headers.authorization !== `Bearer ${keys.secretKey}`) {
        return send(error(401, 'invalid_request_error', 'Invalid API Key provided.'));
      }
      const signature = `${req.method} ${path} ${raw}`;
      const earlier = key && req.method === 'POST' ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.request !== signature) {
          return send(
            error(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        }
        res.setHeader('idempotent-replayed', 'true');
        return send(earlier);
      }
      const answer = route(req.method ?? 'GET', path, form);
      if (key && req.method === 'POST') idempotent.set(key, { request: signature, ...answer });
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: url,
    },
    webhookSecret: keys.webhookSecret,
    intents,
    refunds,
    requests,
    setStatus(id, status, lastError) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake stripe: no intent ${id}`);
      intent.status = status;
      intent.last_payment_error = lastError ? { message: lastError } : null;
      return intent;
    },
    event(type, intentId, options = {}) {
      const intent = intents.get(intentId);
      const id = options.id ?? `evt_${token()}`;
      const body = {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: options.created ?? Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...(intent ?? { id: intentId, object: 'payment_intent' }), ...options.snapshot } },
      };
      // Pretty-printed on purpose: a server that re-serialised the JSON would break the signature.
      const payload = JSON.stringify(body, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
      return { id, payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
