import { LOGO_STATE } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db.ts';
import type { Storage } from '../../src/platform/storage.ts';
import { seedReferenceData } from '../reference/index.ts';
import {
  DEMO_ACCOUNTS,
  designerPrefix,
  ensureAccounts,
  ensureDesigners,
  hashAccountPasswords,
} from './accounts.ts';
import { allocateIds, forEachLimit, insertColumns } from './bulk.ts';
import { createRng, type DemoLogo, demoLogo } from './demo-data.ts';
import { type LogoArt, renderLogoImages } from './images.ts';
import {
  ensureKeywords,
  idsOf,
  insertLogoBatch,
  type LogoRow,
  loadReferenceIds,
  type ReferenceIds,
  type StoredImage,
  storeImage,
} from './logo-batch.ts';
import { seedDemoZips } from './zips.ts';

const DAY_MS = 86_400_000;
const BENCH_BATCH = 5000;
/** Logos rendered at once: enough to keep sharp's threads busy, few enough to bound memory. */
const RENDER_CONCURRENCY = 8;
/** Serialises concurrent demo seeds (two instances starting on one empty database). */
const SEED_LOCK = 72_410_002;

async function hasLogos(db: Db): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(db, sql`select exists (select 1 from logos) as found`);
  return Boolean(row?.found);
}

/** Category and keyword ids of a demo logo. */
function links(item: DemoLogo, refs: ReferenceIds, keywordIds: Map<string, number>) {
  return {
    industryIds: idsOf(refs.industries, item.industries, 'industry'),
    colorIds: idsOf(refs.colors, [item.genre], 'colour'),
    tasteIds: idsOf(refs.tastes, item.tastes, 'taste'),
    alphabetIds: idsOf(refs.alphabets, [item.alphabet], 'alphabet'),
    keywordIds: idsOf(keywordIds, item.keywords, 'keyword'),
  };
}

/**
 * States by age rank (0 = newest): 8 sold, 2 negotiating and 7 stopped logos spread over the
 * newest 250, the first of each within the first page of 100. Small catalogues keep a third normal.
 */
function demoStates(count: number): Map<number, number> {
  const { sold, negotiating: nego, stopped } = LOGO_STATE;
  const order = [sold, nego, stopped, sold, stopped, nego, sold, stopped, sold, stopped, sold, stopped, sold];
  order.push(stopped, sold, sold, stopped);
  const special = Math.min(order.length, Math.floor((count * 2) / 3));
  const span = Math.min(count, 250);
  const states = new Map<number, number>();
  for (let k = 0; k < special; k++) states.set(Math.floor(((k + 0.5) * span) / special), order[k]!);
  return states;
}

