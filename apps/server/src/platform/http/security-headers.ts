import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { registerCors } from './cors.ts';

/**
 * Security headers on every answer (ADR 0025): a strict Content-Security-Policy the built app
 * satisfies, no framing, no MIME sniffing, a short referrer, an isolated browsing context, no
 * powerful browser features, and HSTS when the shop is served over https. Outside services are
 * allowed only when they are configured (Stripe, Google and Facebook sign-in).
 */

export interface PolicyOptions {
  /** PUBLIC_URL is https: upgrade-insecure-requests and HSTS. */
  https: boolean;
  /** Stripe's Payment Element (STRIPE_* set). */
  stripe: boolean;
  /** Google sign-in (GOOGLE_CLIENT_ID set). */
  google: boolean;
  /** Facebook sign-in (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET set). */
  facebook: boolean;
  /** `'sha256-…'` sources of inline scripts the built index.html really contains. */
  inlineScriptHashes?: string[];
}

type Sources = Partial<Record<'script' | 'style' | 'img' | 'connect' | 'frame', string[]>>;

/** What Stripe.js and the Payment Element load (Stripe's security guide; no Address Element). */
const STRIPE: Sources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
/** Google Identity Services (the token client loaded by the sign-in button). */
const GOOGLE: Sources = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};
/** The Facebook JavaScript SDK (FB.login in a popup). */
const FACEBOOK: Sources = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com', 'https://web.facebook.com'],
  img: ['https://www.facebook.com'],
};

function outside(options: PolicyOptions, kind: keyof Sources): string[] {
  const services = [options.stripe && STRIPE, options.google && GOOGLE, options.facebook && FACEBOOK];
  return services.flatMap((s) => (s ? (s[kind] ?? []) : []));
}

function serialise(directives: [string, string[]][]): string {
  return directives
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The shop's policy. Scripts and styles come only from the shop's own files (React sets `style`
 * through the CSSOM, which style-src does not govern); images may also be data: (the VietQR
 * code) and blob: (avatar crops); workers come from /assets.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const frames = outside(options, 'frame');
  return serialise([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.inlineScriptHashes ?? []), ...outside(options, 'script')]],
    ['style-src', ["'self'", ...outside(options, 'style')]],
    ['img-src', ["'self'", 'data:', 'blob:', ...outside(options, 'img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...outside(options, 'connect')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ]);
}

/**
 * The API reference at /api/docs (@fastify/swagger-ui): its page loads only its own scripts, but
 * Swagger UI writes a <style> element at run time (a hash would break on every Swagger UI
 * update) and shows its logo as a data: image. Scripts stay 'self' only; the page shows no
 * visitor content.
 */
export function docsContentSecurityPolicy(options: Pick<PolicyOptions, 'https'>): string {
  return serialise([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ]);
}

const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'usb',
];

/** Browser features the shop never uses, turned off for it and anything it embeds. */
export function permissionsPolicy(options: Pick<PolicyOptions, 'stripe'>): string {
  const features = UNUSED_FEATURES.map((f) => `${f}=()`);
  // Wallets in the Payment Element (Apple Pay, Google Pay) use the Payment Request API in Stripe's frames.
  features.push(
    options.stripe ? 'payment=(self "https://js.stripe.com" "https://*.js.stripe.com")' : 'payment=()',
  );
  return features.join(', ');
}

/** Every header but the CSP, which depends on the path. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Full URLs (reset tokens, signed download links) stay on this site; others see the origin only,
    // which Stripe and the sign-in providers check.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The sign-in providers answer from a popup to its opener; same-origin would cut that link.
    'cross-origin-opener-policy':
      options.google || options.facebook ? 'same-origin-allow-popups' : 'same-origin',
    'permissions-policy': permissionsPolicy(options),
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * `'sha256-…'` sources for the inline scripts of a page (none in today's build). Scripts with a
 * `src` and data blocks (JSON-LD) are not executed inline, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy switches the configuration implies, and the inline scripts of the built page. */
export function policyOptions(config: Config): PolicyOptions {
  const indexFile = path.join(config.WEB_DIST_DIR, 'index.html');
  return {
    https: new URL(config.PUBLIC_URL).protocol === 'https:',
    // The config accepts the three Stripe keys only together; the browser needs the publishable one.
    stripe: config.STRIPE_PUBLISHABLE_KEY !== '',
    google: config.GOOGLE_CLIENT_ID !== '',
    facebook: config.FACEBOOK_APP_ID !== '' && config.FACEBOOK_APP_SECRET !== '',
    inlineScriptHashes: fs.existsSync(indexFile)
      ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8'))
      : [],
  };
}

const DOCS_PREFIX = '/api/docs';
const isDocs = (url: string) =>
  url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || url.startsWith(`${DOCS_PREFIX}?`);

/** Every security header for a request URL (the API reference has its own policy). */
export function headersFor(config: Config): (url: string) => Record<string, string> {
  const options = policyOptions(config);
  const common = securityHeaders(options);
  const shop = { ...common, 'content-security-policy': contentSecurityPolicy(options) };
  const docs = { ...common, 'content-security-policy': docsContentSecurityPolicy(options) };
  return (url) => (isDocs(url) ? docs : shop);
}

/**
 * Registers the headers and the CORS policy. Call it first in buildApp: the headers are set in
 * the first onRequest hook, so every later answer (routes, static files, compression, 304s, the
 * not-found and error handlers) carries them.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = headersFor(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers(request.url));
  });
  registerCors(app, config.CORS_ORIGINS);
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's `frameworkErrors` handler (a URL the router cannot read) runs before any hook; this
 * gives its answers the same headers.
 */
export function withSecurityHeaders(config: Config, handler: FrameworkErrors): FrameworkErrors {
  const headers = headersFor(config);
  return (error, request, reply) => {
    reply.headers(headers(request.url));
    handler(error, request, reply);
  };
}
