import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillPath, signIn } from '../../../test/openapi-routes.ts';

/**
 * Every staff route, as the app registered it (app.staffRoutes), tried by each caller who may not
 * use it: a visitor gets 401, a member 403, and a designer 403 on admin-only routes, whatever the
 * body. The expected list below is the back office of SPEC §7 and issue 10: a staff route that
 * loses its guard, or a new one without a guard, fails here.
 */

const EXPECTED: Record<string, 'admin' | 'staff'> = {
  'GET /api/orders': 'admin',
  'PUT /api/order/update-status/:id': 'admin',
  'POST /api/order/:id/kit/:logo_id/retry': 'admin',
  'GET /api/contacts': 'admin',
  'GET /api/contacts/:id': 'admin',
  'POST /api/check-email': 'admin',
  'GET /api/user': 'admin',
  'GET /api/user/:id': 'admin',
  'POST /api/user': 'admin',
  'PUT /api/user/:id': 'admin',
  'DELETE /api/user/:id': 'admin',
  'POST /api/user/:id/invitation': 'admin',
  'GET /api/zips': 'admin',
  'GET /api/zips/find/:id': 'admin',
  'GET /api/zips/logo/:logo_id': 'admin',
  'GET /api/zips/:id/file': 'admin',
  'POST /api/zips': 'admin',
  'POST /api/zips/update/:id': 'admin',
  'DELETE /api/zips/delete/:id': 'admin',
  'PUT /api/price-setting': 'admin',
  'POST /api/logo/:id/update-state': 'admin',
  'POST /api/logo/update-state': 'admin',
  'GET /api/logs': 'admin',
  'GET /api/logo/export.csv': 'admin',
  'POST /api/logo/import': 'admin',
  'GET /api/logo/import/:id': 'admin',
  'GET /api/address-search': 'admin',
  'GET /api/logo-requests': 'admin',
  'GET /api/logo-requests/:id': 'admin',
  'GET /api/keywords': 'admin',
  'POST /api/keywords': 'admin',
  'GET /api/keywords/detail/:id': 'admin',
  'POST /api/keywords/update/:id': 'admin',
  'DELETE /api/keywords/:id': 'admin',
  'GET /api/colors': 'admin',
  'POST /api/colors': 'admin',
  'GET /api/colors/:id': 'admin',
  'PUT /api/colors/:id': 'admin',
  'DELETE /api/colors/:id': 'admin',
  'GET /api/industries': 'admin',
  'POST /api/industries': 'admin',
  'GET /api/industries/:id': 'admin',
  'PUT /api/industries/:id': 'admin',
  'DELETE /api/industries/:id': 'admin',
  'GET /api/tastes': 'admin',
  'POST /api/tastes': 'admin',
  'GET /api/tastes/:id': 'admin',
  'PUT /api/tastes/:id': 'admin',
  'DELETE /api/tastes/:id': 'admin',
  'GET /api/dashboard/stats': 'staff',
  'GET /api/logo': 'staff',
  'GET /api/logo/:id/lettering': 'staff',
  'PUT /api/logo/:id/lettering': 'staff',
  'POST /api/logo/:id/lettering/mark': 'staff',
  'POST /api/logo/:id/lettering/preview': 'staff',
  'GET /api/logo/:id/detail': 'staff',
  'POST /api/logo/:id/detail': 'staff',
  'POST /api/logo/create': 'staff',
  'GET /api/admin/logo/categories': 'staff',
  'POST /api/logo/:id/keywords': 'staff',
  'POST /api/logo/:id/categories': 'staff',
  'POST /api/logo/:id/update-image': 'staff',
  'DELETE /api/logo/:id/images/:imageId': 'staff',
};

let t: TestApp;
let member: string;
let designer: string;
beforeAll(async () => {
  t = await createTestApp({ logos: 2 });
  member = await signIn(t.app, 'member@logoya.test', 'member1234');
  designer = await signIn(t.app, 'designer@logoya.test', 'designer1234');
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: fillPath(url.replace(/:(\w+)/g, '{$1}')),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: true } }),
  });

describe('staff routes', () => {
  it('are all guarded, and the guarded ones are the expected back office', () => {
    const found = Object.fromEntries(
      t.app.staffRoutes.map((r) => [
        `${r.method} ${r.url}`,
        r.roles.includes('designer') ? ('staff' as const) : ('admin' as const),
      ]),
    );
    expect(found).toEqual(EXPECTED);
  });

  it('answer a visitor 401, a member 403 and a designer 403 where admins only may go', async () => {
    const wrong: string[] = [];
    for (const route of t.app.staffRoutes) {
      const name = `${route.method} ${route.url}`;
      const guest = await call(route.method, route.url);
      if (guest.statusCode !== 401) wrong.push(`${name} as visitor: ${guest.statusCode}`);
      const asMember = await call(route.method, route.url, member);
      if (asMember.statusCode !== 403) wrong.push(`${name} as member: ${asMember.statusCode}`);
      if (!route.roles.includes('designer')) {
        const asDesigner = await call(route.method, route.url, designer);
        if (asDesigner.statusCode !== 403) wrong.push(`${name} as designer: ${asDesigner.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
