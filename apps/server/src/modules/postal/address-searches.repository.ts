import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

export interface AddressSearchRow {
  id: number;
  address_ip: string;
  postal_code: string | null;
  created_at: string | Date;
}

export interface AddressSearchFilter {
  search?: string | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = {
  id: 'a.id',
  address_ip: 'a.address_ip',
  postal_code: 'a.postal_code',
  created_at: 'a.created_at',
};

function searchWhere(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const p = containsPattern(search);
  return sql`(a.address_ip ilike ${p} or a.postal_code ilike ${p})`;
}

/** One page of the recorded postal-code look-ups, newest first unless sorted. */
export async function pageOf(db: Db, f: AddressSearchFilter) {
  const where = searchWhere(f.search);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'a.created_at desc', 'a.id desc');
  const [list, [count]] = await Promise.all([
    rows<AddressSearchRow>(
      db,
      sql`select a.id, a.address_ip, a.postal_code, a.created_at from address_searches a
          where ${where} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from address_searches a where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}
