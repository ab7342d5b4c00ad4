import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addressSequence,
  answerProblem,
  fillPath,
  type JsonSchema,
  mainBranch,
  openApiRoutes,
  type Route,
  signIn,
} from '../../../test/openapi-routes.ts';

/**
 * Issue 9, defect 3, broadly: every call of the OpenAPI description gets a fixed table of hostile
 * values in each parameter and body field, as a member and as an admin, and none answers 500.
 * (Property-based fuzzing from the contracts comes on top of this; this table is deterministic.)
 */

/** Calls whose ordinary success would spoil the rest of the run (the session would end). */
const SKIP = new Set(['POST /api/logout']);

const LONG = 'x'.repeat(5000);
/** Raw (already URL-encoded) values for path and query parameters. */
const URL_VALUES = ['%00', 'a%00b', '3000000000', '9007199254740993', '-1', '', encodeURIComponent(LONG)];
const PATH_VALUES = ['%00', '3000000000', '9007199254740993', '-1', 'x'.repeat(190), '1.5'];
const HEADER_VALUES = ['3000000000', '-1', '', LONG.slice(0, 1000), 'a\tb'];
const BODY_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '',
  LONG,
  ['a', 'b'],
  3000000000,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  { nested: '\u0000' },
  null,
];

let t: TestApp;
let routes: Route[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ logos: 3 });
  tokens.member = await signIn(t.app, 'member@logoya.test', 'member1234');
  tokens.admin = await signIn(t.app, 'admin@logoya.test', 'admin1234');
  routes = openApiRoutes(t.app);
});
afterAll(() => t.close());

/** A plausible value of a field, so that one hostile field at a time reaches deep into the call. */
function plausible(schema: JsonSchema): unknown {
  switch (mainBranch(schema).type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [1];
    case 'object':
      return {};
    default:
      return 'Plain1234';
  }
}

interface Probe {
  label: string;
  method: Route['method'];
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

function probesOf(route: Route): Probe[] {
  const { method, path } = route;
  const fill = (over: Record<string, string> = {}) => fillPath(path, over);
  const bodySchema = mainBranch(route.jsonBody);
  const base = Object.fromEntries(
    Object.entries(bodySchema.properties ?? {}).map(([k, s]) => [k, plausible(s)]),
  );
  const hasBody = Boolean(route.jsonBody);
  const probe = (label: string, parts: Partial<Probe> = {}): Probe => ({
    label: `${method} ${path} ${label}`,
    method,
    url: fill(),
    headers: {},
    ...(hasBody ? { payload: base } : {}),
    ...parts,
  });
  const probes: Probe[] = [probe('plain')];
  for (const p of route.pathParams)
    for (const v of PATH_VALUES)
      probes.push(probe(`path ${p.name}=${v.slice(0, 20)}`, { url: fill({ [p.name]: v }) }));
  for (const p of route.query) {
    for (const v of URL_VALUES)
      probes.push(probe(`query ${p.name}=${v.slice(0, 20)}`, { url: `${fill()}?${p.name}=${v}` }));
    probes.push(probe(`query ${p.name} twice`, { url: `${fill()}?${p.name}=1&${p.name}=2` }));
  }
  for (const p of route.headers)
    for (const v of HEADER_VALUES) probes.push(probe(`header ${p.name}`, { headers: { [p.name]: v } }));
  if (hasBody) {
    for (const field of Object.keys(bodySchema.properties ?? {}))
      for (const v of BODY_VALUES)
        probes.push(
          probe(`body ${field}=${JSON.stringify(v).slice(0, 20)}`, { payload: { ...base, [field]: v } }),
        );
    probes.push(probe('body array', { payload: [base] }), probe('body empty', { payload: {} }));
  }
  return probes;
}

describe('no hostile request answers 500', () => {
  it('for every call in the OpenAPI description, as a member and as an admin', async () => {
    const failures: string[] = [];
    let count = 0;
    const nextAddress = addressSequence();
    for (const route of routes) {
      if (SKIP.has(`${route.method} ${route.path}`)) continue;
      for (const role of ['member', 'admin'] as const) {
        for (const p of probesOf(route)) {
          count++;
          const res = await t.app.inject({
            method: p.method,
            url: p.url,
            remoteAddress: nextAddress(),
            headers: { authorization: `Bearer ${tokens[role]}`, ...p.headers },
            ...(p.payload !== undefined ? { payload: p.payload as object } : {}),
          });
          const problem = answerProblem(res, p.method);
          if (problem) failures.push(`${role} ${p.label} -> ${problem}`);
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
