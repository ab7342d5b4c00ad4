import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type Caller,
  call,
  logosOf,
  staffCallers,
  storedFiles,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Parallel editor writes: on PostgreSQL they run on separate connections, so the locks decide;
 * on PGlite they run one by one and must give the same stored state.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 40 });
  ({ admin, designer } = await staffCallers(t));
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));

describe(`parallel keyword edits (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 logos naming one new keyword at once make it once and all link to it', async () => {
    const logos = (await ids(sql`select id from logos order by id`)).slice(0, 20);
    expect(logos).toHaveLength(20);
    const answers = await Promise.all(
      logos.map((id, i) =>
        call(t, admin, 'POST', `/api/logo/${id}/keywords`, {
          // Case differs between callers: names match an existing keyword ignoring case.
          keywords: [
            i % 2
              ? { ja: '競争の語', en: 'Race Word', vi: 'Từ Đua' }
              : { ja: '競争の語', en: 'race word', vi: 'từ đua' },
          ],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(logos.map(() => 200));
    const made = await ids(sql`select id from keywords where lower(name_en) = 'race word'`);
    expect(made).toHaveLength(1);
    const links = await rows<{ logo_id: number; keyword_id: number }>(
      t.database.db,
      sql`select logo_id, keyword_id from logo_keywords where logo_id = any(${`{${logos.join(',')}}`}::int[]) order by logo_id`,
    );
    expect(links.map((l) => [Number(l.logo_id), Number(l.keyword_id)])).toEqual(
      logos.map((id) => [id, made[0]]),
    );
    for (const a of answers) expect(a.json().data.map((k: { id: number }) => Number(k.id))).toEqual(made);
  });
});

describe(`parallel image uploads (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const upload = async (id: number, i: number) => {
    const data = await sharp({ create: { width: 40 + i, height: 40, channels: 4, background: '#3366aa' } })
      .png()
      .toBuffer();
    const body = multipartBody(
      { _method: 'put', kind: 'gallery' },
      { field: 'file', name: 'logo.png', type: 'image/png', data },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/logo/${id}/update-image`,
      payload: body.payload,
      headers: { ...body.headers, ...designer.headers, locale: 'en' },
    });
  };

  it('12 uploads at once to a logo with no pictures store six at most, with no orphan file', async () => {
    const [id] = await logosOf(t, designer.id);
    await t.database.db.execute(sql`delete from logo_images where logo_id = ${id}`);
    const before = storedFiles(t, id!);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(id!, i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 422),
      statuses.join(','),
    ).toBe(true);
    const stored = await rows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from logo_images where logo_id = ${id}`,
    );
    expect(stored).toHaveLength(6);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    const files = storedFiles(t, id!).filter((f) => !before.includes(f));
    expect(files.sort()).toEqual(stored.map((r) => r.storage_key.split('/').pop()).sort());
  });
});
