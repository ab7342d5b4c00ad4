import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { idParam, localeParam } from './common.ts';
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
  'explain_en',
  'explain_vi',
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

/** The states of an import job: running, done (every row handled) or stopped before the end. */
export const LOGO_IMPORT_STATES = ['running', 'done', 'stopped'] as const;
export type LogoImportState = (typeof LOGO_IMPORT_STATES)[number];

/**
 * An import as it runs in the background (ADR 0077): POST /api/logo/import answers it at once,
 * GET /api/logo/import/{id} follows it. `result` and `message` come when it is no longer running.
 */
export const logoImportJob = z
  .object({
    id: z.number().int(),
    state: z.enum(LOGO_IMPORT_STATES).meta({
      description:
        'running; done: every row was handled; stopped: the import ended before the last row (the server stopped or failed), and rows reported as done were saved.',
    }),
    dry_run: z.boolean(),
    total: z.number().int().meta({ description: 'Logo rows in the file.' }),
    done: z.number().int().meta({ description: 'Rows handled so far, in file order.' }),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int().meta({ description: 'Rows refused so far.' }),
    started_at: z.string().meta({ description: 'ISO 8601.' }),
    finished_at: z.string().nullable().meta({ description: 'ISO 8601; null while running.' }),
    result: logoImportResult.optional().meta({
      description: 'When no longer running: the report (for a stopped import, of the rows done).',
    }),
    message: z.string().optional().meta({ description: 'When no longer running: the end, in words.' }),
  })
  .meta({ id: 'LogoImportJob' });
export type LogoImportJob = z.infer<typeof logoImportJob>;

/** POST /api/logo/import: 202, the job started. */
export const logoImportStarted = z.object({ data: logoImportJob, message: z.string() });
/** GET /api/logo/import/{id}. */
export const logoImportJobResponse = z.object({ data: logoImportJob });
export const logoImportJobParams = z.object({ id: idParam });
