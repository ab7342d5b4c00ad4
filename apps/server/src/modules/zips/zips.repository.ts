import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

/**
 * SQL of delivery zips (one per logo). The staff list reads the logo's names beside each zip;
 * table ownership is not split yet (ADR 0021), as the catalogue's card query reads `zips`.
 */

/** The delivery zip of a logo (one per logo), by its storage key. */
export async function zipKeyOf(db: Db, logoId: number): Promise<string | undefined> {
  const [row] = await rows<{ storage_key: string }>(
    db,
    sql`select storage_key from zips where logo_id = ${logoId}`,
  );
  return row?.storage_key;
}

/** The logo a stored zip belongs to (a zip moved to another logo keeps its key). */
export async function logoIdOfZipKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await rows<{ logo_id: number }>(db, sql`select logo_id from zips where storage_key = ${key}`);
  return row ? Number(row.logo_id) : undefined;
}

export interface ZipRow {
  id: number;
  logo_id: number;
  storage_key: string;
  created_at: Date | string;
  updated_at: Date | string;
  uploaded_at: Date | string;
  uploaded_by: number | null;
  uploader_name: string | null;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
}

const ZIP_COLUMNS = sql`z.id, z.logo_id, z.storage_key, z.created_at, z.updated_at, z.uploaded_at, z.uploaded_by,
  (select u.name from users u where u.id = z.uploaded_by) as uploader_name, l.name_ja, l.name_en, l.name_vi`;

export interface ZipFilter {
  search?: string | undefined;
  logoId?: number | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = { id: 'z.id', logo_id: 'z.logo_id', created_at: 'z.created_at' };

/** The staff list: by logo id or any of the logo's names; newest zip first unless sorted. */
export async function zipPage(db: Db, f: ZipFilter): Promise<{ list: ZipRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (f.logoId !== undefined) where.push(sql`z.logo_id = ${f.logoId}`);
  if (f.search) {
    const like = containsPattern(f.search);
    const id = /^\d{1,9}$/.test(f.search) ? Number(f.search) : -1;
    where.push(
      sql`(z.logo_id = ${id} or l.name_ja ilike ${like} or l.name_en ilike ${like} or l.name_vi ilike ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'z.id desc', 'z.id desc');
  const [list, [count]] = await Promise.all([
    rows<ZipRow>(
      db,
      sql`select ${ZIP_COLUMNS} from zips z join logos l on l.id = z.logo_id
          where ${condition} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from zips z join logos l on l.id = z.logo_id where ${condition}`,
    ),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function zipById(db: Db, id: number): Promise<ZipRow | undefined> {
  const [row] = await rows<ZipRow>(
    db,
    sql`select ${ZIP_COLUMNS} from zips z join logos l on l.id = z.logo_id where z.id = ${id}`,
  );
  return row;
}

/** The zip row, locked until the transaction ends (an update or delete of it waits). */
export async function lockZip(
  tx: Db,
  id: number,
): Promise<{ logo_id: number; storage_key: string } | undefined> {
  const [row] = await rows<{ logo_id: number; storage_key: string }>(
    tx,
    sql`select logo_id, storage_key from zips where id = ${id} for update`,
  );
  return row;
}

export interface ZipLogoRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  state: number;
  zip_id: number | null;
}

/** A logo that can carry a zip (not deleted, as logoExists), with the zip it has already. */
export async function logoForZip(db: Db, logoId: number): Promise<ZipLogoRow | undefined> {
  const [row] = await rows<ZipLogoRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.state, z.id as zip_id
        from logos l left join zips z on z.logo_id = l.id where l.id = ${logoId} and l.state <> 9`,
  );
  return row;
}

/** Whether a logo can carry a zip: it exists and is not deleted (state 9). */
export async function logoExists(db: Db, logoId: number): Promise<boolean> {
  const [row] = await rows<{ id: number }>(db, sql`select id from logos where id = ${logoId} and state <> 9`);
  return Boolean(row);
}

/** The id of the zip a logo already has. */
export async function zipIdOfLogo(db: Db, logoId: number): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(db, sql`select id from zips where logo_id = ${logoId}`);
  return row ? Number(row.id) : undefined;
}

/** A new zip; undefined when the logo got one meanwhile (the unique index decides). */
export async function insertZip(
  db: Db,
  logoId: number,
  key: string,
  uploadedBy: number | null,
): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into zips (logo_id, storage_key, uploaded_by) values (${logoId}, ${key}, ${uploadedBy})
        on conflict (logo_id) do nothing returning id`,
  );
  return row ? Number(row.id) : undefined;
}

/** Points the zip at a logo and a file; a new file (`uploadedBy` given) records its upload. */
export async function updateZip(
  tx: Db,
  id: number,
  change: { logoId: number; key: string; upload?: { by: number | null } },
): Promise<void> {
  const upload = change.upload ? sql`, uploaded_at = now(), uploaded_by = ${change.upload.by}` : sql``;
  await tx.execute(sql`update zips set logo_id = ${change.logoId}, storage_key = ${change.key}, updated_at = now()${upload}
    where id = ${id}`);
}

export async function deleteZip(
  tx: Db,
  id: number,
): Promise<{ logo_id: number; storage_key: string } | undefined> {
  const [row] = await rows<{ logo_id: number; storage_key: string }>(
    tx,
    sql`delete from zips where id = ${id} returning logo_id, storage_key`,
  );
  return row;
}
