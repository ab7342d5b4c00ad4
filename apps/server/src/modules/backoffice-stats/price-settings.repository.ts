import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/** SQL of the price settings: `(key, lang)` rows, money in minor units, tax in percent. */

export function listPriceSettings(db: Db) {
  return rows<{ key: string; lang: string; value: string | number }>(
    db,
    sql`select key, lang, value from price_settings order by key, lang`,
  );
}

/** Writes each setting (a new row or a new value for an existing one) in one statement. */
export async function upsertPriceSettings(
  tx: Db,
  settings: readonly { key: string; lang: string; value: number }[],
): Promise<void> {
  if (settings.length === 0) return;
  // One order for every writer: parallel saves lock the rows alike instead of deadlocking.
  const ordered = [...settings].sort((a, b) =>
    a.key === b.key ? (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0) : a.key < b.key ? -1 : 1,
  );
  const values = sql.join(
    ordered.map((s) => sql`(${s.key}, ${s.lang}, ${s.value})`),
    sql`, `,
  );
  await tx.execute(sql`insert into price_settings (key, lang, value) values ${values}
    on conflict (key, lang) do update set value = excluded.value, updated_at = now()`);
}
