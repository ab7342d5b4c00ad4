import { LOGO_STATE } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { seedReferenceData } from '../reference/index.ts';
import { DEMO_ACCOUNTS, designerPrefix, ensureAccounts, hashAccountPasswords } from './accounts.ts';
import { allocateIds, forEachLimit, insertColumns } from './bulk.ts';
import { createRng, type DemoLogo, demoLogo } from './demo-data.ts';
import {
  DEMO_ZIP_EVERY,
  type DemoFilesJob,
  demoImageKeys,
  demoImageOrder,
  demoStates,
  demoZipKey,
  RENDER_CONCURRENCY,
  writeDemoFilesJob,
} from './demo-files.ts';
import { seedDemoLettering } from './demo-lettering.ts';
import { pickDemoOrderLogos, seedDemoOrders } from './demo-orders.ts';
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
import { upsertZips } from './zips.repository.ts';
import { seedDemoZips } from './zips.ts';

const DAY_MS = 86_400_000;
/** Serialises concurrent demo seeds (two instances starting on one empty database). */
const SEED_LOCK = 72_410_002;

async function hasLogos(db: Db): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(db, sql`select exists (select 1 from logos) as found`);
  return Boolean(row?.found);
}

/** Category and keyword ids of a demo logo. */
export function links(item: DemoLogo, refs: ReferenceIds, keywordIds: Map<string, number>) {
  return {
    industryIds: idsOf(refs.industries, item.industries, 'industry'),
    colorIds: idsOf(refs.colors, [item.genre], 'colour'),
    tasteIds: idsOf(refs.tastes, item.tastes, 'taste'),
    alphabetIds: idsOf(refs.alphabets, [item.alphabet], 'alphabet'),
    keywordIds: idsOf(keywordIds, item.keywords, 'keyword'),
  };
}

