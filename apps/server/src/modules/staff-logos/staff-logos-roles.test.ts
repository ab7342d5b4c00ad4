import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { craftPng } from '../../../test/fixtures/images.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  logoRow,
  logosOf,
  openStaffLogosApp,
  storedFiles,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Who may call the back office's logo routes (issue 10, "Bad input and security"): a visitor
 * 401, a member 403, a designer 403 on admin-only calls and 404 on another designer's logo,
 * each with nothing changed.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let member: Caller;
let theirs: number;
let theirImage: number;

beforeAll(async () => {
  ({ t, admin, designer, designer2, member } = await openStaffLogosApp(6));
  theirs = (await logosOf(t, designer2.id))[0]!;
  const [image] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from logo_images where logo_id = ${theirs} order by id limit 1`,
  );
  theirImage = Number(image!.id);
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  url: () => string;
  body?: () => object;
  multipart?: boolean;
  admin?: boolean;
}

const image = () =>
  multipartBody(
    { kind: 'gallery' },
    { field: 'file', name: 'a.png', type: 'image/png', data: craftPng(8, 8) },
  );
const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/logo' },
  { method: 'GET', url: () => '/api/admin/logo/categories' },
  { method: 'POST', url: () => '/api/logo/create', body: () => ({ data: validBasics() }) },
  { method: 'GET', url: () => `/api/logo/${theirs}/detail` },
  { method: 'POST', url: () => `/api/logo/${theirs}/detail`, body: () => ({ data: validBasics(' X') }) },
  { method: 'POST', url: () => `/api/logo/${theirs}/keywords`, body: () => ({ keywords: [] }) },
  { method: 'POST', url: () => `/api/logo/${theirs}/categories`, body: () => ({ industryIds: [] }) },
  { method: 'POST', url: () => `/api/logo/${theirs}/update-image`, multipart: true },
  { method: 'DELETE', url: () => `/api/logo/${theirs}/images/${theirImage}` },
  { method: 'POST', url: () => `/api/logo/${theirs}/update-state`, body: () => ({ state: 7 }), admin: true },
  {
    method: 'POST',
    url: () => '/api/logo/update-state',
    body: () => ({ logo_ids: [theirs], state: 7 }),
    admin: true,
  },
  { method: 'GET', url: () => '/api/logs', admin: true },
];

function send(route: Route, who: Caller) {
  if (route.multipart) {
    const form = image();
    return t.app.inject({
      method: 'POST',
      url: route.url(),
      payload: form.payload,
      headers: { ...form.headers, ...who.headers },
    });
  }
  return call(t, who, route.method, route.url(), route.body?.());
}

/** What any of these calls could change about the other designer's logo. */
const state = async () => ({
  logo: await logoRow(t, theirs),
  logs: (await changeLogsOf(t, theirs)).length,
  files: storedFiles(t, theirs),
  logos: (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from logos`))[0]!.n,
  links: (
    await rows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from logo_industries where logo_id = ${theirs})
               + (select count(*) from logo_keywords where logo_id = ${theirs})
               + (select count(*) from logo_images where logo_id = ${theirs}) as n`,
    )
  )[0]!.n,
});

describe(`staff logo routes by role (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answer a visitor 401 and a member 403, changing nothing', async () => {
    const before = await state();
    for (const route of ROUTES) {
      const name = `${route.method} ${route.url()}`;
      expect((await send(route, GUEST)).statusCode, `${name} as visitor`).toBe(401);
      expect((await send(route, member)).statusCode, `${name} as member`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it("answer a designer 403 on admin-only calls and 404 on another designer's logo", async () => {
    const before = await state();
    for (const route of ROUTES.filter((r) => r.url().includes(`/${theirs}/`) || r.admin)) {
      const res = await send(route, designer);
      const name = `${route.method} ${route.url()}`;
      if (route.admin) {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().message).toBe('You do not have permission to do this.');
      } else {
        expect(res.statusCode, name).toBe(404);
        expect(res.json().message).toBe('The logo was not found.');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('let the owner and an admin through', async () => {
    for (const who of [designer2, admin]) {
      for (const route of ROUTES.filter((r) => r.method === 'GET' && (!r.admin || who === admin))) {
        expect((await send(route, who)).statusCode, `${route.url()}`).toBe(200);
      }
      expect((await send(ROUTES[5]!, who)).statusCode).toBe(200);
    }
  });
});
