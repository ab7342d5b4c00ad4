import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';
import type { RequestRow } from './requests.repository.ts';

export interface StaffRequestFilter {
  search?: string | undefined;
  status?: number | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = {
  id: 'r.id',
  status: 'r.status',
  created_at: 'r.created_at',
};

const FROM = sql`from logo_requests r
    join users u on u.id = r.user_id
    left join industries i on i.id = r.industry_id
    left join tastes t on t.id = r.taste_id`;

function whereOf(f: Pick<StaffRequestFilter, 'search' | 'status'>): SQL {
  const where: SQL[] = [sql`true`];
  if (f.status !== undefined) where.push(sql`r.status = ${f.status}`);
  if (f.search) {
    const p = containsPattern(f.search);
    const id = /^\d{1,9}$/.test(f.search) ? Number(f.search) : -1;
    where.push(sql`(r.id = ${id} or r.logo_text ilike ${p} or r.notes ilike ${p} or u.email ilike ${p}
      or u.name ilike ${p})`);
  }
  return sql.join(where, sql` and `);
}

/** Every member's free logo requests: search, status filter, sort and one page. */
export async function pageOf(db: Db, f: StaffRequestFilter) {
  const where = whereOf(f);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'r.created_at desc', 'r.id desc');
  const [list, [count]] = await Promise.all([
    rows<RequestRow>(
      db,
      sql`select r.id, r.user_id, u.name as user_name, u.email as user_email, r.logo_text, r.notes,
            r.locale, r.status, r.created_at,
            i.id as industry_id, i.name_ja as industry_name_ja, i.name_en as industry_name_en, i.name_vi as industry_name_vi,
            t.id as taste_id, t.name_ja as taste_name_ja, t.name_en as taste_name_en, t.name_vi as taste_name_vi
          ${FROM} where ${where} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}
