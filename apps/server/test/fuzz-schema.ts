import fc from 'fast-check';
import { EDGE_DATES, isDateField, WINDOW_DATES } from './fuzz-dates.ts';
import {
  EDGE_STRINGS,
  edgeNumber,
  edgeString,
  hostileJson,
  hostileKey,
  RAW_BODIES,
  RAW_NUMBER_LITERALS,
  wrongType,
} from './fuzz-values.ts';
import { type JsonSchema, mainBranch } from './openapi-routes.ts';

/**
 * fast-check arbitraries from the JSON Schema of a contract: values the contract accepts (biased
 * to rows that exist, so calls reach past validation), and the same values with hostile changes.
 */

/** Values that make a call reach deeper: ids of existing rows, seeded accounts, live intents. */
export interface KnownValues {
  ids: readonly number[];
  /** Strings by field or parameter name (`email`, `payment_intent`, `x-cart-id`, ...). */
  byField: Readonly<Record<string, readonly string[]>>;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
};

function integerIn(schema: JsonSchema, known: KnownValues): fc.Arbitrary<number> {
  // A number's bounds need not be whole (letter spacing from -0.2): the whole numbers within them.
  const lo =
    schema.minimum !== undefined
      ? Math.ceil(schema.minimum)
      : schema.exclusiveMinimum !== undefined
        ? Math.floor(schema.exclusiveMinimum) + 1
        : -(2 ** 31);
  const hi =
    schema.maximum !== undefined
      ? Math.floor(schema.maximum)
      : schema.exclusiveMaximum !== undefined
        ? Math.ceil(schema.exclusiveMaximum) - 1
        : 2 ** 31 - 1;
  const ids = known.ids.filter((id) => id >= lo && id <= hi);
  return fc.oneof(
    ...(ids.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...ids) }] : []),
    { weight: 2, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 20) }) },
    { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
  );
}

const EDGE_IDS = ['0', '2147483647', '2147483648', '4294967296', '9007199254740993', '99999999999999999999'];

function stringIn(schema: JsonSchema, field: string, known: KnownValues): fc.Arbitrary<string> {
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (v: string) =>
    (!pattern || pattern.test(v)) &&
    v.length >= (schema.minLength ?? 0) &&
    v.length <= (schema.maxLength ?? 1e9);
  if (isDateField(field, schema.format)) {
    // Days the JSON Schema lets through (its pattern) are valid here, the edges among them too:
    // only the contract's refinements know 9999-12-31 or 2026-02-30 is no day a caller may send.
    const edgeDays = EDGE_DATES.filter(fits);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...WINDOW_DATES) },
      ...(edgeDays.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...edgeDays) }] : []),
      { weight: 1, arbitrary: pattern ? fc.stringMatching(pattern) : fc.constantFrom(...EDGE_DATES) },
    );
  }
  const pool = [...(known.byField[field] ?? []), ...known.ids.map(String)].filter(fits);
  // Whole numbers the contract lets through but the integer columns cannot hold.
  const edges = pattern?.test('1') ? EDGE_IDS.filter(fits) : [];
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  const free = pattern
    ? fc.stringMatching(pattern)
    : schema.format === 'email' || /email/i.test(field)
      ? fc.emailAddress()
      : fc.string({
          minLength,
          maxLength,
          unit: fc.constantFrom('a', 'Z', '1', ' ', 'é', 'ー', '字', '-', '.'),
        });
  return fc.oneof(
    ...(pool.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...pool) }] : []),
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
    { weight: 2, arbitrary: free },
  );
}

/** Fields that must repeat another (`email_confirm` = `email`): a valid body has them equal. */
const CONFIRMS: Record<string, string> = {
  email_confirm: 'email',
  email_confirmation: 'email',
  password_confirmation: 'password',
  confirmation_password: 'password',
  confirmPass: 'newPass',
};

function confirmed(value: Record<string, unknown>): Record<string, unknown> {
  const out = { ...value };
  for (const [copy, of] of Object.entries(CONFIRMS)) if (copy in out && of in out) out[copy] = out[of];
  return out;
}

