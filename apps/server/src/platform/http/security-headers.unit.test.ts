import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  permissionsPolicy,
  policyOptions,
  securityHeaders,
} from './security-headers.ts';

const OFF = { https: false, stripe: false, google: false, facebook: false };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it('is same-origin only with nothing configured', () => {
    expect(contentSecurityPolicy(OFF)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('adds each configured service and only that one', () => {
    const facebook = contentSecurityPolicy({ ...OFF, facebook: true });
    expect(facebook).toContain("script-src 'self' https://connect.facebook.net;");
    expect(facebook).not.toContain('stripe');
    expect(facebook).not.toContain('google');
    const google = contentSecurityPolicy({ ...OFF, google: true });
    expect(google).toContain("style-src 'self' https://accounts.google.com/gsi/style;");
    expect(google).not.toContain('facebook');
    const stripe = contentSecurityPolicy({ ...OFF, stripe: true });
    expect(stripe).toContain("img-src 'self' data: blob: https://*.stripe.com;");
    expect(stripe).not.toContain('unsafe');
  });

  it('allows the hashes of the inline scripts it is given, and upgrades requests under https', () => {
    const csp = contentSecurityPolicy({ ...OFF, https: true, inlineScriptHashes: ["'sha256-abc='"] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    expect(csp.endsWith('; upgrade-insecure-requests')).toBe(true);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only: not scripts with src, nor JSON-LD', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script>' +
      '<script>window.a = 1;</script>' +
      '<script type="module">import("/x.js")</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script src="/b.js"> </script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import("/x.js")')]);
  });

  it('finds none in a Vite build without inline code', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-CnwC7ruu.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/web-ClozXj--.js"></head>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('the other headers', () => {
  it('keeps the opener for the sign-in popups only when a provider is configured', () => {
    expect(securityHeaders(OFF)['cross-origin-opener-policy']).toBe('same-origin');
    expect(securityHeaders({ ...OFF, facebook: true })['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
  });

  it('sends HSTS only under https', () => {
    expect(securityHeaders(OFF)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ ...OFF, https: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('turns off payment unless Stripe is configured', () => {
    expect(permissionsPolicy({ stripe: false })).toContain('payment=()');
    expect(permissionsPolicy({ stripe: true })).not.toContain('payment=()');
  });

  it('reads the switches from the configuration', () => {
    const options = policyOptions(
      loadConfig({
        PUBLIC_URL: 'https://shop.example.com',
        FACEBOOK_APP_ID: '123',
        WEB_DIST_DIR: '/nonexistent-logoya-dist',
      }),
    );
    expect(options).toEqual({
      https: true,
      stripe: false,
      google: false,
      // Without the app secret the server offers no Facebook sign-in.
      facebook: false,
      inlineScriptHashes: [],
    });
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default and takes a comma-separated list of exact origins', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: ' https://a.example.com , http://localhost:5173,' }).CORS_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://localhost:5173']);
  });

  it.each([
    'https://a.example.com/',
    'https://a.example.com/path',
    '*',
    'a.example.com',
    'https://A.example.com',
  ])('refuses %s', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS: must be a comma-separated list/);
  });
});
