import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';

/** SQL of a logo's image rows (the files themselves are in storage). */

export type ImageKind = 'main' | 'hover' | 'gallery';

export interface LogoImageRow {
  id: number;
  kind: ImageKind;
  format: 'gif' | 'png' | 'jpeg';
  storage_key: string;
  width: number | null;
  height: number | null;
  sort: number;
}

/** Main, hover, then gallery images (GIF before PNG), as the shop shows them. */
export function imagesOf(db: Db, logoId: number): Promise<LogoImageRow[]> {
  return rows<LogoImageRow>(
    db,
    sql`select id, kind, format, storage_key, width, height, sort from logo_images where logo_id = ${logoId}
        order by case kind when 'main' then 0 when 'hover' then 1 else 2 end,
                 case format when 'gif' then 0 else 1 end, sort, id`,
  );
}

export interface NewImage {
  logoId: number;
  kind: ImageKind;
  format: 'gif' | 'png';
  storageKey: string;
  contentHash: string;
  width: number;
  height: number;
}

/** Inserts an image after the logo's others of its kind; answers its id. */
export async function insertImage(tx: Db, i: NewImage): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into logo_images (logo_id, kind, format, storage_key, content_hash, width, height, sort)
        values (${i.logoId}, ${i.kind}, ${i.format}, ${i.storageKey}, ${i.contentHash}, ${i.width}, ${i.height},
          (select coalesce(max(sort) + 1, 0) from logo_images where logo_id = ${i.logoId} and kind = ${i.kind}))
        returning id`,
  );
  return Number(row!.id);
}

/** Deletes image rows of a logo; answers their storage keys (for deleting the files after commit). */
export async function deleteImages(tx: Db, logoId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await rows<{ storage_key: string }>(
    tx,
    sql`delete from logo_images where logo_id = ${logoId} and id = any(${idArray(ids)}) returning storage_key`,
  );
  return gone.map((g) => g.storage_key);
}

/** Whether another image row still points at a file (keys are per logo, but be sure). */
export async function keyInUse(db: Db, key: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from logo_images where storage_key = ${key} limit 1`,
  );
  return found.length > 0;
}

/** The kinds of each logo's images, for the publishing rule (one statement for many logos). */
export async function imageKindsOf(db: Db, logoIds: readonly number[]): Promise<Map<number, string[]>> {
  const kinds = new Map<number, string[]>(logoIds.map((id) => [id, []]));
  if (logoIds.length === 0) return kinds;
  const found = await rows<{ logo_id: number; kind: string }>(
    db,
    sql`select distinct logo_id, kind from logo_images where logo_id = any(${idArray(logoIds)})`,
  );
  for (const row of found) kinds.get(Number(row.logo_id))?.push(row.kind);
  return kinds;
}
