import { msg, translateMessage } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { registerRouteGuards, requireRoles } from './guards.ts';

let t: TestApp;
let served = 0;
beforeAll(async () => {
  t = await createTestApp({
    logos: 1,
    routes: (app) =>
      app
        .get('/api/test-staff', { preValidation: requireRoles('admin', 'designer') }, async () => {
          served++;
          return { ok: true };
        })
        .post(
          '/api/test-staff',
          {
            preValidation: requireRoles('admin'),
            schema: { body: z.object({ name: z.string().min(1) }) },
          },
          async () => ({ ok: true }),
        ),
  });
});
afterAll(() => t.close());

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().data.access_token;
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('requireRoles', () => {
  it('answers 401 without a member and 403 for another role, before the handler runs', async () => {
    const none = await call('GET', '/api/test-staff');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: translateMessage(msg('unauthenticated'), 'en') });
    const member = await call('GET', '/api/test-staff', await tokenOf('member@logoya.test', 'member1234'));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: translateMessage(msg('forbidden'), 'en') });
    expect(served).toBe(0);
  });

  it('lets each listed role through', async () => {
    for (const [email, password] of [
      ['admin@logoya.test', 'admin1234'],
      ['designer@logoya.test', 'designer1234'],
    ] as const) {
      expect((await call('GET', '/api/test-staff', await tokenOf(email, password))).statusCode).toBe(200);
    }
    expect(served).toBe(2);
  });

  it('guards the staff routes of the modules: a member gets 403, a visitor 401', async () => {
    const member = await tokenOf('member@logoya.test', 'member1234');
    const staffCalls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/contacts'],
      ['POST', '/api/check-email', { email: 'member@logoya.test' }],
    ];
    for (const [method, url, payload] of staffCalls) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('judges the caller before the body: a visitor 401 and a member 403 even for a bad body', async () => {
    const member = await tokenOf('member@logoya.test', 'member1234');
    expect((await call('POST', '/api/test-staff', undefined, { name: '' })).statusCode).toBe(401);
    expect((await call('POST', '/api/test-staff', member, { name: '' })).statusCode).toBe(403);
    const admin = await tokenOf('admin@logoya.test', 'admin1234');
    expect((await call('POST', '/api/test-staff', admin, { name: '' })).statusCode).toBe(422);
  });

  it('lists every guarded route with its roles, and refuses a guard placed after validation', async () => {
    expect(t.app.staffRoutes).toContainEqual({ method: 'POST', url: '/api/test-staff', roles: ['admin'] });
    expect(t.app.staffRoutes).toContainEqual({ method: 'GET', url: '/api/orders', roles: ['admin'] });
    const { default: Fastify } = await import('fastify');
    const bare = Fastify();
    registerRouteGuards(bare);
    expect(() => bare.get('/late', { preHandler: requireRoles('admin') }, async () => ({}))).toThrow(
      'declare requireRoles as preValidation',
    );
    await bare.close();
  });
});
