import type { FastifyInstance } from 'fastify';

/**
 * The calls of the app as its OpenAPI description lists them, read once from `app.swagger()`
 * (after ready), with their parameters and bodies resolved. The request schemas there are the zod
 * contracts of packages/core turned into JSON Schema by zod itself (fastify-type-provider-zod,
 * input side), so they say what each call accepts. Shared by the hostile-input table and the
 * contract fuzzer, which walk every call the same way, and by the fuzz bench.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  default?: unknown;
  $ref?: string;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  method: Method;
  /** OpenAPI form: `/api/logo/{id}`. */
  path: string;
  pathParams: Param[];
  query: Param[];
  headers: Param[];
  /** The JSON body's schema, when the call takes one. */
  jsonBody?: JsonSchema;
  /** The call reads multipart/form-data (its fields are checked in the handler). */
  multipart: boolean;
  /** The call is documented as needing a signed-in user. */
  secured: boolean;
}

type Operation = {
  parameters?: { name: string; in: Param['in']; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
  security?: unknown[];
};
type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Replaces `$ref`s by the component they name, everywhere in the schema. */
function inline(schema: JsonSchema | undefined, spec: Spec, seen = new Set<string>()): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    if (seen.has(name)) return {};
    return inline(spec.components?.schemas?.[name], spec, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, inline(v, spec, seen)]),
    );
  if (schema.items) out.items = inline(schema.items, spec, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (schema[key]) out[key] = schema[key].map((s) => inline(s, spec, seen));
  return out;
}

/** Every call of the OpenAPI description, in its order. */
export function openApiRoutes(app: FastifyInstance): Route[] {
  const spec = app.swagger() as unknown as Spec;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const params = (op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.in === 'path' || Boolean(p.required),
        schema: inline(p.schema, spec),
      }));
      const json = op.requestBody?.content?.['application/json'];
      routes.push({
        method: verb.toUpperCase() as Method,
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header'),
        ...(json ? { jsonBody: inline(json.schema, spec) } : {}),
        multipart: Boolean(
          op.consumes?.includes('multipart/form-data') || op.requestBody?.content?.['multipart/form-data'],
        ),
        secured: Boolean(op.security?.length),
      });
    }
  }
  return routes;
}

/** The schema a value of `schema` mostly has: the first non-null branch of a union. */
export function mainBranch(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return mainBranch(branches.find((s) => s.type !== 'null') ?? branches[0]);
  return schema;
}

/** The URL of a call with its path parameters filled in (values already URL-encoded). */
export function fillPath(path: string, values: Record<string, string> = {}, fallback = '1'): string {
  return path.replace(/\{([\w*]+)\}/g, (_, name: string) => values[name] ?? fallback);
}

/** Signs in through POST /api/login and answers the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const token = res.json()?.data?.access_token;
  if (res.statusCode !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return token;
}

/**
 * A new caller address for each request, so the per-address limits (sign-in, contact, captcha)
 * answer the call itself rather than 429 after the first few probes.
 */
export function addressSequence(): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${Math.floor(n / 62500) % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}

/** Text of a stack trace or of a source location: never part of an answer. */
const STACK = /\n\s+at [^\n]+[:(]\d+:\d+\)?|\bat (?:async )?[\w.<>]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/;
const INTERNALS = /node_modules\/|\/apps\/server\/src\/|\.ts:\d+:\d+/;
const TEXT = /json|text|html|xml|javascript/;

/** Statuses of the fault answers (database unreachable, disk full): deliberate, with Retry-After. */
const DELIBERATE_5XX = new Set([503, 507]);

/**
 * What is wrong with an answer, or null: a 5xx other than the deliberate 503 and 507, a 4xx whose
 * body is not `{message, errors?}` with a string message and string-list field errors, or stack
 * trace text in any text body.
 */
export function answerProblem(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  method = 'GET',
): string | null {
  const status = res.statusCode;
  if (status >= 500 && !DELIBERATE_5XX.has(status)) return `answered ${status}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (TEXT.test(type) || type === '') {
    if (STACK.test(res.body) || INTERNALS.test(res.body))
      return `answered ${status} with internals in the body: ${res.body.slice(0, 300)}`;
  }
  // A HEAD answer has no body to check.
  if (status >= 400 && method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `answered ${status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    const { message, errors, ...rest } = (body ?? {}) as Record<string, unknown>;
    if (typeof message !== 'string' || message === '')
      return `answered ${status} without a message: ${res.body.slice(0, 200)}`;
    if (Object.keys(rest).length > 0)
      return `answered ${status} with fields beside message and errors: ${res.body.slice(0, 200)}`;
    const listsOfText =
      errors === undefined ||
      (typeof errors === 'object' &&
        errors !== null &&
        !Array.isArray(errors) &&
        Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string')));
    if (!listsOfText) return `answered ${status} with malformed field errors: ${res.body.slice(0, 200)}`;
  }
  return null;
}
