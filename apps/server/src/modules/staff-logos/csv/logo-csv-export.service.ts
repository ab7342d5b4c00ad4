import { Readable } from 'node:stream';
import { LOGO_CSV_COLUMNS, type LogoExportQuery } from '@logoya/core';
import type { StaffLogosDeps } from '../staff-scope.ts';
import { type ExportFilter, exportBatch } from './logo-csv.repository.ts';
import { BOM, csvRecord } from './logo-csv-format.ts';
import { exportCells } from './logo-csv-rows.ts';

/**
 * GET /api/logo/export.csv (admin): the logos the staff list's filters select, by id, streamed a
 * batch at a time, so 10,000 logos never sit in memory as one file. The first batch is read
 * before the answer starts: a database that cannot answer gives an error status, not a cut file.
 */

const BATCH = 500;

/** The file name of an export made at `now`: logos-YYYYMMDD-HHmm.csv (UTC). */
export function exportFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 13).replace('T', '-');
  return `logos-${stamp}.csv`;
}

export async function exportLogosCsv(deps: StaffLogosDeps, query: LogoExportQuery): Promise<Readable> {
  const filter: ExportFilter = {
    state: query.state,
    designers: query.designers,
    keyword: query.keyword || undefined,
    industries: query.industry_id,
    colors: query.color_id,
    tastes: query.taste_id,
    alphabets: query.alphabet_id,
  };
  const first = await exportBatch(deps.db, filter, 0, BATCH);
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(BOM + csvRecord(LOGO_CSV_COLUMNS));
    let batch = first;
    try {
      while (batch.length > 0) {
        yield Buffer.from(batch.map((logo) => csvRecord(exportCells(logo))).join(''));
        if (batch.length < BATCH) break;
        batch = await exportBatch(deps.db, filter, batch[batch.length - 1]!.id, BATCH);
      }
    } catch (error) {
      // The status is sent already: the file ends short, and the log says why.
      deps.log.error({ err: error }, 'The CSV export stopped.');
      throw error;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
