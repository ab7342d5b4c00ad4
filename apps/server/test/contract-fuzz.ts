import fc from 'fast-check';
import { formOf } from './fuzz-calls.ts';
import { multipartBody } from './fuzz-multipart.ts';
import { jsonBodyText, type KnownValues, paramText, validJsonText } from './fuzz-schema.ts';
import {
  CONTENT_TYPES,
  edgeString,
  encodeComponent,
  headerSafe,
  hostileJson,
  RAW_URL_PIECES,
} from './fuzz-values.ts';
import { fillPath, type Route } from './openapi-routes.ts';

/**
 * The contract fuzzer's request generator: for every call of the app, requests built from the
 * call's zod contract (as JSON Schema in the OpenAPI description) mixed with hostile changes,
 * sent anonymously, as a member, as an admin, as an account that must still set its first
 * password, or with a broken token. Used by platform/http/contract-fuzz.test.ts (fixed seed, small
 * count) and bench/fuzz.ts (any seed, large count); the same seed gives the same requests.
 */

export type Role = 'anonymous' | 'member' | 'admin' | 'first-login' | 'bad-token';

export interface FuzzRequest {
  /** `METHOD /path` of the call the request was built for. */
  call: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The body's characters are its bytes (Latin-1), as for an upload; otherwise it is UTF-8 text. */
  binary?: boolean;
}

