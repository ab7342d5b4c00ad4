import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { recommendFixtures } from '../../../test/fixtures/catalog/logo-extras.fixtures.ts';

let t: TestApp;
let x: Record<string, number>;

beforeAll(async () => {
  ({ t, x } = await recommendFixtures());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/logo/check-logo-image-muti/{id}', () => {
  it('lists every image of a public logo, the main image first', async () => {
    const id = x.full!;
    await t.database.db.execute(sql`insert into logo_images (logo_id, kind, format, storage_key, content_hash, sort)
      values (${id}, 'gallery', 'png', ${`logos/${id}/gallery.png`}, 'g', 0),
             (${id}, 'main', 'png', ${`logos/${id}/main.png`}, 'p', 0)`);
    const res = await get(`/api/logo/check-logo-image-muti/${id}`);
    expect(res.statusCode).toBe(200);
    const files = res.json().files as { url: string; kind: string; format: string }[];
    expect(files.map((f) => `${f.kind}/${f.format}`)).toEqual([
      'main/gif',
      'main/png',
      'hover/png',
      'gallery/png',
    ]);
    expect(files.every((f) => f.url.startsWith(`/files/logos/`))).toBe(true);
    const sold = await get(`/api/logo/check-logo-image-muti/${x.sold}`);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().files.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown, stopped and deleted logos', async () => {
    for (const id of [x.stopped, x.deleted, 99_999_999]) {
      const res = await get(`/api/logo/check-logo-image-muti/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The logo was not found.' });
    }
    expect((await get('/api/logo/check-logo-image-muti/abc')).statusCode).toBe(422);
  });
});