/**
 * The demo catalogue, only into a database without logos: demo accounts, `logos` logos with
 * generated images, categories, keywords and some favourites of the member.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  { logos: count = 250, zips = true }: { logos?: number; zips?: boolean } = {},
): Promise<{ seeded: boolean; logos?: number; zips?: number }> {
  if (await hasLogos(db)) return { seeded: false };
  await seedReferenceData(db);
  const hashing = hashAccountPasswords(['admin', 'designer', 'designer2', 'member', 'newStaff']);
  const items = Array.from({ length: count }, (_, i) => demoLogo(i));
  const images = await renderAll(items.map((item) => item.art));
  const hashes = await hashing;

  const result = await db.transaction(
    async (tx): Promise<{ seeded: boolean; logos?: number; ids?: number[] }> => {
      const t = tx as unknown as Db;
      await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasLogos(t)) return { seeded: false };
      const accounts = await ensureAccounts(t, hashes);
      const designers = [accounts.get('designer')!, accounts.get('designer2')!];
      const prefixes = [
        designerPrefix(DEMO_ACCOUNTS.designer.name),
        designerPrefix(DEMO_ACCOUNTS.designer2.name),
      ];
      const refs = await loadReferenceIds(t);
      const keywordIds = await ensureKeywords(t);
      const ids = await allocateIds(t, 'logos', count);

      const stored: { main: StoredImage; hover: StoredImage }[] = new Array(count);
      await forEachLimit([...images.keys()], 16, async (i) => {
        const folder = `logos/${ids[i]}`;
        stored[i] = {
          main: await storeImage(storage, folder, images[i]!.gif, 'gif'),
          hover: await storeImage(storage, folder, images[i]!.hover, 'png'),
        };
      });

      const rng = createRng(count);
      const states = demoStates(count);
      const now = Date.now();
      const step = (200 * DAY_MS) / Math.max(count, 1);
      const logoRows: LogoRow[] = items.map((item, i) => {
        const rank = count - 1 - i;
        return {
          id: ids[i]!,
          // Every demo logo is named in the three languages; the "In preparation" placeholder is
          // for logos a designer has not translated yet.
          nameJa: item.nameJa,
          nameEn: item.nameEn,
          nameVi: item.nameVi,
          explain: item.explain,
          designerId: designers[i % 2]!,
          designerRef: `${prefixes[i % 2]}-${String(Math.floor(i / 2) + 1).padStart(5, '0')}`,
          state: states.get(rank) ?? LOGO_STATE.normal,
          tankNum: item.tankNum,
          createdAt: new Date(now - rank * step - Math.floor(rng() * step * 0.8) - 60_000),
          ...stored[i]!,
          ...links(item, refs, keywordIds),
        };
      });
      await insertLogoBatch(t, logoRows);

      // The member likes a dozen of the newest normal logos; the counts match the favourites rows.
      const liked = logoRows.filter((l) => l.state === LOGO_STATE.normal).slice(-40);
      const favourites = liked.filter((_, k) => k % 3 === 0).slice(0, 12);
      await insertColumns(
        t,
        'favorites',
        {
          user_id: { type: 'int', values: favourites.map(() => accounts.get('member')!) },
          logo_id: { type: 'int', values: favourites.map((l) => l.id) },
          created_at: {
            type: 'timestamptz',
            values: favourites.map((_, k) => new Date(now - (k + 1) * 3_600_000)),
          },
        },
        sql`on conflict do nothing`,
      );
      await t.execute(sql`update logos l set favorites_count = f.n
      from (select logo_id, count(*)::int as n from favorites group by logo_id) f where f.logo_id = l.id`);
      return { seeded: true, logos: count, ids: logoRows.map((l) => l.id) };
    },
  );
  if (!result.seeded) return { seeded: false };
  // Delivery files for every third demo logo (sold ones included), so a buyer can download them.
  const withZips = zips ? (result.ids ?? []).filter((_, i) => i % 3 === 0) : [];
  return {
    seeded: true,
    logos: count,
    zips: withZips.length ? await seedDemoZips(db, storage, withZips) : 0,
  };
}

/** The images of logos 0…n-1, rendered a few at a time (sharp renders on its own threads). */
async function renderAll(arts: readonly LogoArt[]): Promise<{ gif: Buffer; hover: Buffer }[]> {
  const images: { gif: Buffer; hover: Buffer }[] = new Array(arts.length);
  await forEachLimit([...arts.keys()], RENDER_CONCURRENCY, async (i) => {
    images[i] = await renderLogoImages(i, arts[i]!);
  });
  return images;
}

/** Renders `size` image pairs once and stores them under logos/shared/, for logos to share. */
async function imagePool(storage: Storage, size: number) {
  const images = await renderAll(Array.from({ length: size }, (_, k) => demoLogo(k, 7).art));
  const pool: { main: StoredImage; hover: StoredImage }[] = [];
  for (const { gif, hover } of images) {
    pool.push({
      main: await storeImage(storage, 'logos/shared', gif, 'gif'),
      hover: await storeImage(storage, 'logos/shared', hover, 'png'),
    });
  }
  return pool;
}

/**
 * Adds `logos` logos for benchmarks, fast: names and categories as in the demo, images shared from
 * a pool of 50, created over the past three years, inserted 5,000 per statement. Needs the reference
 * data; creates the demo designers when there are none.
 */
export async function seedBenchmark(
  db: Db,
  storage: Storage,
  { logos: count, onProgress }: { logos: number; onProgress?: (done: number, total: number) => void },
): Promise<{ logos: number }> {
  const refs = await loadReferenceIds(db);
  const designers = await ensureDesigners(db);
  const keywordIds = await ensureKeywords(db);
  const pool = await imagePool(storage, 50);
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from logos`);
  const offset = Number(existing?.n ?? 0);
  const rng = createRng(offset + count);
  const now = Date.now();
  const step = (3 * 365 * DAY_MS) / Math.max(count, 1);
  const { sold, negotiating, stopped, normal } = LOGO_STATE;

  for (let done = 0; done < count; ) {
    const ids = await allocateIds(db, 'logos', Math.min(BENCH_BATCH, count - done));
    const batch = ids.map((id, k): LogoRow => {
      const i = done + k;
      const item = demoLogo(offset + i, 7);
      const designer = designers[i % designers.length]!;
      const roll = rng();
      return {
        id,
        nameJa: item.nameJa,
        nameEn: item.nameEn,
        nameVi: item.nameVi,
        explain: item.explain,
        designerId: designer.id,
        designerRef: `${designerPrefix(designer.name)}-B${id}`,
        state: roll < 0.02 ? sold : roll < 0.03 ? negotiating : roll < 0.045 ? stopped : normal,
        tankNum: item.tankNum,
        createdAt: new Date(now - (count - 1 - i) * step - 60_000),
        ...pool[i % pool.length]!,
        ...links(item, refs, keywordIds),
      };
    });
    await db.transaction(async (tx) => insertLogoBatch(tx as unknown as Db, batch));
    done += batch.length;
    onProgress?.(done, count);
  }
  return { logos: count };
}
