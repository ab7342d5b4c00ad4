import { PUBLIC_PAGES, profileFields } from '@logoya/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type JsonSchema, openApiRoutes, type Param, type Route } from './openapi-routes.ts';

/**
 * What the contract fuzzer walks: every call of the OpenAPI description, the routes outside it,
 * the forms handlers read themselves, and the app they run in (the same in the test and the bench).
 */

/** The catalogue size and settings of the fuzzed app, the same in the test and the bench (as test/app.ts). */
export const FUZZ_LOGOS = 8;
export const FUZZ_APP_ENV = {
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'never',
  NODE_ENV: 'test',
  CATALOG_CACHE_TTL_MS: '0',
  CAPTCHA_DIFFICULTY: '200',
} as const;

const stringParam = (name: string, values: readonly string[]): Param => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...values] },
});
const outside = (path: string, pathParams: Param[] = [], query: Param[] = []): Route => ({
  method: 'GET',
  path,
  pathParams,
  query,
  headers: [],
  multipart: false,
  secured: false,
});

const PAGES = [
  ...Object.values(PUBLIC_PAGES).map((p) => p.slice(1)),
  'ja/',
  'vi/search',
  'logo/detail/1',
  'ja/logo/detail/2',
  'vi/logo/detail/2147483648',
  'logo/detail/99999999999',
  'my-page/orders',
  'admin',
  'admin/orders/1',
  'xx/logo/detail/1',
];

/**
 * Routes without a contract, outside the OpenAPI description (files, SEO files, pages): their
 * parameters are free text, from a few meaningful values and the hostile ones.
 */
const OUTSIDE_OPENAPI: Route[] = [
  outside('/files/default-logo.png'),
  outside('/files/{*}', [
    stringParam('*', [
      'logos/1/x.png',
      'avatars/a.png',
      'zips/1/test.zip',
      'logos/../../secret.png',
      'logos//x.png',
    ]),
  ]),
  outside('/robots.txt'),
  outside('/sitemap.xml'),
  outside('/sitemap-pages.xml'),
  outside('/sitemap-logos-{file}', [
    stringParam('file', ['1.xml', '2.xml', '0.xml', '999999.xml', '1.json']),
  ]),
  outside('/og-image.png'),
  outside(
    '/{page*}',
    [stringParam('page*', PAGES)],
    ['keyword', 'u_keyword', 'industry_id', 'alphabet_id', 'color_id', 'taste_id', 'sold_out', 'page'].map(
      (name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }),
    ),
  ),
];

/** Forms that handlers read themselves (multipart): the contract of their fields, and the file field. */
const FORMS: Record<string, { schema: JsonSchema; fileField: string }> = {
  'POST /api/update-profile': {
    schema: z.toJSONSchema(profileFields, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    fileField: 'picture',
  },
};

/** The form a call reads itself, if it does. */
export const formOf = (route: Route) => FORMS[`${route.method} ${route.path}`];

/** Every call the fuzzer walks: the OpenAPI description's, then those outside it. */
export function fuzzCalls(app: FastifyInstance): Route[] {
  return [...openApiRoutes(app), ...OUTSIDE_OPENAPI];
}
