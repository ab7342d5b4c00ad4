import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';

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
  const values = sql.join(
    settings.map((s) => sql`(${s.key}, ${s.lang}, ${s.value})`),
    sql`, `,
  );
  await tx.execute(sql`insert into price_settings (key, lang, value) values ${values}
    on conflict (key, lang) do update set value = excluded.value, updated_at = now()`);
}
