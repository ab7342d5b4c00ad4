import {
  dryRunParam,
  errorResponse,
  LOGO_CSV_COLUMNS,
  LOGO_CSV_MAX_BYTES,
  LOGO_CSV_MAX_ROWS,
  localeQuery,
  logoExportQuery,
  logoImportJobParams,
  logoImportJobResponse,
  logoImportQuery,
  logoImportStarted,
  msg,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../../platform/auth/guards.ts';
import { validationFailed } from '../../../platform/http/errors.ts';
import { STAFF_SECURITY as security, STAFF_LOGO_TAGS as tags } from '../staff-logos.routes.ts';
import { staffDeps } from '../staff-scope.ts';
import { exportFileName, exportLogosCsv } from './logo-csv-export.service.ts';
import { readImportForm } from './logo-csv-form.ts';
import { type CsvImportDeps, type PreparedImport, prepareImport } from './logo-csv-import.service.ts';
import { createImportJobs, STALE_SECONDS } from './logo-import-jobs.ts';

const e = errorResponse;
const admin = requireRoles('admin');
const MB = 1024 * 1024;

const FORMAT = `Columns: ${LOGO_CSV_COLUMNS.join(', ')}. UTF-8 with a byte order mark, RFC 4180 quoting, CRLF. industries, genres and tastes are key_names and alphabets letters, each list separated by '|'; keywords are 'ja:en:vi' triples separated by '|'; a backslash keeps the next character literal inside a list ('\\|', '\\:', '\\\\'). image_main and image_hover are one file name, images_gallery file names separated by '|'. A cell starting with = + - @, their full-width forms ＝ ＋ － ＠, a tab or a CR gets a leading apostrophe, which the import removes again.`;

/** The catalogue CSV (issue 10, beyond the spec): export and import, admin only. */
export const logoCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CsvImportDeps = { ...staffDeps(app), config: app.config };
  const jobs = createImportJobs(deps);
  // Before the database closes: a running import stops after its row and is saved as stopped.
  app.addHook('onClose', () => jobs.close());

  app.get(
    '/logo/export.csv',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        produces: ['text/csv'],
        summary: 'Export the catalogue as CSV, one row per logo (admin)',
        description: `The filters of GET /api/logo (state, keyword, designers, industry_id, color_id, taste_id, alphabet_id); without state every logo but deleted ones, in id order. ${FORMAT} Streamed: any number of logos.`,
        querystring: logoExportQuery,
        response: {
          200: z.string().meta({ description: 'The CSV file (text/csv).' }),
          401: e,
          403: e,
          422: e,
        },
      },
    },
    async (request, reply) => {
      const stream = await exportLogosCsv(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(stream as never); // a stream goes out as is: the 200 schema only documents it
    },
  );

  app.post(
    '/logo/import',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Import logos from CSV, with their images in a zip, as a background job (admin)',
        description: `multipart/form-data: \`csv\` (at most ${LOGO_CSV_MAX_BYTES / MB} MB, UTF-8, at most ${LOGO_CSV_MAX_ROWS} logo rows), \`images\` (optional zip, checked like delivery zips: ZIP_MAX_MB and the zip rules), \`dry_run\` (or ?dry_run=1: check everything, write nothing). ${FORMAT} A row with an id updates that logo, a row without one registers a new logo. A column absent from the header leaves that part of each logo as it is; a cell present is the whole truth for its part (empty categories or keywords remove them; empty designer_email removes the designer), except empty image cells, which keep the images. An image name that is one of the logo's current images keeps it; any other is taken from the zip (by its path, or its file name when unique), checked by content and made a 400 × 400 square (a main image replaces the old one, the gallery becomes the list; 6 pictures at most). Each row is checked with the editor's rules (names and explain required 'please enter a value', known key_names and letters, keyword triples, state 0, 2 or 7 (a sold logo keeps 8), the designer a live designer or admin account) and written in its own transaction with its change-log rows and search index. A bad row writes nothing (no file either) and is reported with its spreadsheet row number (the header is row 1) and messages per column; good rows are written. A file that cannot be read as a whole (not UTF-8, broken quoting, unknown or repeated columns, no rows, too many rows) or a refused zip answers 422 (413 past a size limit) and nothing is written. Otherwise the answer is 202 at once, with the job (state running) and a Location header: the rows run in the background, and GET /api/logo/import/{id} follows them to the report (ADR 0077). One import runs at a time in the whole shop: another answers 409.`,
        querystring: logoImportQuery,
        response: { 202: logoImportStarted, 400: e, 401: e, 403: e, 409: e, 413: e, 415: e, 422: e },
      },
    },
    async (request, reply) => {
      const form = await readImportForm(request, app.config);
      let job: PreparedImport;
      try {
        const field = dryRunParam.safeParse(form.fields.dry_run);
        if (!field.success) throw validationFailed({ dry_run: [msg('csv_dry_run')] });
        job = await prepareImport(deps, request.ctx, form, request.query.dry_run || field.data);
      } catch (error) {
        await form.discard();
        throw error;
      }
      const data = await jobs.start(request.ctx, job, form.discard);
      return reply
        .status(202)
        .header('location', `/api/logo/import/${data.id}`)
        .header('cache-control', 'no-store')
        .send({ data, message: msg(job.dryRun ? 'csv_check_started' : 'csv_import_started') });
    },
  );

  app.get(
    '/logo/import/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Follow a CSV import: its progress, then its report (admin)',
        description: `The import started by POST /api/logo/import. While it runs: state running and the counts so far (rows done of total, created, updated, unchanged, failed), saved at most once a second. Then state done (every row handled) or stopped (the server stopped or failed before the last row: rows reported as done were saved), with \`result\` (the report: counts and each refused row with its messages, in the caller's language) and \`message\`. A running import whose instance has not written for ${STALE_SECONDS} s reads as stopped. Reports are kept 30 days.`,
        params: logoImportJobParams,
        querystring: localeQuery,
        response: { 200: logoImportJobResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request, reply) => {
      const data = await jobs.view(request.ctx, request.params.id);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};
