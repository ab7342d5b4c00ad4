import type { LogoImportJob } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  csvText,
  followImport,
  pollImport,
  postImport,
} from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import { type Caller, staffCallers } from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../../platform/db/db.ts';

/**
 * The CSV import as a background job (issue 22, ADR 0077): the upload is answered at once with the
 * job, so no proxy's time-out can cut an import; polls show the rows moving, then the report in
 * the caller's language; one import runs at a time; a job whose instance went quiet, or whose
 * app closed, reads as stopped with the rows done saved.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 4 });
  ({ admin } = await staffCallers(t));
});
afterAll(() => t.close());

const header = ['name_ja', 'name_en', 'name_vi', 'explain'];
const many = (n: number, name: string) =>
  csvText([
    header,
    ...Array.from({ length: n }, (_, i) => [`${name}${i}`, `${name} ${i}`, `${name} ${i}`, 'x']),
  ]);
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(t.database.db, query))[0]!.n);

describe(`POST /api/logo/import as a job (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 202 with the running job at once, then the poll gives the report in the caller’s language', async () => {
    const csv = csvText([
      header,
      ['流れ1', 'Job one', 'Việc một', 'x'],
      ['流れ2', 'Job two', 'Việc hai', 'x'],
      ['', 'Job bad', 'Việc xấu', 'x'],
    ]);
    const started = await postImport(t, admin, csv, { locale: 'ja' });
    expect(started.statusCode).toBe(202);
    const job = started.json().data as LogoImportJob;
    expect(started.json().message).toBe('インポートを開始しました。');
    expect(started.headers.location).toBe(`/api/logo/import/${job.id}`);
    expect(job).toMatchObject({ state: 'running', total: 3, dry_run: false, finished_at: null });
    expect(job.result).toBeUndefined();

    const { job: end } = await followImport(t, admin, job.id, 'ja');
    expect(end).toMatchObject({ state: 'done', done: 3, created: 2, failed: 1 });
    expect(end.finished_at).not.toBeNull();
    expect(end.message).toBe('インポートが完了しました。');
    expect(end.result).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      total: 3,
      dry_run: false,
      failed: [{ row: 4, id: null, errors: { name_ja: ['値を入力してください。'] } }],
    });
    // The report is kept as codes: each poll reads it in its own language.
    const en = (await pollImport(t, admin, job.id, 'en')).json().data as LogoImportJob;
    expect(en.message).toBe('The import has finished.');
    expect(en.result!.failed[0]!.errors).toEqual({ name_ja: ['please enter a value'] });
    expect(await count(sql`select count(*)::int as n from logos where name_en like 'Job %'`)).toBe(2);
  });

  it('shows the rows moving while they run, and answers other calls meanwhile', async () => {
    const started = await postImport(t, admin, many(120, 'Moving'), { query: '?dry_run=1' });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe('The check has started.');
    const seen: LogoImportJob[] = [];
    const { job } = await followImport(t, admin, started.json().data.id, 'en', seen);
    expect(seen.some((s) => s.state === 'running' && s.done > 0 && s.done < 120)).toBe(true);
    // Counts only grow.
    const done = seen.map((s) => s.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(job).toMatchObject({ state: 'done', done: 120, created: 120, dry_run: true });
    expect(job.message).toBe('The check has finished. Nothing was written.');
    expect(await count(sql`select count(*)::int as n from logos where name_en like 'Moving %'`)).toBe(0);
  });

  it('runs one import at a time; a running job whose instance went quiet reads as stopped', async () => {
    // Another instance's import, beating: a second one waits.
    const [other] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into logo_import_jobs (user_id, dry_run, total, done, created)
          values (${admin.id}, false, 10, 4, 4) returning id`,
    );
    const otherId = Number(other!.id);
    for (const [locale, message] of [
      ['en', 'Another CSV import is running. Please wait until it has finished.'],
      ['ja', '別のCSVインポートを実行中です。終わってからもう一度お試しください。'],
      ['vi', 'Một lần nhập CSV khác đang chạy. Vui lòng đợi đến khi nó hoàn tất.'],
    ] as const) {
      const busy = await postImport(t, admin, many(1, 'Busy'), { locale });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({ message });
    }
    expect((await pollImport(t, admin, otherId)).json().data).toMatchObject({ state: 'running', done: 4 });

    // That instance died two minutes ago: its job reads as stopped, and imports run again.
    await t.database.db.execute(
      sql`update logo_import_jobs set heartbeat_at = now() - interval '2 minutes' where id = ${otherId}`,
    );
    const stale = (await pollImport(t, admin, otherId, 'ja')).json().data as LogoImportJob;
    expect(stale).toMatchObject({ state: 'stopped', done: 4, created: 4, total: 10 });
    expect(stale.finished_at).not.toBeNull();
    expect(stale.message).toBe('インポートが途中で止まりました。完了と報告された行は保存されています。');
    const next = await postImport(t, admin, many(1, 'After'));
    expect(next.statusCode).toBe(202);
    expect((await followImport(t, admin, next.json().data.id)).job.state).toBe('done');
    expect(await count(sql`select count(*)::int as n from logos where name_en like 'Busy %'`)).toBe(0);
  });

  it('answers 404 for an unknown job and 422 for an id that is not one', async () => {
    const res = await pollImport(t, admin, 999_999, 'ja');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'インポートが見つかりません。' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/logo/import/abc', headers: admin.headers });
    expect(bad.statusCode).toBe(422);
  });
});

describe(`an app closing under a running import (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stops after the current row, saves the job as stopped, and keeps the rows done', async () => {
    const own = await createTestApp({ logos: 1 });
    try {
      const { admin: boss } = await staffCallers(own);
      const started = await postImport(own, boss, many(400, 'Closing'));
      expect(started.statusCode).toBe(202);
      const id = started.json().data.id as number;
      // Close once rows are moving.
      for (;;) {
        const job = (await pollImport(own, boss, id)).json().data as LogoImportJob;
        if (job.done > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await own.app.close();
      const [job] = await rows<{ state: string; done: number; created: number; finished_at: unknown }>(
        own.database.db,
        sql`select state, done, created, finished_at from logo_import_jobs where id = ${id}`,
      );
      expect(job!.state).toBe('stopped');
      expect(job!.finished_at).not.toBeNull();
      expect(Number(job!.done)).toBeGreaterThan(0);
      expect(Number(job!.done)).toBeLessThan(400);
      const [written] = await rows<{ n: number }>(
        own.database.db,
        sql`select count(*)::int as n from logos where name_en like 'Closing %'`,
      );
      expect(Number(written!.n)).toBe(Number(job!.created));
      expect(Number(job!.created)).toBe(Number(job!.done));
    } finally {
      await own.close();
    }
  });
});
