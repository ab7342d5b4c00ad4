import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deliveryOf, LOGO_STATE, SEARCH_ROLE } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchIndex } from '../../src/modules/search/search-index.ts';
import { verifyPassword } from '../../src/platform/auth/password.ts';
import { type Database, openDatabase, rows } from '../../src/platform/db/db.ts';
import { localDiskStorage, type Storage } from '../../src/platform/storage/storage.ts';
import { seedReferenceData } from '../reference/index.ts';
import { seedDemo } from './seed.ts';
import { seedBenchmark } from './seed-benchmark.ts';

let dir: string;
let database: Database;
let storage: Storage;

const count = async (table: string, where = sql`true`) => {
  const [row] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row!.n;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-seed-'));
  database = await openDatabase({ url: 'memory://', dataDir: dir });
  await database.migrate();
  storage = localDiskStorage(path.join(dir, 'files'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedReferenceData', () => {
  it('is idempotent and keeps values that exist', async () => {
    await seedReferenceData(database.db);
    await database.db.execute(
      sql`update price_settings set value = 12345 where key = 'logo_price' and lang = 'ja'`,
    );
    await seedReferenceData(database.db);
    expect(await count('industries')).toBe(13);
    expect(await count('colors')).toBe(5);
    expect(await count('tastes')).toBe(9);
    expect(await count('alphabets')).toBe(30);
    expect(await count('price_settings')).toBe(15);
    const prices = await rows<{ key: string; lang: string; value: string | number }>(
      database.db,
      sql`select key, lang, value from price_settings where key = 'logo_price' order by lang`,
    );
    expect(prices.map((p) => [p.lang, Number(p.value)])).toEqual([
      ['en', 19800],
      ['ja', 12345],
      ['vi', 968000],
    ]);
    const letters = await rows<{ name: string }>(database.db, sql`select name from alphabets order by sort`);
    expect(letters.map((l) => l.name).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ!?&@');
    const [beauty] = await rows<{ name_vi: string; sort: number }>(
      database.db,
      sql`select name_vi, sort from industries where key_name = 'beauty_salon'`,
    );
    expect(beauty).toEqual({ name_vi: 'Thẩm mỹ viện', sort: 1 });
  });

  it('does not bring back a category staff deleted or re-keyed', async () => {
    await database.db.execute(sql`delete from tastes where key_name = 'cute'`);
    await database.db.execute(sql`update colors set key_name = 'mono' where key_name = 'monochrome'`);
    await seedReferenceData(database.db);
    expect(await count('tastes')).toBe(8);
    expect(await count('colors')).toBe(5);
    const keys = await rows<{ key_name: string }>(
      database.db,
      sql`select key_name from colors order by sort`,
    );
    expect(keys.map((k) => k.key_name)).not.toContain('monochrome');
    // The demo seed below needs the reference rows back as they were.
    await database.db.execute(sql`update colors set key_name = 'monochrome' where key_name = 'mono'`);
    await database.db.execute(
      sql`insert into tastes (key_name, name_ja, name_en, name_vi, sort) values ('cute', 'キュート', 'Cute', 'Dễ thương', 7)`,
    );
  });
});

describe('seedDemo', () => {
  it('seeds accounts, 40 logos with images, categories and favourites', async () => {
    expect(await seedDemo(database.db, storage, { logos: 40 })).toEqual({
      seeded: true,
      logos: 40,
      zips: 14,
    });
    expect(await count('logos')).toBe(40);
    // Every third demo logo (sold ones too) has its delivery zip, so the download can be tried.
    expect(await count('zips')).toBe(14);
    expect(
      await count('zips', sql`logo_id in (select id from logos where state = ${LOGO_STATE.sold})`),
    ).toBeGreaterThan(0);
    expect(await count('logos', sql`state = ${LOGO_STATE.sold}`)).toBe(8);
    // Two negotiating demo logos, and the one the member's waiting transfer holds.
    expect(await count('logos', sql`state = ${LOGO_STATE.negotiating}`)).toBe(3);
    // The member's orders show each delivery state once (ADR 0104).
    const lines = await rows<{ status: number; zip: boolean; delivered_at: string | null }>(
      database.db,
      sql`select o.status, exists (select 1 from zips z where z.logo_id = ol.logo_id) as zip, ol.delivered_at
          from orders o join order_logos ol on ol.order_id = o.id order by o.id`,
    );
    expect(
      lines.map(
        (l) => deliveryOf({ orderStatus: l.status, files: l.zip, deliveredAt: l.delivered_at }).state,
      ),
    ).toEqual(['delivered', 'preparing', 'awaiting_payment', 'cancelled']);
    expect(await count('logo_holds')).toBe(1);
    expect(await count('logos', sql`state = ${LOGO_STATE.stopped}`)).toBe(7);
    // Every demo logo has a real name in each language, so no page shows "In preparation".
    expect(await count('logos', sql`name_en is null or name_vi is null or name_ja is null`)).toBe(0);
    expect(await count('logos', sql`btrim(name_en) = '' or btrim(name_vi) = '' or btrim(name_ja) = ''`)).toBe(
      0,
    );

    const users = await rows<{ email: string; role: string; name: string; password_hash: string }>(
      database.db,
      sql`select email, role, name, password_hash from users order by id`,
    );
    expect(users.map((u) => [u.email, u.role, u.name])).toEqual([
      ['admin@logoya.test', 'admin', 'Logoya 管理者'],
      ['designer@logoya.test', 'designer', 'Mika Tanaka'],
      ['designer2@logoya.test', 'designer', 'Linh Nguyen'],
      ['member@logoya.test', 'user', 'Hana Suzuki'],
      ['firstlogin@logoya.test', 'admin', 'Aoi Sato'],
    ]);
    const firstLogin = await rows<{ email: string }>(
      database.db,
      sql`select email from users where first_login`,
    );
    expect(firstLogin).toEqual([{ email: 'firstlogin@logoya.test' }]);
    expect(await verifyPassword('member1234', users[3]!.password_hash)).toBe(true);
    expect(await count('buyer_details')).toBe(1);
    expect(await count('logos', sql`designer_id is null`)).toBe(0);

    const images = await rows<{
      logo_id: number;
      kind: string;
      format: string;
      storage_key: string;
      content_hash: string;
    }>(
      database.db,
      sql`select logo_id, kind, format, storage_key, content_hash from logo_images order by logo_id, kind`,
    );
    expect(images).toHaveLength(80);
    for (const image of images) {
      expect(['main:gif', 'hover:png']).toContain(`${image.kind}:${image.format}`);
      expect(image.storage_key).toBe(`logos/${image.logo_id}/${image.content_hash}.${image.format}`);
      expect(await storage.exists(image.storage_key)).toBe(true);
    }
    for (const table of ['logo_industries', 'logo_colors', 'logo_tastes', 'logo_alphabets']) {
      expect(
        await count(
          'logos',
          sql`not exists (select 1 from ${sql.identifier(table)} j where j.logo_id = logos.id)`,
        ),
      ).toBe(0);
    }
    expect(
      await count(
        'logos',
        sql`(select count(*) from logo_keywords k where k.logo_id = logos.id) not between 2 and 4`,
      ),
    ).toBe(0);

    expect(await count('favorites')).toBeGreaterThan(0);
    expect(
      await count(
        'logos',
        sql`favorites_count <> (select count(*) from favorites f where f.logo_id = logos.id)`,
      ),
    ).toBe(0);
  });

  it('puts sold and negotiating logos among the newest', async () => {
    const newest = await rows<{ state: number }>(
      database.db,
      sql`select state from logos order by created_at desc, id desc limit 20`,
    );
    expect(newest.some((l) => l.state === LOGO_STATE.sold)).toBe(true);
    expect(newest.some((l) => l.state === LOGO_STATE.negotiating)).toBe(true);
  });

  it('does nothing when logos exist', async () => {
    expect(await seedDemo(database.db, storage, { logos: 40 })).toEqual({ seeded: false });
    expect(await count('logos')).toBe(40);
    expect(await count('users')).toBe(5);
  });
});

describe('seedBenchmark', () => {
  it('adds the logos with shared images and links', async () => {
    expect(await seedBenchmark(database.db, storage, { logos: 500 })).toEqual({ logos: 500 });
    expect(await count('logos')).toBe(540);
    expect(await count('logo_images')).toBe(1080);
    expect(
      await count('logos', sql`not exists (select 1 from logo_alphabets j where j.logo_id = logos.id)`),
    ).toBe(0);
    const keys = await rows<{ storage_key: string }>(
      database.db,
      sql`select distinct storage_key from logo_images where storage_key like 'logos/shared/%'`,
    );
    expect(keys).toHaveLength(100);
    for (const { storage_key } of keys) expect(await storage.exists(storage_key)).toBe(true);
    expect(await count('users')).toBe(5);
  });
});

describe('search index', () => {
  it('is built at insert time exactly as refreshSearchIndex computes it', async () => {
    const snapshot = () =>
      rows<{ logo_id: number; text: string; role: number; xmin: string }>(
        database.db,
        sql`select p.logo_id, e.text, p.role, p.xmin::text from search_postings p
            join search_entries e on e.id = p.entry_id order by p.logo_id, e.text`,
      );
    const seeded = await snapshot();
    const logos = new Set(seeded.map((p) => p.logo_id));
    expect(logos.size).toBe(540);
    const terms = seeded.filter((p) => p.role & SEARCH_ROLE.term);
    expect(terms.length).toBeGreaterThanOrEqual(3 * 540);
    await refreshSearchIndex(database.db);
    // Same postings, and not one of them rewritten.
    expect(await snapshot()).toEqual(seeded);
  });
});
