import { type LogoCardPage, normalizeSearchText, searchWords } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { resolveText, TEXT_TOTAL_CAP, type TextConditions } from './search-text.repository.ts';

/**
 * Free-text totals are exact up to a cap, then "at least the cap" (ADR 0040). The cap is a
 * parameter of the count, so a small catalogue exercises every way of counting: a word with one
 * entry (streamed), a word with several (distinct over a window, and the full count when the
 * window was too small), and several words (intersected).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 40 });
});
afterAll(() => t.close());

const QUERIES = ['sa', 'ca', 'hoa', 'cafe', 'studio', '花', 'yoga', 's', 'c', 'hoa sa', 'ca phe', 'zzzq'];

const conditionsOf = (text: string): TextConditions => {
  const query = normalizeSearchText(text);
  return { categories: [], availableOnly: false, text: { query, words: searchWords(query) } };
};

describe('free-text totals', () => {
  it('are exact up to the cap and say "at least the cap" past it, whatever the way of counting', async () => {
    let cappedSeen = 0;
    for (const text of QUERIES) {
      const c = conditionsOf(text);
      const exact = (await resolveText(t.database.db, c, 100, 1_000_000)).total;
      for (const cap of new Set([1, 2, 3, Math.max(1, exact - 1), Math.max(1, exact), exact + 1])) {
        const r = await resolveText(t.database.db, c, 100, cap);
        expect({ text, cap, total: r.total, capped: r.capped }).toEqual({
          text,
          cap,
          total: Math.min(exact, cap),
          capped: exact > cap,
        });
        if (r.capped) cappedSeen++;
      }
    }
    // The queries must really cross caps, or this test proves nothing.
    expect(cappedSeen).toBeGreaterThan(10);
  });

  it('the search answer says whether its total is exact', async () => {
    const res = await t.app.inject({ url: '/api/search/logo?u_keyword=sa&limit=10' });
    expect(res.statusCode).toBe(200);
    const { meta } = res.json<LogoCardPage>();
    expect(meta.total).toBeLessThanOrEqual(TEXT_TOTAL_CAP);
    expect(meta.total_relation).toBe(meta.total < TEXT_TOTAL_CAP ? 'eq' : 'gte');
    const none = await t.app.inject({ url: '/api/search/logo?u_keyword=zzzq' });
    expect(none.json<LogoCardPage>().meta).toMatchObject({ total: 0, total_relation: 'eq' });
  });
});
