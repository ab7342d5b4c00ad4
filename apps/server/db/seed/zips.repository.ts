import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db/db.ts';
import { insertColumns } from './bulk.ts';

/** SQL of the demo delivery zips seed. */

/** The given logos that exist, with a name to draw (en, else ja, else vi) and any zip they have. */
export async function logosForZips(
  db: Db,
  logoIds: readonly number[],
): Promise<{ id: number; name: string; old_key: string | null }[]> {
  if (logoIds.length === 0) return [];
  const found = await rows<{ id: number; name: string | null; old_key: string | null }>(
    db,
    sql`select l.id, coalesce(l.name_en, l.name_ja, l.name_vi) as name, z.storage_key as old_key
        from logos l left join zips z on z.logo_id = l.id
        where l.id = any(${`{${logoIds.map(Number).join(',')}}`}::int[])
        order by l.id`,
  );
  return found.map((r) => ({ id: Number(r.id), name: r.name ?? '', old_key: r.old_key }));
}

/** One zip per logo: inserts, or points an existing row at the new file. */
export function upsertZips(db: Db, zips: readonly { logoId: number; key: string }[]): Promise<void> {
  return insertColumns(
    db,
    'zips',
    {
      logo_id: { type: 'int', values: zips.map((z) => z.logoId) },
      storage_key: { type: 'text', values: zips.map((z) => z.key) },
    },
    sql`on conflict (logo_id) do update set storage_key = excluded.storage_key, updated_at = now()`,
  );
}