/**
 * The demo catalogue, only into a database without logos: demo accounts, `logos` logos with
 * generated images, categories, keywords and some favourites of the member. With `deferFiles`
 * (a first start, ADR 0094) the rows point at keys known in advance and no file is written here:
 * the job file written in `deferFiles.dataDir` before the commit lists them for finishDemoFiles.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  {
    logos: count = 250,
    zips = true,
    orders = true,
    onStep,
    deferFiles,
    passwordHashes,
  }: {
    logos?: number;
    zips?: boolean;
    /** The demo member's orders, one per delivery state (tests start without orders). */
    orders?: boolean;
    onStep?: (step: string, ms: number) => void;
    deferFiles?: { token: string; dataDir: string };
    /** demoPasswordHashes() begun earlier by the caller (scrypt runs on libuv's threads). */
    passwordHashes?: ReturnType<typeof demoPasswordHashes>;
  } = {},
): Promise<{ seeded: boolean; logos?: number; zips?: number }> {
  const mark = stepTimer(onStep);
  if (await hasLogos(db)) return { seeded: false };
  await seedReferenceData(db);
  mark('reference data');
  const hashing = passwordHashes ?? demoPasswordHashes();
  const items = Array.from({ length: count }, (_, i) => demoLogo(i));
  mark('demo words');
  const images = deferFiles ? [] : await renderAll(items.map((item) => item.art));
  mark(deferFiles ? 'images deferred' : `images of ${count} logos`);
  const hashes = await hashing;
  mark('account passwords (beside the images)');

  const result = await db.transaction(
    async (tx): Promise<{ seeded: boolean; logos?: number; ids?: number[]; zips?: number }> => {
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

      mark('accounts, keywords, ids');
      const stored: { main: StoredImage; hover: StoredImage }[] = new Array(count);
      if (deferFiles)
        for (let i = 0; i < count; i++) {
          const keys = demoImageKeys(deferFiles.token, i);
          const hash = `demo-${deferFiles.token}`;
          stored[i] = { main: { key: keys.main, hash }, hover: { key: keys.hover, hash } };
        }
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
          explainEn: item.explainEn,
          explainVi: item.explainVi,
          designerId: designers[i % 2]!,
          designerRef: `${prefixes[i % 2]}-${String(Math.floor(i / 2) + 1).padStart(5, '0')}`,
          state: states.get(rank) ?? LOGO_STATE.normal,
          tankNum: item.tankNum,
          createdAt: new Date(now - rank * step - Math.floor(rng() * step * 0.8) - 60_000),
          ...stored[i]!,
          ...links(item, refs, keywordIds),
        };
      });
      // The member's orders show each delivery state (ADR 0104); a waiting transfer holds its logo.
      const orderLogos = orders
        ? pickDemoOrderLogos(
            logoRows.map((l, i) => ({
              id: l.id,
              name: l.nameEn ?? '',
              state: l.state,
              zip: zips && i % DEMO_ZIP_EVERY === 0,
            })),
          )
        : {};
      const held = logoRows.find((l) => l.id === orderLogos.waiting?.id);
      if (held) held.state = LOGO_STATE.negotiating;
      mark('image files');
      await insertLogoBatch(t, logoRows);
      mark('logo rows, links, search index');
      await seedDemoLettering(
        t,
        storage,
        items.map((item, i) => ({ id: ids[i]!, index: i, art: item.art, designerId: designers[i % 2]! })),
      );
      mark('lettering layouts and marks');
      const member = DEMO_ACCOUNTS.member;
      await seedDemoOrders(
        t,
        { id: accounts.get('member')!, name: member.name, email: member.email },
        orderLogos,
      );
      mark('demo orders');

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
      if (deferFiles) {
        // Written before the commit: rows that point at files always have a job that writes them.
        const job: DemoFilesJob = {
          version: 1,
          token: deferFiles.token,
          images: demoImageOrder(count),
          zips: (zips ? logoRows.map((l, index) => ({ l, index })) : [])
            .filter(({ index }) => index % DEMO_ZIP_EVERY === 0)
            .map(({ l, index }) => ({
              logoId: l.id,
              name: l.nameEn ?? l.nameJa ?? l.nameVi ?? '',
              key: demoZipKey(deferFiles.token, l.id),
              index,
            })),
        };
        if (job.zips.length) await upsertZips(t, job.zips);
        writeDemoFilesJob(deferFiles.dataDir, job);
        return { seeded: true, logos: count, ids: [], zips: job.zips.length };
      }
      return { seeded: true, logos: count, ids: logoRows.map((l) => l.id) };
    },
  );
  mark('favourites and commit');
  if (!result.seeded) return { seeded: false };
  if (deferFiles) return { seeded: true, logos: count, zips: result.zips ?? 0 };
  // Delivery files for every third demo logo (sold ones included), so a buyer can download them.
  const withZips = zips
    ? (result.ids ?? [])
        .map((id, index) => ({ id, index }))
        .filter(({ index }) => index % DEMO_ZIP_EVERY === 0)
    : [];
  const zipped = withZips.length ? await seedDemoZips(db, storage, withZips) : 0;
  mark(`${zipped} delivery zips`);
  return { seeded: true, logos: count, zips: zipped };
}

/** The demo accounts' password hashes, for seedDemo. */
export function demoPasswordHashes() {
  return hashAccountPasswords(['admin', 'designer', 'designer2', 'member', 'newStaff']);
}

/** Reports the time since the last step (or the start) under each step's name. */
function stepTimer(onStep: ((step: string, ms: number) => void) | undefined) {
  let last = performance.now();
  return (name: string) => {
    const now = performance.now();
    onStep?.(name, Math.round(now - last));
    last = now;
  };
}

/** The images of logos 0…n-1, rendered a few at a time (sharp renders on its own threads). */
export async function renderAll(arts: readonly LogoArt[]): Promise<{ gif: Buffer; hover: Buffer }[]> {
  const images: { gif: Buffer; hover: Buffer }[] = new Array(arts.length);
  await forEachLimit([...arts.keys()], RENDER_CONCURRENCY, async (i) => {
    images[i] = await renderLogoImages(i, arts[i]!);
  });
  return images;
}
