import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { csrfProblem, readCookie, sessionCookieHeader, sessionCookieName } from './session-cookie.ts';

const http = { PUBLIC_URL: 'http://localhost:3000' };
const https = { PUBLIC_URL: 'https://shop.example.test' };

const request = (headers: Record<string, string>, method = 'POST', host = 'localhost:3000') =>
  ({ method, headers, host, protocol: 'http' }) as unknown as FastifyRequest;

describe('session cookie text', () => {
  it('reads one cookie among others, the first when a name repeats, quotes removed', () => {
    expect(readCookie('a=1; logoya_session=abc; b=2', 'logoya_session')).toBe('abc');
    expect(readCookie('logoya_session="q"; logoya_session=second', 'logoya_session')).toBe('q');
    expect(readCookie('xlogoya_session=no', 'logoya_session')).toBeUndefined();
    expect(readCookie(undefined, 'logoya_session')).toBeUndefined();
  });

  it('names and flags the cookie by PUBLIC_URL', () => {
    expect(sessionCookieName(http)).toBe('logoya_session');
    expect(sessionCookieName(https)).toBe('__Host-logoya_session');
    expect(sessionCookieHeader(https, 't', 60)).toBe(
      '__Host-logoya_session=t; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60',
    );
    expect(sessionCookieHeader(http, '', 0)).toBe(
      'logoya_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});

describe('csrfProblem', () => {
  const ok = { 'x-logoya-csrf': '1' };
  it('asks nothing of reads', () => {
    expect(csrfProblem(request({}, 'GET'), http)).toBeNull();
    expect(csrfProblem(request({ origin: 'https://evil.example' }, 'HEAD'), http)).toBeNull();
  });

  it('needs the header, exactly 1, on every writing method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(csrfProblem(request({}, method), http)).toBe('x-logoya-csrf');
    }
    expect(csrfProblem(request({ 'x-logoya-csrf': 'yes' }), http)).toBe('x-logoya-csrf');
    expect(csrfProblem(request(ok), http)).toBeNull();
  });

  it('takes the request’s own origin, PUBLIC_URL’s and CORS_ORIGINS', () => {
    expect(csrfProblem(request({ ...ok, origin: 'http://localhost:3000' }), http)).toBeNull();
    expect(
      csrfProblem(request({ ...ok, origin: 'http://127.0.0.1:3000' }, 'POST', '127.0.0.1:3000'), http),
    ).toBeNull();
    expect(
      csrfProblem(request({ ...ok, origin: 'https://shop.example.test' }, 'POST', 'internal:8080'), https),
    ).toBeNull();
    const staff = 'https://staff.example.test';
    expect(csrfProblem(request({ ...ok, origin: staff }), http)).toBe('origin');
    expect(
      csrfProblem(request({ ...ok, origin: staff }), { ...http, CORS_ORIGINS: ['https://a.test', staff] }),
    ).toBeNull();
  });

  it('refuses other, malformed and opaque origins', () => {
    for (const origin of [
      'https://localhost:3000',
      'http://localhost:3001',
      'null',
      'not a url',
      'file://x',
    ]) {
      expect(csrfProblem(request({ ...ok, origin }), http), origin).toBe('origin');
    }
  });
});
