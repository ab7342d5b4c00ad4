import type { LogoCard } from '@logoya/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newMember, takeLogos } from '../../../test/fixtures/favorites.ts';

/** With the visitors' cache on, every favourite and keep change shows to visitors at once (ADR 0009). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 30, env: { CATALOG_CACHE_TTL_MS: '60000' } });
});
afterAll(() => t.close());

const visitorCard = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/logo/${id}` })).json<{ data: LogoCard }>().data;
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

it('clears shared answers when a favourite or a keep changes', async () => {
  const m = await newMember(t);
  const [id] = await takeLogos(t, 1);
  expect(await visitorCard(id!)).toMatchObject({ favorites_count: 0, kept: false });
  await post(`/api/favorite/${id}`, { type: 1 }, m.headers);
  expect((await visitorCard(id!)).favorites_count).toBe(1);
  await post(`/api/keep-logo/${id}`, { is_keep: true }, m.headers);
  expect((await visitorCard(id!)).kept).toBe(true);
  await post(`/api/keep-logo/${id}`, { is_keep: false }, m.headers);
  expect((await visitorCard(id!)).kept).toBe(false);
  await post(`/api/favorite/${id}`, { type: 0 }, m.headers);
  expect((await visitorCard(id!)).favorites_count).toBe(0);
});

it('shares visitors’ recommendations, and drops a logo from them once it is kept', async () => {
  const m = await newMember(t);
  const [source] = await takeLogos(t, 1);
  const url = `/api/logo/recommended/${source}?limit=24`;
  const first = (await t.app.inject({ method: 'GET', url })).json<{ data: LogoCard[] }>().data;
  expect(first.length).toBeGreaterThan(0);
  const target = first[0]!.logo_id;
  await post(`/api/keep-logo/${target}`, { is_keep: true }, m.headers);
  const after = (await t.app.inject({ method: 'GET', url })).json<{ data: LogoCard[] }>().data;
  expect(after.map((c) => c.logo_id)).not.toContain(target);
});
