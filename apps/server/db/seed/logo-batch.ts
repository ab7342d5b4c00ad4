import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { refreshSearchIndex } from '../../src/modules/search/search-index.ts';
import { type Db, rows } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { keywords } from '../schema/index.ts';
import { insertColumns, insertPairs } from './bulk.ts';
import { KEYWORDS } from './words.ts';

/** A stored image file: its storage key and content hash. */
export interface StoredImage {
  key: string;
  hash: string;
}

/** Everything inserted for one logo. */
export interface LogoRow {
  id: number;
  nameJa: string | null;
  nameEn: string | null;
  nameVi: string | null;
  explain: string;
  explainEn: string;
  explainVi: string;
  designerId: number;
  designerRef: string;
  state: number;
  tankNum: number;
  createdAt: Date;
  main: StoredImage;
  hover: StoredImage;
  industryIds: number[];
  colorIds: number[];
  tasteIds: number[];
  alphabetIds: number[];
  keywordIds: number[];
}

export interface ReferenceIds {
  industries: Map<string, number>;
  colors: Map<string, number>;
  tastes: Map<string, number>;
  alphabets: Map<string, number>;
}

/** First 16 hex digits of the SHA-256 of the bytes: the version part of an image key. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

/** Stores a rendered image under `{folder}/{hash}.{ext}`, unless that file is already there. */
export async function storeImage(storage: Storage, folder: string, data: Buffer, ext: 'gif' | 'png') {
  const hash = contentHash(data);
  const key = `${folder}/${hash}.${ext}`;
  if (!(await storage.exists(key))) await storage.put(key, data);
  return { key, hash };
}

/** Ids of the category rows by key name and of the alphabets by letter. Fails without reference data. */
export async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const byKey = async (table: string) => {
    const found = await rows<{ id: number; key_name: string }>(
      db,
      sql`select id, key_name from ${sql.identifier(table)}`,
    );
    if (found.length === 0) throw new Error(`The ${table} table is empty: run seedReferenceData first.`);
    return new Map(found.map((r) => [r.key_name, r.id]));
  };
  const letters = await rows<{ id: number; name: string }>(db, sql`select id, name from alphabets`);
  if (letters.length === 0) throw new Error('The alphabets table is empty: run seedReferenceData first.');
  return {
    industries: await byKey('industries'),
    colors: await byKey('colors'),
    tastes: await byKey('tastes'),
    alphabets: new Map(letters.map((r) => [r.name, r.id])),
  };
}

/** The demo keywords' ids by English name, inserting those that are missing. */
export async function ensureKeywords(db: Db): Promise<Map<string, number>> {
  const load = async () =>
    new Map(
      (
        await rows<{ id: number; name_en: string }>(db, sql`select id, name_en from keywords order by id`)
      ).map((r) => [r.name_en, r.id] as const),
    );
  const existing = await load();
  const missing = KEYWORDS.filter((k) => !existing.has(k.en));
  if (missing.length === 0) return existing;
  await db.insert(keywords).values(missing.map((k) => ({ nameJa: k.ja, nameEn: k.en, nameVi: k.vi })));
  return load();
}

/** Maps names to ids, failing loudly on a name the reference data lacks. */
export function idsOf(map: Map<string, number>, names: readonly string[], what: string): number[] {
  return names.map((name) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`Unknown ${what}: ${name}`);
    return id;
  });
}

/**
 * Inserts logos with their images and category and keyword links (eight statements), then builds
 * their search index as any other write path does (refreshSearchIndex).
 */
export async function insertLogoBatch(db: Db, logos: readonly LogoRow[]): Promise<void> {
  if (logos.length === 0) return;
  const col = <T extends keyof LogoRow>(key: T) => logos.map((l) => l[key]) as never[];
  await insertColumns(db, 'logos', {
    id: { type: 'int', values: col('id') },
    name_ja: { type: 'text', values: col('nameJa') },
    name_en: { type: 'text', values: col('nameEn') },
    name_vi: { type: 'text', values: col('nameVi') },
    explain: { type: 'text', values: col('explain') },
    explain_en: { type: 'text', values: col('explainEn') },
    explain_vi: { type: 'text', values: col('explainVi') },
    designer_id: { type: 'int', values: col('designerId') },
    designer_ref: { type: 'text', values: col('designerRef') },
    state: { type: 'smallint', values: col('state') },
    tank_num: { type: 'int', values: col('tankNum') },
    created_at: { type: 'timestamptz', values: col('createdAt') },
    updated_at: { type: 'timestamptz', values: col('createdAt') },
  });
  const images = logos.flatMap((l) => [
    { logoId: l.id, kind: 'main', format: 'gif', image: l.main, createdAt: l.createdAt },
    { logoId: l.id, kind: 'hover', format: 'png', image: l.hover, createdAt: l.createdAt },
  ]);
  await insertColumns(db, 'logo_images', {
    logo_id: { type: 'int', values: images.map((i) => i.logoId) },
    kind: { type: 'text', values: images.map((i) => i.kind) },
    format: { type: 'text', values: images.map((i) => i.format) },
    storage_key: { type: 'text', values: images.map((i) => i.image.key) },
    content_hash: { type: 'text', values: images.map((i) => i.image.hash) },
    width: { type: 'int', values: images.map(() => 400) },
    height: { type: 'int', values: images.map(() => 400) },
    created_at: { type: 'timestamptz', values: images.map((i) => i.createdAt) },
  });
  const pairs = (key: 'industryIds' | 'colorIds' | 'tasteIds' | 'alphabetIds' | 'keywordIds') =>
    logos.flatMap((l) => [...new Set(l[key])].map((target) => [l.id, target] as [number, number]));
  await insertPairs(db, 'logo_industries', 'industry_id', pairs('industryIds'));
  await insertPairs(db, 'logo_colors', 'color_id', pairs('colorIds'));
  await insertPairs(db, 'logo_tastes', 'taste_id', pairs('tasteIds'));
  await insertPairs(db, 'logo_alphabets', 'alphabet_id', pairs('alphabetIds'));
  await insertPairs(db, 'logo_keywords', 'keyword_id', pairs('keywordIds'));
  await refreshSearchIndex(
    db,
    logos.map((l) => l.id),
  );
}
