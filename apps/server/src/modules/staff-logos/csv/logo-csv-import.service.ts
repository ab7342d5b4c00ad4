import { setImmediate } from 'node:timers/promises';
import {
  LOGO_CSV_MAX_ROWS,
  type LogoCsvColumn,
  type LogoImportFailure,
  type LogoImportResult,
  msg,
} from '@logoya/core';
import type { Config } from '../../../config.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { StaffLogosDeps } from '../staff-scope.ts';
import { referenceMaps } from './logo-csv.repository.ts';
import type { ImportForm } from './logo-csv-form.ts';
import { parseCsv } from './logo-csv-format.ts';
import { isBlankRow, readHeader, readRow } from './logo-csv-rows.ts';
import { type ImportRun, RowError, writeRow } from './logo-csv-write.ts';
import { type ImageZip, openImageZip } from './logo-csv-zip.ts';

/**
 * POST /api/logo/import (admin): the file is judged as a whole first (UTF-8, CSV syntax, the
 * header, the row count, the images zip), answering 4xx before anything is written. Then each row
 * is checked and written on its own (logo-csv-write.ts), in the background (logo-import-jobs.ts):
 * good rows are saved, bad rows reported with their row number and the messages per column (as
 * message codes, translated when read). The visitors' cache is cleared once, at the end, when
 * anything was written.
 */

export interface CsvImportDeps extends StaffLogosDeps {
  config: Config;
}

export interface ImportProgress {
  done: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/** The report; `done` is less than `total` when `stop` ended the run early. */
export type ImportOutcome = LogoImportResult & { done: number };

export interface PreparedImport {
  total: number;
  dryRun: boolean;
  /**
   * Runs the rows; `onProgress` after each (with the row's failure, if any), `stop` asked before
   * each (true: end here, the rows done stay done). Closes the zip whatever happens.
   */
  run(
    onProgress?: (progress: ImportProgress, failure: LogoImportFailure | undefined) => void,
    stop?: () => boolean,
  ): Promise<ImportOutcome>;
  /** Closes the zip when the import is not run. */
  close(): Promise<void>;
}

const fileError = (field: string, ...messages: string[]) =>
  new AppError(422, messages[0]!, { [field]: messages });

const utf8 = new TextDecoder('utf-8', { fatal: true });

interface Record {
  row: number;
  cells: string[];
}

/** The CSV's header and logo rows, or the 422 that refuses the whole file. */
function readFile(csv: Buffer | undefined): { columns: (LogoCsvColumn | null)[]; records: Record[] } {
  if (!csv || csv.length === 0) throw fileError('csv', msg('csv_file_required'));
  let text: string;
  try {
    text = utf8.decode(csv);
  } catch {
    throw fileError('csv', msg('csv_not_utf8'));
  }
  const parsed = parseCsv(text);
  if (!parsed.ok) throw fileError('csv', msg('csv_broken', { min: parsed.row }));
  const [header, ...rest] = parsed.records;
  if (!header || isBlankRow(header)) throw fileError('csv', msg('csv_empty'));
  const head = readHeader(header);
  if (!head.ok) throw fileError('csv', ...head.errors);
  // Spreadsheet row numbers: the header is row 1.
  const records = rest.map((cells, i) => ({ row: i + 2, cells })).filter((r) => !isBlankRow(r.cells));
  if (records.length === 0) throw fileError('csv', msg('csv_no_rows'));
  if (records.length > LOGO_CSV_MAX_ROWS)
    throw fileError('csv', msg('csv_too_many_rows', { max: LOGO_CSV_MAX_ROWS }));
  return { columns: head.columns, records };
}

/** Checks the file and the zip; answers the import to run, or throws the answer that refuses it. */
export async function prepareImport(
  deps: CsvImportDeps,
  ctx: RequestContext,
  form: ImportForm,
  dryRun: boolean,
): Promise<PreparedImport> {
  const { columns, records } = readFile(form.csv);
  const zip: ImageZip | undefined = form.images ? await openImageZip(deps.config, form.images) : undefined;
  const close = async () => {
    await zip?.close();
  };
  return {
    total: records.length,
    dryRun,
    close,
    async run(onProgress, stop) {
      const run: ImportRun = { refs: await referenceMaps(deps.db), zip, dryRun, designers: new Map() };
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const failed: LogoImportFailure[] = [];
      const seen = new Set<number>();
      let done = 0;
      try {
        for (const record of records) {
          if (stop?.()) break;
          const check = readRow(columns, record.cells, record.row);
          const id = check.ok ? check.row.id : check.id;
          let refused: LogoImportFailure | undefined;
          try {
            if (!check.ok) throw new RowError(check.errors);
            if (id !== null && seen.has(id)) throw new RowError({ id: [msg('csv_id_repeated')] });
            if (id !== null) seen.add(id);
            counts[await writeRow(deps, ctx, check.row, run)]++;
          } catch (error) {
            if (!(error instanceof RowError)) {
              deps.log.error({ err: error, row: record.row }, 'A CSV import row failed.');
            }
            const errors = error instanceof RowError ? error.errors : { row: [msg('csv_row_failed')] };
            refused = { row: record.row, id, errors };
            failed.push(refused);
          }
          done++;
          onProgress?.(
            {
              done,
              total: records.length,
              created: counts.created,
              updated: counts.updated,
              unchanged: counts.unchanged,
              failed: failed.length,
            },
            refused,
          );
          // Let other work run between rows: the progress is saved, other requests are answered
          // (the embedded database answers without ever handing the event loop back).
          await setImmediate();
        }
      } finally {
        await close();
        if (!dryRun && counts.created + counts.updated > 0) deps.clearCache();
      }
      return {
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        failed,
        total: records.length,
        dry_run: dryRun,
        done,
      };
    },
  };
}
