import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { localeParam } from './common.ts';
import { staffLogoQuery } from './staff-logos.ts';

/**
 * The catalogue's CSV export and import (issue 10, "Beyond the spec"), admin only. One row per
 * logo; lists inside a cell are separated by '|', and a keyword is its three names 'ja:en:vi'.
 * A backslash keeps the next character literal inside a list ('\|', '\:', '\\').
 */

/** The columns of the export, in order; an import takes any of them, in any order. */
export const LOGO_CSV_COLUMNS = [
  'id',
  'name_ja',
  'name_en',
  'name_vi',
  'explain',
  'logo_d_id',
  'designer_email',
  'state',
  'industries',
  'genres',
  'tastes',
  'alphabets',
  'keywords',
  'image_main',
  'image_hover',
  'images_gallery',
] as const;
export type LogoCsvColumn = (typeof LOGO_CSV_COLUMNS)[number];

/** The largest CSV file an import reads. */
export const LOGO_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The most logo rows one import takes (the header row aside). */
export const LOGO_CSV_MAX_ROWS = 5000;
/** The longest image file name a cell may give. */
export const LOGO_CSV_IMAGE_NAME_MAX = 255;

/** GET /api/logo/export.csv: the filters of GET /api/logo, without pages. */
export const logoExportQuery = staffLogoQuery.omit({ per_page: true, page: true });
export type LogoExportQuery = z.output<typeof logoExportQuery>;

const dryRunMessage = msg('csv_dry_run');
/** dry_run=1 checks every row and writes nothing; 0 or absent imports. */
export const dryRunParam = z
  .enum(['0', '1'], { message: dryRunMessage })
  .optional()
  .transform((v) => v === '1')
  .meta({ description: '1: check every row (images included) and write nothing.' });

/** POST /api/logo/import: query (the form may carry the same `dry_run` field). */
export const logoImportQuery = z.object({ dry_run: dryRunParam, locale: localeParam });

/** A row that was not written: its spreadsheet row number (the header is row 1) and why. */
export const logoImportFailure = z
  .object({
    row: z.number().int().meta({ description: 'Row number as a spreadsheet shows it: the header is row 1.' }),
    id: z.number().int().nullable().meta({ description: 'The logo id the row named, if any.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: 'Messages per CSV column (`row` for the row as a whole).' }),
  })
  .meta({ id: 'LogoImportFailure' });
export type LogoImportFailure = z.infer<typeof logoImportFailure>;

export const logoImportResult = z
  .object({
    created: z.number().int(),
    updated: z.number().int().meta({ description: 'Existing logos the import changed.' }),
    unchanged: z.number().int().meta({ description: 'Existing logos whose row changed nothing.' }),
    failed: z.array(logoImportFailure),
    total: z.number().int().meta({ description: 'Logo rows read (empty rows are skipped).' }),
    dry_run: z.boolean(),
  })
  .meta({ id: 'LogoImportResult' });
export type LogoImportResult = z.infer<typeof logoImportResult>;

export const logoImportResponse = z.object({ data: logoImportResult, message: z.string() });

/**
 * The lines of a streamed import (`Accept: application/x-ndjson`), one JSON object a line: one
 * `start`, `progress` after rows, then `result` (or `error` when the import stopped).
 */
export type LogoImportLine =
  | { type: 'start'; total: number; dry_run: boolean }
  | {
      type: 'progress';
      done: number;
      total: number;
      created: number;
      updated: number;
      unchanged: number;
      failed: number;
    }
  | { type: 'result'; data: LogoImportResult; message: string }
  | { type: 'error'; message: string };

/** The media type of the streamed import. */
export const LOGO_IMPORT_STREAM_TYPE = 'application/x-ndjson';
