import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The shop's public order (ADR 0093): available logos (normal, negotiating) newest first, then
 * the sold ones newest first, on the home page's list and on searches without free text; and
 * meta.as_of, sent back as as_of, keeps a logo sold between two pages where it was.
 */

let t: TestApp;

beforeAll(async () => {
  // The demo's states: 40 logos hold sold, negotiating and stopped ones among the newest.
  t = await createTestApp({ logos: 40 });
}, 300_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LogoCardPage>();
};

/** The expected order, from the logos table itself. */
async function expectedOrder(where = sql`true`): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`select l.id from logos l where l.state in (0, 2, 8) and ${where}
        order by (l.state = 8), l.created_at desc, l.id desc`,
  );
  return found.map((r) => Number(r.id));
}

const ids = (page: LogoCardPage) => page.data.map((c) => c.logo_id);

/** Every page of a list, following meta.as_of from the first page, calling `between` after each. */
async function walk(url: string, between: (page: number, cards: LogoCardPage) => Promise<void>) {
  const first = await get(url);
  const seen = [...ids(first)];
  await between(1, first);
  for (let page = 2; page <= first.meta.last_page; page++) {
    const next = await get(`${url}&page=${page}&as_of=${first.meta.as_of}`);
    expect(next.meta.as_of).toBe(first.meta.as_of);
    seen.push(...ids(next));
    await between(page, next);
  }
  return { first, seen };
}

/** Sells a logo as every writer does (its state to 8), once the database's clock is past `asOf`. */
async function sell(id: number, asOf: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const [clock] = await rows<{ ms: number }>(
      t.database.db,
      sql`select extract(epoch from clock_timestamp()) * 1000 as ms`,
    );
    if (Number(clock!.ms) > asOf) break;
    if (Date.now() > deadline) throw new Error('the database clock did not pass as_of');
  }
  await t.database.db.execute(sql`update logos set state = 8 where id = ${id}`);
}

async function soldState(id: number, state: number) {
  await t.database.db.execute(sql`update logos set state = ${state} where id = ${id}`);
}

describe('the public order: available logos first, sold ones last', () => {
  it('GET /api/all-logo lists every available logo before any sold one, newest first in each', async () => {
    const page = await get('/api/all-logo?per_page=100');
    const order = await expectedOrder();
    const states = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from logos where state = 8`,
    );
    expect(states[0]!.n).toBeGreaterThan(2);
    expect(ids(page)).toEqual(order);
    const soldFrom = page.data.findIndex((c) => c.inactive);
    expect(page.data.slice(0, soldFrom).every((c) => !c.inactive)).toBe(true);
    expect(page.data.slice(soldFrom).every((c) => c.inactive)).toBe(true);
    // The first 8 cards (the top of the home page) are all available.
    expect(page.data.slice(0, 8).some((c) => c.inactive)).toBe(false);
    expect(typeof page.meta.as_of).toBe('number');
  });

  it('GET /api/search/logo without free text, and with a category, in the same order', async () => {
    expect(ids(await get('/api/search/logo?limit=100'))).toEqual(await expectedOrder());
    const [industry] = await rows<{ industry_id: number; n: number }>(
      t.database.db,
      sql`select j.industry_id, count(*)::int as n from logo_industries j join logos l on l.id = j.logo_id
          where l.state = 8 group by 1 order by 2 desc, 1 limit 1`,
    );
    const inIndustry = sql`exists (select 1 from logo_industries j where j.logo_id = l.id and j.industry_id = ${industry!.industry_id})`;
    const filtered = await get(`/api/search/logo?limit=100&industry_id=${industry!.industry_id}`);
    expect(filtered.data.some((c) => c.inactive)).toBe(true);
    expect(ids(filtered)).toEqual(await expectedOrder(inIndustry));
    // Two values of one filter (no single driving index) keep the order too.
    const two = await get(`/api/search/logo?limit=100&industry_id=${industry!.industry_id},1,2`);
    const inTwo = sql`exists (select 1 from logo_industries j where j.logo_id = l.id and j.industry_id = any(${`{${industry!.industry_id},1,2}`}::int[]))`;
    expect(ids(two)).toEqual(await expectedOrder(inTwo));
  });

  it('keeps the order of chosen logos (logo_ids) and lists only normal ones with sold_out=0', async () => {
    const order = await expectedOrder();
    const chosen = [...order].reverse().slice(0, 12);
    const page = await get(`/api/search/logo?limit=100&logo_ids=${chosen.join(',')}`);
    expect(ids(page)).toEqual(order.filter((id) => chosen.includes(id)));
    const available = await get('/api/search/logo?limit=100&sold_out=0');
    expect(available.data.every((c) => !c.inactive)).toBe(true);
  });

  it('pages through a list without repeating or skipping a logo when logos sell between pages', async () => {
    for (const url of ['/api/all-logo?per_page=7', '/api/search/logo?limit=7']) {
      const before = await expectedOrder();
      const sold: number[] = [];
      const { seen } = await walk(url, async (page, cards) => {
        if (page > 2) return;
        // A logo already shown, and one still ahead, sell: neither moves for this walk.
        const shown = cards.data.find((c) => !c.inactive)!;
        const ahead = before.find(
          (id) => !sold.includes(id) && !ids(cards).includes(id) && before.indexOf(id) < 25,
        )!;
        for (const id of [shown.logo_id, ahead]) {
          const [row] = await rows<{ state: number }>(
            t.database.db,
            sql`select state from logos where id = ${id}`,
          );
          if (row!.state === 8) continue;
          await sell(id, cards.meta.as_of!);
          sold.push(id);
        }
      });
      expect(sold.length).toBeGreaterThan(1);
      expect(seen).toEqual(before);
      // A fresh list moves them among the sold ones.
      const now = await get(url.replace(/=7$/, '=100'));
      expect(ids(now)).toEqual(await expectedOrder());
      for (const id of sold) await soldState(id, 0);
    }
  });

  it('pages a category search the same way', async () => {
    const [industry] = await rows<{ industry_id: number }>(
      t.database.db,
      sql`select j.industry_id from logo_industries j join logos l on l.id = j.logo_id
          where l.state in (0, 2, 8) group by 1 order by count(*) desc, 1 limit 1`,
    );
    const id = industry!.industry_id;
    const inIndustry = sql`exists (select 1 from logo_industries j where j.logo_id = l.id and j.industry_id = ${id})`;
    const before = await expectedOrder(inIndustry);
    expect(before.length).toBeGreaterThan(6);
    let sold: number | undefined;
    const { seen } = await walk(`/api/search/logo?limit=3&industry_id=${id}`, async (page, cards) => {
      if (page !== 1) return;
      sold = cards.data.find((c) => !c.inactive)!.logo_id;
      await sell(sold, cards.meta.as_of!);
    });
    expect(seen).toEqual(before);
    expect(ids(await get(`/api/search/logo?limit=100&industry_id=${id}`))).toEqual(
      await expectedOrder(inIndustry),
    );
    await soldState(sold!, 0);
  });

  it.each([
    ['abc', 'The as_of must be a whole number.'],
    ['946684799999', 'The as_of must be a time in milliseconds since 1970, between 2000 and 2099.'],
    ['4102444800000', 'The as_of must be a time in milliseconds since 1970, between 2000 and 2099.'],
  ])('answers 422 for as_of=%s', async (value, message) => {
    for (const url of [`/api/all-logo?as_of=${value}`, `/api/search/logo?as_of=${value}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ as_of: [message] });
    }
  });
});
