import { LOGO_STATE } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { designerPrefix, ensureDesigners } from './accounts.ts';
import { allocateIds } from './bulk.ts';
import { createRng, demoLogo } from './demo-data.ts';
import {
  ensureKeywords,
  insertLogoBatch,
  type LogoRow,
  loadReferenceIds,
  type StoredImage,
  storeImage,
} from './logo-batch.ts';
import { links, renderAll } from './seed.ts';

/** The benchmark catalogue (`npm run seed -- --bench`): many logos, fast, images shared. */

const DAY_MS = 86_400_000;
const BENCH_BATCH = 5000;

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
        explainEn: item.explainEn,
        explainVi: item.explainVi,
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
