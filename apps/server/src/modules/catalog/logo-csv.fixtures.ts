import fs from 'node:fs';
import path from 'node:path';
import type { LogoImportLine, LogoImportResult } from '@logoya/core';
import sharp from 'sharp';
import type { TestApp } from '../../../test/app.ts';
import { BOM, csvRecord, parseCsv, restoreCell } from './logo-csv-format.ts';
import type { Caller } from './staff-logos.fixtures.ts';

/** Test set-ups of the catalogue CSV: forms with a CSV and a zip, exports read back, images. */

interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body with any number of files (the shared helper sends one). */
export function formBody(fields: Record<string, string>, files: FilePart[]) {
  const boundary = '----logoya-csv-test';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A CSV file as a spreadsheet saves it (BOM, CRLF). */
export const csvText = (rows: string[][]) => BOM + rows.map((r) => csvRecord(r)).join('');

export interface ImportOptions {
  zip?: Buffer;
  fields?: Record<string, string>;
  query?: string;
  accept?: string;
  locale?: string;
}

export function importCsv(
  t: TestApp,
  who: Caller,
  csv: string | Buffer | undefined,
  options: ImportOptions = {},
) {
  const files: FilePart[] = [];
  if (csv !== undefined)
    files.push({ field: 'csv', name: 'logos.csv', type: 'text/csv', data: Buffer.from(csv as string) });
  if (options.zip)
    files.push({ field: 'images', name: 'images.zip', type: 'application/zip', data: options.zip });
  const body = formBody(options.fields ?? {}, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/logo/import${options.query ?? ''}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...who.headers,
      locale: options.locale ?? 'en',
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
}

export const resultOf = (res: { json: () => unknown }) => (res.json() as { data: LogoImportResult }).data;

/** The lines of a streamed import. */
export const linesOf = (body: string) =>
  body
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as LogoImportLine);

/** An export read back: the header and the rows as records keyed by column (cells restored). */
export function readExport(body: string) {
  const parsed = parseCsv(body);
  if (!parsed.ok) throw new Error(`The export does not parse (row ${parsed.row}).`);
  const [header, ...rows] = parsed.records;
  return {
    header: header!,
    rows: rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, restoreCell(cells[i]!)]))),
  };
}

export function exportCsv(t: TestApp, who: Caller, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/logo/export.csv${query}`, headers: { ...who.headers } });
}

/** A real picture of `size` pixels, in one colour. */
export const picture = (size: number, background: string, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width: size, height: size, channels: 4, background } })
    .toFormat(format)
    .toBuffer();

/** Every stored logo image file (relative to the logos folder), for "nothing stored" checks. */
export function allLogoFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'files', 'logos');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((f) => `${dir}/${f}`))
    .sort();
}
