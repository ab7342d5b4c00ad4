import { LOCALES, type Locale, type LogoCard, type LogoCardPage, type LogoDetail } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember } from '../../../test/fixtures/favorites.ts';
import { type Db, rows } from '../../platform/db/db.ts';
import { pricesFor, toCard } from './card-mapper.ts';
import * as repo from './catalog.repository.ts';

/**
 * The card read model (ADR 0039) against the cards computed from the source tables, after each
 * kind of write any module, seed or sweep makes, and its state counters against a count.
 */
let t: TestApp;
let db: Db;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 30 });
  db = t.database.db;
  member = await newMember(t);
});
afterAll(() => t.close());

/**
 * Every public card as the catalogue built it before the read model: from logos and its links, in
 * the public order (sold last, ADR 0093) sorted rather than walked per state.
 */
async function referenceCards(locale: Locale, userId: number | null): Promise<LogoCard[]> {
  const [found, prices] = await Promise.all([
    repo.listCards(db, { where: [], soldLast: { asOf: null } }, { limit: 1000, offset: 0 }, userId),
    repo.listPriceSettings(db),
  ]);
  return found.map((row) => toCard(row, locale, pricesFor(prices, locale)));
}

async function servedCards(locale: Locale, as?: Member): Promise<LogoCard[]> {
  const headers = as?.headers ?? {};
  const res = await t.app.inject({ url: `/api/all-logo?per_page=100&locale=${locale}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<LogoCardPage>().data;
}

async function countsMatch() {
  const counted = await rows<{ state: number; n: number }>(
    db,
    sql`select state, count(*)::int as n from logos group by state order by state`,
  );
  const kept = await rows<{ state: number; n: number }>(
    db,
    sql`select state, n from logo_card_counts where n <> 0 order by state`,
  );
  expect(kept).toEqual(counted);
}

/** The served page, the read model of every logo and the counters all agree with the sources. */
async function expectCurrent() {
  for (const locale of LOCALES) {
    expect(await servedCards(locale)).toEqual(await referenceCards(locale, null));
    expect(await servedCards(locale, member)).toEqual(await referenceCards(locale, member.id));
  }
  const [model] = await rows<{ stale: number }>(
    db,
    sql`select count(*)::int as stale from logos l left join logo_cards c on c.id = l.id
        where c.id is null or c.state <> l.state or c.created_at <> l.created_at
          or c.designer_id is distinct from l.designer_id`,
  );
  expect(model!.stale).toBe(0);
  await countsMatch();
}

const someLogo = async (state = 0) => {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from logos where state = ${state} order by id limit 1`,
  );
  return row!.id;
};

describe('the card read model', () => {
  it('holds every logo and agrees with the sources after the seed', async () => {
    await expectCurrent();
  });

  it('follows names, states, favourite counts and dates written to logos', async () => {
    const id = await someLogo();
    await db.execute(sql`update logos set name_en = 'Renamed "quoted" <b>', name_vi = '  ', favorites_count = 7,
      tank_num = 3 where id = ${id}`);
    await expectCurrent();
    const card = (await servedCards('en')).find((c) => c.logo_id === id)!;
    expect(card.logo_language).toBe('Renamed "quoted" <b>');
    expect((await servedCards('vi')).find((c) => c.logo_id === id)!.logo_language).toBeNull();
    expect(card.favorites_count).toBe(7);
    await db.execute(sql`update logos set state = 7 where id = ${id}`);
    await expectCurrent();
    expect((await servedCards('en')).some((c) => c.logo_id === id)).toBe(false);
    await db.execute(sql`update logos set state = 0, created_at = now() + interval '1 day' where id = ${id}`);
    await expectCurrent();
    expect((await servedCards('en'))[0]).toMatchObject({ logo_id: id, inactive: false });
    // Sold, it leads the sold logos, after every available one (ADR 0093).
    await db.execute(sql`update logos set state = 8 where id = ${id}`);
    await expectCurrent();
    expect((await servedCards('en')).find((c) => c.inactive)).toMatchObject({ logo_id: id, inactive: true });
  });

  it('follows images and zips written to their own tables', async () => {
    const id = await someLogo();
    await db.execute(sql`insert into logo_images (logo_id, kind, format, storage_key, content_hash, sort)
      values (${id}, 'main', 'gif', 'logos/read-model/first.gif', 'h1', -1),
             (${id}, 'hover', 'png', 'logos/read-model/hover.png', 'h2', -1)`);
    await db.execute(sql`insert into zips (logo_id, storage_key) values (${id}, 'zips/read-model.zip')`);
    await expectCurrent();
    const card = (await servedCards('ja')).find((c) => c.logo_id === id)!;
    expect(card).toMatchObject({ src: '/files/logos/read-model/first.gif', zip: true });
    expect(card.url_img_two).toBe('/files/logos/read-model/hover.png');
    await db.execute(
      sql`delete from logo_images where logo_id = ${id} and storage_key like 'logos/read-model/%'`,
    );
    await db.execute(sql`delete from zips where logo_id = ${id}`);
    await expectCurrent();
  });

  it("follows keeps, and a keep's end shows without any write", async () => {
    const id = await someLogo();
    await db.execute(
      sql`insert into favorites (user_id, logo_id, kept, keep_date) values (${member.id}, ${id}, true, now())`,
    );
    await expectCurrent();
    expect((await servedCards('en')).find((c) => c.logo_id === id)!.kept).toBe(true);
    // Ten days and a minute later, with no sweep yet: the card is free again.
    await db.execute(
      sql`update favorites set keep_date = now() - interval '10 days 1 minute' where logo_id = ${id}`,
    );
    await expectCurrent();
    expect((await servedCards('en')).find((c) => c.logo_id === id)!.kept).toBe(false);
    await db.execute(sql`delete from favorites where logo_id = ${id}`);
    await expectCurrent();
  });

  it('drops the card and its count when a logo row goes', async () => {
    const id = await someLogo();
    await db.execute(sql`delete from logos where id = ${id}`);
    await expectCurrent();
    const [left] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from logo_cards where id = ${id}`,
    );
    expect(left!.n).toBe(0);
  });

  it('keeps exact counts while many writers change states at once', async () => {
    const ids = (await rows<{ id: number }>(db, sql`select id from logos order by id`)).map((r) => r.id);
    const states = [0, 2, 7, 8];
    // Each writer locks its logos in id order before it moves them, as the shop's writers do
    // (ADR 0071): two bare UPDATEs of overlapping rows lock them in the order their scans meet
    // them, which concurrent updates change, and PostgreSQL then ends one of them as a deadlock.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const some = `{${[ids[i % ids.length], ids[(i * 7) % ids.length]].join(',')}}`;
        return db.transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from logos where id = any(${some}::int[]) order by id for no key update`,
          );
          await tx.execute(sql`update logos set state = ${states[i % 4]} where id = any(${some}::int[])`);
        });
      }),
    );
    await expectCurrent();
  });
});

describe('answers built from the read model', () => {
  it('gives a member their own hearts and keeps, and the detail its card', async () => {
    const id = await someLogo();
    const other = await someLogo(8);
    await db.execute(sql`insert into favorites (user_id, logo_id, kept, keep_date)
      values (${member.id}, ${id}, true, now()), (${member.id}, ${other}, false, null)`);
    await expectCurrent();
    const served = await servedCards('vi', member);
    expect(served.find((c) => c.logo_id === id)).toMatchObject({
      is_like: true,
      is_user_kept: true,
      kept: true,
    });
    expect(served.find((c) => c.logo_id === other)).toMatchObject({ is_like: true, is_user_kept: false });
    const detail = await t.app.inject({ url: `/api/logo/${id}?locale=vi`, headers: member.headers });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ data: LogoDetail }>().data;
    const card = (await referenceCards('vi', member.id)).find((c) => c.logo_id === id)!;
    expect({ ...body }).toMatchObject(card);
    expect(body.prices.currency).toBe(card.price.currency);
  });
});
