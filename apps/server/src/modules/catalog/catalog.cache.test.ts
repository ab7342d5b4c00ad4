import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 12, env: { CATALOG_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const queriesFor = async (url: string, headers: Record<string, string> = {}) => {
  const before = t.database.stats.queries;
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return { queries: t.database.stats.queries - before, body: res.json() };
};

describe('shared answers for visitors', () => {
  it('answers a repeated public request without the database, per language', async () => {
    const first = await queriesFor('/api/all-logo?per_page=5');
    expect(first.queries).toBeGreaterThan(0);
    const again = await queriesFor('/api/all-logo?per_page=5');
    expect(again.queries).toBe(0);
    expect(again.body).toEqual(first.body);
    const ja = await queriesFor('/api/all-logo?per_page=5', { locale: 'ja' });
    expect(ja.queries).toBeGreaterThan(0);
    expect(ja.body.data[0].price.currency).toBe('JPY');
  });

  it('drops everything when the catalogue changes', async () => {
    await queriesFor('/api/number-product');
    t.app.catalogCache.clear();
    expect((await queriesFor('/api/number-product')).queries).toBeGreaterThan(0);
  });

  it('does not keep errors', async () => {
    const past = await t.app.inject({ method: 'GET', url: '/api/all-logo?page=50' });
    expect(past.statusCode).toBe(404);
    const before = t.database.stats.queries;
    expect((await t.app.inject({ method: 'GET', url: '/api/all-logo?page=50' })).statusCode).toBe(404);
    expect(t.database.stats.queries - before).toBeGreaterThan(0);
  });
});
