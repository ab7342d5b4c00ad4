import { PassThrough } from 'node:stream';
import {
  dryRunParam,
  errorResponse,
  LOGO_CSV_COLUMNS,
  LOGO_CSV_MAX_BYTES,
  LOGO_CSV_MAX_ROWS,
  LOGO_IMPORT_STREAM_TYPE,
  type LogoImportLine,
  logoExportQuery,
  logoImportQuery,
  logoImportResponse,
  msg,
  translateMessage,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../platform/errors.ts';
import { requireRoles } from '../../platform/guards.ts';
import { exportFileName, exportLogosCsv } from './logo-csv-export.service.ts';
import { readImportForm } from './logo-csv-form.ts';
import { type CsvImportDeps, type PreparedImport, prepareImport } from './logo-csv-import.service.ts';
import { STAFF_SECURITY as security, STAFF_LOGO_TAGS as tags } from './staff-logos.routes.ts';
import { staffDeps } from './staff-scope.ts';

const e = errorResponse;
const admin = requireRoles('admin');
const MB = 1024 * 1024;

const FORMAT = `Columns: ${LOGO_CSV_COLUMNS.join(', ')}. UTF-8 with a byte order mark, RFC 4180 quoting, CRLF. industries, genres and tastes are key_names and alphabets letters, each list separated by '|'; keywords are 'ja:en:vi' triples separated by '|'; a backslash keeps the next character literal inside a list ('\\|', '\\:', '\\\\'). image_main and image_hover are one file name, images_gallery file names separated by '|'. A cell starting with = + - @ (or a tab or CR) gets a leading apostrophe, which the import removes again.`;

/** The catalogue CSV (issue 10, beyond the spec): export and import, admin only. */
export const logoCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CsvImportDeps = { ...staffDeps(app), config: app.config };

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
      // Progress lines must leave at once, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        produces: ['application/json', LOGO_IMPORT_STREAM_TYPE],
        summary: 'Import logos from CSV, with their images in a zip (admin)',
        description: `multipart/form-data: \`csv\` (at most ${LOGO_CSV_MAX_BYTES / MB} MB, UTF-8, at most ${LOGO_CSV_MAX_ROWS} logo rows), \`images\` (optional zip, checked like delivery zips: ZIP_MAX_MB and the zip rules), \`dry_run\` (or ?dry_run=1: check everything, write nothing). ${FORMAT} A row with an id updates that logo, a row without one registers a new logo. A column absent from the header leaves that part of each logo as it is; a cell present is the whole truth for its part (empty categories or keywords remove them; empty designer_email removes the designer), except empty image cells, which keep the images. An image name that is one of the logo's current images keeps it; any other is taken from the zip (by its path, or its file name when unique), checked by content and made a 400 × 400 square (a main image replaces the old one, the gallery becomes the list; 6 pictures at most). Each row is checked with the editor's rules (names and explain required 'please enter a value', known key_names and letters, keyword triples, state 0, 2 or 7 (a sold logo keeps 8), the designer a live designer or admin account) and written in its own transaction with its change-log rows and search index. A bad row writes nothing (no file either) and is reported with its spreadsheet row number (the header is row 1) and messages per column; good rows are written. A file that cannot be read as a whole (not UTF-8, broken quoting, unknown or repeated columns, no rows, too many rows) or a refused zip answers 422 (413 past a size limit) and nothing is written. With \`Accept: ${LOGO_IMPORT_STREAM_TYPE}\` the answer streams one JSON object a line: {type: 'start', total, dry_run}, {type: 'progress', done, total, created, updated, unchanged, failed}, then {type: 'result', data, message} (or {type: 'error', message}).`,
        querystring: logoImportQuery,
        response: { 200: logoImportResponse, 400: e, 401: e, 403: e, 413: e, 415: e, 422: e },
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
      const message = msg(job.dryRun ? 'csv_checked' : 'csv_imported');
      if (!String(request.headers.accept ?? '').includes(LOGO_IMPORT_STREAM_TYPE)) {
        try {
          return { data: await job.run(), message };
        } finally {
          await form.discard();
        }
      }
      const stream = new PassThrough();
      stream.on('error', () => {});
      const send = (line: LogoImportLine) => {
        if (!stream.destroyed && !stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
      };
      const locale = request.ctx.locale;
      send({ type: 'start', total: job.total, dry_run: job.dryRun });
      // About a hundred progress lines, whatever the file's size.
      const step = Math.max(1, Math.floor(job.total / 100));
      job
        .run((p) => {
          if (p.done % step === 0 || p.done === p.total) send({ type: 'progress', ...p });
        })
        .then(
          (data) => send({ type: 'result', data, message: translateMessage(message, locale) }),
          (error: unknown) => {
            request.log.error({ err: error }, 'The CSV import stopped.');
            send({ type: 'error', message: translateMessage(msg('csv_import_stopped'), locale) });
          },
        )
        .finally(async () => {
          stream.end();
          await form.discard();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'A CSV import upload was not removed.'));
      return reply
        .type(`${LOGO_IMPORT_STREAM_TYPE}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream as never); // the lines bypass the JSON schema, which describes the plain answer
    },
  );
};
