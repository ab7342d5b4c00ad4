import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * Issue 9, defect 3, broadly: every call of the OpenAPI description gets a fixed table of hostile
 * values in each parameter and body field, as a member and as an admin, and none answers 500.
 * (Property-based fuzzing from the contracts comes on top of this; this table is deterministic.)
 */
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  $ref?: string;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

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
let spec: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
const tokens: Record<string, string> = {};

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().data.access_token;
}

beforeAll(async () => {
  t = await createTestApp({ logos: 3 });
  tokens.member = await login('member@logoya.test', 'member1234');
  tokens.admin = await login('admin@logoya.test', 'admin1234');
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(spec.components?.schemas?.[schema.$ref.split('/').at(-1) ?? '']);
  if (schema.anyOf) return resolve(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  return schema;
}

/** A plausible value of a field, so that one hostile field at a time reaches deep into the call. */
function plausible(schema: Schema): unknown {
  switch (resolve(schema).type) {
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
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

function probesOf(path: string, method: Method, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const fill = (over: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => over[name] ?? '1');
  const bodySchema = resolve(op.requestBody?.content?.['application/json']?.schema);
  const base = Object.fromEntries(
    Object.entries(bodySchema.properties ?? {}).map(([k, s]) => [k, plausible(s)]),
  );
  const hasBody = Boolean(op.requestBody?.content?.['application/json']);
  const probe = (label: string, parts: Partial<Probe> = {}): Probe => ({
    label: `${method} ${path} ${label}`,
    method,
    url: fill(),
    headers: {},
    ...(hasBody ? { payload: base } : {}),
    ...parts,
  });
  const probes: Probe[] = [probe('plain')];
  for (const p of pathParams)
    for (const v of PATH_VALUES)
      probes.push(probe(`path ${p.name}=${v.slice(0, 20)}`, { url: fill({ [p.name]: v }) }));
  for (const p of params.filter((q) => q.in === 'query')) {
    for (const v of URL_VALUES)
      probes.push(probe(`query ${p.name}=${v.slice(0, 20)}`, { url: `${fill()}?${p.name}=${v}` }));
    probes.push(probe(`query ${p.name} twice`, { url: `${fill()}?${p.name}=1&${p.name}=2` }));
  }
  for (const p of params.filter((h) => h.in === 'header'))
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
    let ip = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [verb, op] of Object.entries(operations)) {
        const method = verb.toUpperCase() as Method;
        if (SKIP.has(`${method} ${path}`)) continue;
        for (const role of ['member', 'admin'] as const) {
          for (const p of probesOf(path, method, op)) {
            count++;
            const res = await t.app.inject({
              method: p.method,
              url: p.url,
              remoteAddress: `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.1`,
              headers: { authorization: `Bearer ${tokens[role]}`, ...p.headers },
              ...(p.payload !== undefined ? { payload: p.payload as object } : {}),
            });
            if (res.statusCode >= 500) failures.push(`${role} ${p.label} -> ${res.statusCode}`);
            else if (res.statusCode >= 400 && typeof res.json().message !== 'string')
              failures.push(`${role} ${p.label} -> ${res.statusCode} without a message`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
