import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/openapi-routes.ts';

/**
 * The callers of staff tests: an admin, a designer and a member signed in, and one request
 * helper. Shared by the staff tests of categories, postal, requests and contacts.
 */
export interface StaffCallers {
  admin: string;
  designer: string;
  member: string;
}

export async function signInCallers(app: FastifyInstance): Promise<StaffCallers> {
  return {
    admin: await signIn(app, 'admin@logoya.test', 'admin1234'),
    designer: await signIn(app, 'designer@logoya.test', 'designer1234'),
    member: await signIn(app, 'member@logoya.test', 'member1234'),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call {
  token?: string | undefined;
  payload?: Record<string, unknown> | undefined;
  locale?: string | undefined;
}

export function request(app: FastifyInstance, method: Method, url: string, call: Call = {}) {
  return app.inject({
    method,
    url,
    headers: {
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.locale ? { locale: call.locale } : {}),
    },
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

/**
 * Each route tried by a visitor (401), a member (403) and a designer (403), with a valid body
 * when one is given, so the refusal comes from the guard; answers the calls that went wrong.
 */
export async function refusedToNonAdmins(
  app: FastifyInstance,
  callers: StaffCallers,
  routes: readonly [Method, string, Record<string, unknown>?][],
): Promise<string[]> {
  const wrong: string[] = [];
  for (const [method, url, payload] of routes) {
    const expect = [
      ['visitor', undefined, 401],
      ['member', callers.member, 403],
      ['designer', callers.designer, 403],
    ] as const;
    for (const [who, token, status] of expect) {
      const res = await request(app, method, url, { token, payload });
      if (res.statusCode !== status || typeof res.json().message !== 'string')
        wrong.push(`${method} ${url} as ${who}: ${res.statusCode}`);
    }
  }
  return wrong;
}

/** A request as the signed-in admin. */
export type AdminCall = (
  method: Method,
  url: string,
  call?: Omit<Call, 'token'>,
) => ReturnType<typeof request>;

/**
 * The set-up of the staff tests of categories and keywords: an app with `logos` seeded logos, the
 * callers signed in, and a request helper bound to the admin.
 */
export async function openStaffApp(
  logos: number,
): Promise<{ t: TestApp; who: StaffCallers; asAdmin: AdminCall }> {
  const t = await createTestApp({ logos });
  const who = await signInCallers(t.app);
  const asAdmin: AdminCall = (method, url, call = {}) =>
    request(t.app, method, url, { ...call, token: who.admin });
  return { t, who, asAdmin };
}
