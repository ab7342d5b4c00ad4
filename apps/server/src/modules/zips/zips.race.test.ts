import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { makeStaff } from '../../../test/fixtures/orders.ts';
import { deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Parallel first uploads for one logo: on PostgreSQL they run on separate connections, so the
 * unique index and the file clean-up decide; on PGlite they run one by one and must still agree.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const UPLOADS = 20;

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 6, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t.close());

function upload(logoId: number, file: Buffer) {
  const body = multipartBody(
    { logo_id: String(logoId) },
    { field: 'file', name: 'logo.zip', type: 'application/zip', data: file },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/zips',
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers, locale: 'en' },
  });
}
const zipFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.zip'))
    : [];

describe(`${UPLOADS} parallel POST /api/zips for one logo (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates one zip: one 201, the rest 409, one row, one stored file, no leftovers', async () => {
    const [logo] = await takeLogos(t, 1);
    const bodies = Array.from({ length: UPLOADS }, (_, i) => deliveryZip(`race${i}`));
    const answers = await Promise.all(bodies.map((b) => upload(logo!, b)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(','),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(UPLOADS - 1);

    const stored = await rows<{ id: number; storage_key: string }>(
      t.database.db,
      sql`select id, storage_key from zips where logo_id = ${logo}`,
    );
    expect(stored).toHaveLength(1);
    const winner = answers.findIndex((a) => a.statusCode === 201);
    expect(Number(answers[winner]!.json().data.id)).toBe(Number(stored[0]!.id));
    // The row's file is the winner's upload, byte for byte.
    expect((await t.app.storage.get(stored[0]!.storage_key))!.equals(bodies[winner]!)).toBe(true);
    // Exactly that one file is on disk for the logo, and nothing waits in the upload folder.
    const dir = path.join(t.dataDir, 'files', 'zips', String(logo));
    expect(zipFiles(dir)).toEqual([path.basename(stored[0]!.storage_key)]);
    expect(zipFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
    expect(
      zipFiles(path.join(t.dataDir, 'files')).filter((f) => !f.startsWith(`zips${path.sep}${logo}`)),
    ).toEqual([]);
  });
});
