import fc from 'fast-check';
import { type KnownValues, validValue } from './fuzz-schema.ts';
import { EDGE_STRINGS, edgeString } from './fuzz-values.ts';
import type { JsonSchema } from './openapi-routes.ts';

/**
 * multipart/form-data bodies for the calls that read a form (the profile with its picture):
 * fields from the contract's schema, hostile fields, files of every kind, and broken bodies.
 * The body is a Latin-1 string of the exact bytes sent.
 */

const BOUNDARY = '----fuzz-boundary';
const bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** The smallest PNG (1x1 pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
).toString('latin1');

interface FilePart {
  field: string;
  name: string;
  type: string;
  data: string;
}

const file = (fileField: string): fc.Arbitrary<FilePart> =>
  fc.record({
    field: fc.constantFrom(fileField, fileField, 'other', ''),
    name: fc.oneof(
      fc.constantFrom(
        'logo.png',
        'a.jpg',
        'x',
        '',
        '../../../etc/passwd.png',
        'a"b.png',
        'ファイル.png',
        'x'.repeat(600),
      ),
      edgeString(),
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/gif',
      'text/plain',
      'application/octet-stream',
      '',
      'image/svg+xml',
    ),
    data: fc.oneof(
      { weight: 3, arbitrary: fc.constant(PNG) },
      { weight: 1, arbitrary: fc.constant(PNG.slice(0, 30)) },
      { weight: 1, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc.constant('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        weight: 2,
        arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a).toString('latin1')),
      },
      { weight: 1, arbitrary: fc.constant(`${PNG.slice(0, 16)}${'\u00ff'.repeat(2_000)}`) },
      // Past the 5 MB the profile picture may have.
      { weight: 1, arbitrary: fc.constant(PNG.padEnd(5 * 1024 * 1024 + 10, '\u0000')) },
    ),
  });

function render(fields: [string, string][], files: FilePart[]): string {
  const parts = fields.map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${bytes(k)}"\r\n\r\n${bytes(v)}\r\n`,
  );
  for (const f of files)
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${bytes(f.name)}"\r\nContent-Type: ${f.type}\r\n\r\n${f.data}\r\n`,
    );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

export interface MultipartBody {
  contentType: string;
  body: string;
}

const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A form for `schema`'s fields (all sent as text) and one file field. Clean: valid fields, maybe
 * `_method=put` and a small PNG. Otherwise edge values, odd and extra fields and files, and broken
 * bodies too.
 */
export function multipartBody(
  schema: JsonSchema,
  fileField: string,
  known: KnownValues,
  clean: boolean,
): fc.Arbitrary<MultipartBody> {
  const props = schema.properties ?? {};
  const valid = (name: string) => validValue(props[name] ?? {}, name, known).map((v) => String(v));
  const fieldValue = (name: string) =>
    clean
      ? valid(name)
      : fc.oneof(
          { weight: 3, arbitrary: valid(name) },
          { weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
        );
  const method = clean ? fc.constant('put') : fc.constantFrom('put', 'PUT', 'post', '', 'x'.repeat(300));
  const fields = fc
    .tuple(
      ...Object.keys(props).map((name) =>
        fc.option(fieldValue(name).map((v): [string, string] => [name, v])),
      ),
      fc.option(method.map((v): [string, string] => ['_method', v])),
      clean ? fc.constant(null) : fc.option(fc.tuple(edgeString(), edgeString())),
    )
    .map((list) => list.filter((f): f is [string, string] => f !== null));
  const files = clean
    ? fc
        .option(fc.constant<FilePart>({ field: fileField, name: 'logo.png', type: 'image/png', data: PNG }), {
          freq: 3,
        })
        .map((f) => (f ? [f] : []))
    : fc.array(file(fileField), { maxLength: 2 });
  const form = fc.tuple(fields, files).map(([f, list]) => render(f, list));
  if (clean) return form.map((body) => ({ contentType: CONTENT_TYPE, body }));
  return fc.oneof(
    { weight: 6, arbitrary: form.map((body) => ({ contentType: CONTENT_TYPE, body })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(form, fc.nat())
        .map(([body, cut]) => ({ contentType: CONTENT_TYPE, body: body.slice(0, cut % body.length) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          form,
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=other',
            'multipart/mixed; boundary=x',
          ),
        )
        .map(([body, contentType]) => ({ contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          `--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`,
          `--${BOUNDARY}--\r\n`,
          '',
          render(
            Array.from({ length: 40 }, (_, i): [string, string] => [`f${i}`, 'x']),
            [],
          ),
          render([['name', 'x'.repeat(20_000)]], []),
        )
        .map((body) => ({ contentType: CONTENT_TYPE, body })),
    },
  );
}