const BAD_AUTH = [
  'Bearer',
  'Bearer ',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(500)}`,
  'Basic bWVtYmVyQGxvZ295YS50ZXN0Om1lbWJlcjEyMzQ=',
  'bearer lowercase-scheme-token-000000000',
  'Bearer null',
  `Bearer ${'%00'.repeat(10)}`,
];

const role = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Role>('anonymous') },
  { weight: 4, arbitrary: fc.constant<Role>('member') },
  { weight: 4, arbitrary: fc.constant<Role>('admin') },
  { weight: 1, arbitrary: fc.constant<Role>('first-login') },
  { weight: 1, arbitrary: fc.constant<Role>('bad-token') },
);

/** Path parameter text: the wildcard ones keep their slashes. */
const encodePath = (name: string, value: string) =>
  name.endsWith('*') ? value.split('/').map(encodeComponent).join('/') : encodeComponent(value);

/**
 * Each part of a request comes in two kinds: `clean` (what the contract accepts, so the request
 * reaches the handler and its rules) or hostile (the edges and the wrong types). A request is
 * all clean, or has hostile parts mixed with clean ones.
 */
function pathPart(route: Route, known: KnownValues, clean: boolean): fc.Arbitrary<string> {
  const values = route.pathParams.map((p) => {
    const valid = paramText(p.schema, p.name, known, false).map((v) => encodePath(p.name, v));
    return clean
      ? valid
      : fc.oneof(
          { weight: 3, arbitrary: valid },
          { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
          { weight: 1, arbitrary: edgeString().map(encodeComponent) },
        );
  });
  return fc
    .tuple(...values)
    .map((list) =>
      fillPath(route.path, Object.fromEntries(route.pathParams.map((p, i) => [p.name, list[i]!]))),
    );
}

function queryPart(route: Route, known: KnownValues, clean: boolean): fc.Arbitrary<string> {
  const entries = route.query.map((p) => {
    const valid = paramText(p.schema, p.name, known, false).map((v) => `${p.name}=${encodeComponent(v)}`);
    return fc.option(
      clean
        ? valid
        : fc.oneof(
            { weight: 2, arbitrary: valid },
            {
              weight: 2,
              arbitrary: paramText(p.schema, p.name, known, true).map(
                (v) => `${p.name}=${encodeComponent(v)}`,
              ),
            },
            { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((raw) => `${p.name}=${raw}`) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                `${p.name}=1&${p.name}=2`,
                `${p.name}[]=1`,
                p.name,
                `${p.name}[a]=1`,
                `${p.name}=`,
              ),
            },
          ),
      { freq: 2 },
    );
  });
  const extra = clean
    ? fc.constant(null)
    : fc.option(
        fc
          .tuple(fc.constantFrom('locale', 'page', 'x', '__proto__', 'a[b]', ''), edgeString())
          .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`),
        { freq: 2 },
      );
  return fc.tuple(fc.tuple(...entries), extra).map(([parts, e]) => {
    const all = [...parts, e].filter((x): x is string => x !== null);
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

const LOCALES = ['en', 'ja', 'vi', 'ja-JP', 'vi_VN', 'fr'];

function headersPart(route: Route, known: KnownValues, clean: boolean): fc.Arbitrary<Record<string, string>> {
  const header = (name: string, values: fc.Arbitrary<string>) =>
    fc.option(
      values.map((v) => [name, headerSafe(v)] as const),
      { freq: 2 },
    );
  const declared = route.headers.map((p) => header(p.name, paramText(p.schema, p.name, known, !clean)));
  const odd = clean
    ? []
    : [
        header('locale', fc.oneof(fc.constantFrom('zz', '', 'x'.repeat(300)), edgeString())),
        header('accept-language', fc.constantFrom('ja,en;q=0.5', 'vi-VN', '*', ';q=x', 'x'.repeat(500))),
        header(
          'cookie',
          fc.constantFrom('a=b', '=', 'logoya_session=x; logoya_session=y', '%00=%00', 'x'.repeat(4_000)),
        ),
        header('x-request-id', fc.constantFrom('fuzz-1', '../x', 'x'.repeat(100))),
      ];
  return fc
    .tuple(...declared, header('locale', fc.constantFrom(...LOCALES)), ...odd)
    .map((list) => Object.fromEntries(list.filter((h) => h !== null)));
}

interface Body {
  contentType?: string;
  text: string;
  binary?: boolean;
}

function bodyPart(route: Route, known: KnownValues, clean: boolean): fc.Arbitrary<Body | null> {
  const form = formOf(route);
  const json = 'application/json';
  const contentType = clean
    ? fc.constant<string | undefined>(json)
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant<string | undefined>(json) },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      );
  const stray = fc.tuple(contentType, hostileJson()).map(([type, v]) => ({
    ...(type ? { contentType: type } : {}),
    text: JSON.stringify(v) ?? 'null',
  }));
  if (form) {
    const multipart = multipartBody(form.schema, form.fileField, known, clean).map((m) => ({
      contentType: m.contentType,
      text: m.body,
      binary: true,
    }));
    return clean
      ? multipart
      : fc.oneof(
          { weight: 6, arbitrary: multipart },
          { weight: 1, arbitrary: stray },
          { weight: 1, arbitrary: fc.constant(null) },
        );
  }
  if (route.jsonBody) {
    if (clean) return validJsonText(route.jsonBody, known).map((text) => ({ contentType: json, text }));
    return fc.oneof(
      {
        weight: 10,
        arbitrary: fc
          .tuple(contentType, jsonBodyText(route.jsonBody, known))
          .map(([type, text]) => ({ ...(type ? { contentType: type } : {}), text })),
      },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  return clean ? fc.constant(null) : fc.option(stray, { freq: 6 });
}

const short = (value: unknown) =>
  JSON.stringify(value, (_k, v) =>
    typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}…(${v.length} chars)` : v,
  );

function requestFor(route: Route, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const call = `${route.method} ${route.path}`;
  const parts = (clean: boolean) =>
    fc.record({
      role,
      method: clean
        ? fc.constant<string>(route.method)
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant<string>(route.method) },
            {
              weight: 1,
              arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'PATCH', 'DELETE', 'GET', 'PUT', 'POST'),
            },
          ),
      path: pathPart(route, known, clean),
      query: queryPart(route, known, clean),
      headers: headersPart(route, known, clean),
      body: bodyPart(route, known, clean),
      badAuth: fc.constantFrom(...BAD_AUTH),
    });
  /** A hostile request keeps some parts clean, so each hostile part is met on its own too. */
  const hostile = fc
    .tuple(parts(true), parts(false), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }))
    .filter(([, , pick]) => pick.some(Boolean))
    .map(([c, h, pick]) => ({
      ...c,
      method: pick[0] ? h.method : c.method,
      path: pick[1] ? h.path : c.path,
      query: pick[2] ? h.query : c.query,
      headers: pick[3] ? h.headers : c.headers,
      body: pick[4] ? h.body : c.body,
    }));
  return fc
    .oneof({ weight: 2, arbitrary: parts(true) }, { weight: 3, arbitrary: hostile })
    .map(({ role, method, path, query, headers, body, badAuth }) => {
      const request: FuzzRequest = {
        call,
        role,
        method,
        url: `${path}${query}`,
        headers: {
          ...headers,
          ...(role === 'bad-token' ? { authorization: badAuth } : {}),
          ...(body?.contentType !== undefined ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { body: body.text, ...(body.binary ? { binary: true } : {}) } : {}),
      };
      // How fast-check prints a failing request: whole, but with long texts cut.
      return Object.assign(request, { [fc.toStringMethod]: () => short(request) });
    });
}

/** Requests for every call in `calls`, each call equally likely. */
export function fuzzRequests(calls: readonly Route[], known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...calls.map((route) => requestFor(route, known)));
}

export type { KnownValues };