/** A value the schema accepts (as far as JSON Schema can tell: refinements are not in it). */
export function validValue(
  schema: JsonSchema,
  field: string,
  known: KnownValues,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, field, known, depth)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], field, known, depth);
  switch (typeOf(schema)) {
    case 'string':
      return stringIn(schema, field, known);
    case 'integer':
      return integerIn(schema, known);
    case 'number':
      return fc.oneof(
        integerIn(schema, known),
        fc.double({
          ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
          ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(schema.items ?? {}, field, known, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, validValue(s, k, known, depth + 1)]),
      );
      return fc
        .record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) })
        .map((value) => confirmed(value as Record<string, unknown>));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Something a field of `schema` must refuse or survive: another type, an edge value, a huge list. */
export function hostileValue(schema: JsonSchema, field = ''): fc.Arbitrary<unknown> {
  const main = mainBranch(schema);
  const type = typeOf(main);
  return fc.oneof(
    { weight: 3, arbitrary: wrongType(type) },
    ...(type === 'string' && isDateField(field, main.format)
      ? [{ weight: 3, arbitrary: fc.constantFrom(...EDGE_DATES) }]
      : []),
    { weight: 2, arbitrary: type === 'string' ? edgeString() : edgeNumber() },
    { weight: 1, arbitrary: hostileJson() },
    ...(type === 'array'
      ? [
          {
            weight: 2,
            arbitrary: fc.array(fc.oneof(edgeNumber(), edgeString(), fc.constant(null)), { maxLength: 40 }),
          },
        ]
      : []),
    ...(type === 'integer' || type === 'number'
      ? [{ weight: 1, arbitrary: fc.constantFrom('1', '1.5', '', 'NaN', String(2 ** 53 + 2)) }]
      : []),
  );
}

type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'delete'; key: string }
  | { kind: 'literal'; key: string; literal: string };

const LITERAL = '__fuzz_raw_literal__';

function applyMutations(base: unknown, mutations: Mutation[]): string {
  const body: Record<string, unknown> =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  let literal: string | undefined;
  for (const m of mutations) {
    if (m.kind === 'delete') delete body[m.key];
    else if (m.kind === 'set')
      Object.defineProperty(body, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else {
      body[m.key] = LITERAL;
      literal = m.literal;
    }
  }
  const text = JSON.stringify(body);
  return literal === undefined ? text : text.replaceAll(`"${LITERAL}"`, literal);
}

/** The text of a JSON body the contract accepts (as far as JSON Schema says). */
export function validJsonText(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  return validValue(schema, '', known).map((v) => JSON.stringify(v) ?? 'null');
}

/** The text of a JSON body for a call taking `schema`: valid, valid with hostile changes, or broken. */
export function jsonBodyText(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const main = mainBranch(schema);
  const props = main.properties ?? {};
  const keys = Object.keys(props);
  const onField: fc.Arbitrary<Mutation>[] =
    keys.length === 0
      ? []
      : [
          fc.constantFrom(...keys).chain((key) =>
            fc.oneof(
              {
                weight: 4,
                arbitrary: hostileValue(props[key]!, key).map(
                  (value): Mutation => ({ kind: 'set', key, value }),
                ),
              },
              { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete', key }) },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom(...RAW_NUMBER_LITERALS)
                  .map((literal): Mutation => ({ kind: 'literal', key, literal })),
              },
            ),
          ),
        ];
  const extra = fc
    .tuple(hostileKey(), hostileJson())
    .map(([key, value]): Mutation => ({ kind: 'set', key, value }));
  const mutation = fc.oneof(...onField.map((arbitrary) => ({ weight: 4, arbitrary })), {
    weight: 1,
    arbitrary: extra,
  });
  const valid = validValue(schema, '', known);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([base, ms]) => applyMutations(base, ms)),
    },
    { weight: 1, arbitrary: hostileJson().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

/** A value for a string parameter (path, query or header): valid for its schema, or an edge string. */
export function paramText(
  schema: JsonSchema,
  name: string,
  known: KnownValues,
  hostile: boolean,
): fc.Arbitrary<string> {
  const valid = validValue(schema, name, known).map((v) =>
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  );
  if (!hostile) return valid;
  return isDateField(name, mainBranch(schema).format)
    ? fc.oneof(valid, fc.constantFrom(...EDGE_DATES), fc.constantFrom(...EDGE_STRINGS))
    : fc.oneof(valid, fc.constantFrom(...EDGE_STRINGS));
}
