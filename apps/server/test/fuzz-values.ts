import fc from 'fast-check';

/**
 * The hostile values the contract fuzzer mixes into requests built from the contracts: edge
 * strings, edge numbers, values of the wrong type, broken JSON texts and broken URL pieces.
 */

const LONG = 'x'.repeat(10_000);

/** Text that breaks naive code: empty, huge, NUL, lone surrogates, RTL, emoji, injections. */
export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   padded   ',
  LONG,
  '𠮷'.repeat(5_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '👍🏽👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  'ｔｅｓｔ１２３',
  '١٢٣',
  '\r\n\t\v\f',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // Split so that the linter does not take it for a template placeholder.
  '{{7*7}}$' + '{7*7}',
  '%00',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  '1.5',
  ' 1',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Numbers at the edges of the integer column, of exact doubles, and of JSON. */
export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
];

/** Number literals JSON.stringify never writes but a client may: Infinity after parsing, -0, digits past doubles. */
export const RAW_NUMBER_LITERALS: readonly string[] = [
  '1e999',
  '-1e999',
  '-0',
  '1E400',
  '1.0',
  '1e0',
  '0.0000001',
  '2147483648',
  '9007199254740993',
  '123456789012345678901234567890',
];

/** Request bodies that are not the JSON they claim to be, or JSON of an odd shape. */
export const RAW_BODIES: readonly string[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '[',
  'null',
  'true',
  '1',
  '"text"',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1}{"b":2}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  `[${Array.from({ length: 50_000 }, (_, i) => i).join(',')}]`,
  '\u0000',
  '\xff\xfe',
];

/** Raw (not encoded again) URL pieces: bad percent escapes, encoded separators, traversal. */
export const RAW_URL_PIECES: readonly string[] = [
  '',
  '%',
  '%2',
  '%zz',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%2F',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%20',
  '+',
  '%2B',
  '-1',
  '0',
  '00001',
  '1.5',
  '1e3',
  '2147483648',
  '3000000000',
  '9007199254740993',
  '99999999999999999999',
  '999999999999999999999999',
  '0x10',
  'NaN',
  '%E2%80%AE',
  '%F0%9F%91%8D',
  'x'.repeat(199),
  'x'.repeat(400),
  '1,2,3',
  `${'1,'.repeat(40)}1`,
  ',',
  '1,,2',
  '[]',
  '{}',
  '<script>',
];

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (as U+FFFD, like a browser). */
export function encodeComponent(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export const edgeString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  );

export const edgeNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer() },
  );

/** A huge array: many small items, or a few huge ones. */
const hugeArray = (): fc.Arbitrary<unknown[]> =>
  fc.constantFrom<unknown[]>(
    Array.from({ length: 10_000 }, (_, i) => i + 1),
    Array.from({ length: 2_000 }, () => 'x'.repeat(50)),
    Array.from({ length: 100 }, () => LONG),
  );

/** Any JSON value, biased to the edges; `depth` bounds nesting. */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: edgeString() },
    { weight: 4, arbitrary: edgeNumber() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { '': '' }) },
    { weight: 1, arbitrary: hugeArray() },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A value of another type than `type` (the JSON Schema type a field expects). */
export function wrongType(type: string | undefined): fc.Arbitrary<unknown> {
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(edgeString(), fc.constantFrom('1', '0', 'true', 'null')),
    number: fc.oneof(edgeNumber(), fc.constantFrom(1, 0)),
    integer: fc.oneof(edgeNumber(), fc.constantFrom(1, 0)),
    boolean: fc.boolean(),
    array: fc.oneof(
      fc.constant([1]),
      fc.constant(['1']),
      fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    ),
    object: fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })),
    ),
    null: fc.constant(null),
  };
  const others = Object.entries(byType)
    .filter(([name]) => name !== type && !(type === 'integer' && name === 'number'))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...others);
}

/** Keys a body should not have: odd names and prototype names (parsed by secure-json-parse). */
export const hostileKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      'extra',
      'id',
      'role',
      '__proto__',
      'user_id',
      'is_admin',
      'a\u0000b',
      'x'.repeat(1_000),
      '𠮷',
      'constructor',
    ),
    fc.string({ maxLength: 12 }),
  );

/** Header values a real HTTP client can send (Node refuses control characters and non-Latin-1). */
export const headerSafe = (value: string): string =>
  value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000);

export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'application/merge-patch+json',
  '*/*',
  '',
  'garbage',
];
