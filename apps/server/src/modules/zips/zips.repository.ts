import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';

/** The delivery zip of a logo (one per logo), by its storage key. */
export async function zipKeyOf(db: Db, logoId: number): Promise<string | undefined> {
  const [row] = await rows<{ storage_key: string }>(
    db,
    sql`select storage_key from zips where logo_id = ${logoId}`,
  );
  return row?.storage_key;
}
