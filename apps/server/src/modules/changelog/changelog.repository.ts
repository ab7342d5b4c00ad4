import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

/** SQL of the change log: rows are only ever inserted and read (append-only). */

export interface NewChange {
  logoId: number | null;
  userId: number | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** One statement for any number of rows; clock_timestamp() dates each write when it happens. */
export async function insertChanges(tx: Db, entries: readonly NewChange[]): Promise<void> {
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(
      (e) => sql`(${e.logoId}, ${e.userId}, ${e.field}, ${e.oldValue}, ${e.newValue}, clock_timestamp())`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`insert into change_logs (logo_id, user_id, field, old_value, new_value, created_at) values ${values}`,
  );
}

export interface LogFilter {
  search?: string | undefined;
  logoId?: number | undefined;
  userId?: number | undefined;
  /** YYYY-MM-DD, days in Japan time. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** Days are Japan's (the back office is Japanese): the range starts and ends at midnight Tokyo time. */
function whereOf(f: LogFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (f.logoId !== undefined) where.push(sql`c.logo_id = ${f.logoId}`);
  if (f.userId !== undefined) where.push(sql`c.user_id = ${f.userId}`);
  if (f.dateFrom) where.push(sql`c.created_at >= (${f.dateFrom}::date)::timestamp at time zone 'Asia/Tokyo'`);
  if (f.dateTo) where.push(sql`c.created_at < (${f.dateTo}::date + 1)::timestamp at time zone 'Asia/Tokyo'`);
  if (f.search) {
    const p = containsPattern(f.search);
    where.push(sql`(c.field ilike ${p} or c.old_value ilike ${p} or c.new_value ilike ${p}
      or l.name_ja ilike ${p} or l.name_en ilike ${p} or l.name_vi ilike ${p} or u.name ilike ${p}
      or uo.name ilike ${p} or un.name ilike ${p})`);
  }
  return sql.join(where, sql` and `);
}

/** Fields whose values are user ids: the log shows the user's name beside the id (issue 24). */
const USER_VALUED = sql`c.field = 'designer_id'`;
const userOf = (value: SQL) =>
  sql`(case when ${USER_VALUED} and ${value} ~ '^[0-9]{1,9}$' then ${value}::int end)`;

const FROM = sql`change_logs c left join logos l on l.id = c.logo_id left join users u on u.id = c.user_id
  left join users uo on uo.id = ${userOf(sql`c.old_value`)}
  left join users un on un.id = ${userOf(sql`c.new_value`)}`;

export async function countLogs(db: Db, f: LogFilter): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from ${FROM} where ${whereOf(f)}`,
  );
  return Number(row?.total ?? 0);
}

export interface LogRow {
  id: number;
  logo_id: number | null;
  logo_name: string | null;
  user_id: number | null;
  user_name: string | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  old_label: string | null;
  new_label: string | null;
  created_at: string | Date;
}

const SORT_COLUMNS: Record<string, string> = {
  id: 'c.id',
  logo_id: 'c.logo_id',
  user_id: 'c.user_id',
  field: 'c.field',
  created_at: 'c.created_at',
};

export function listLogs(
  db: Db,
  f: LogFilter,
  sort: { field?: string | undefined; value?: 'asc' | 'desc' | undefined },
  page: { limit: number; offset: number },
): Promise<LogRow[]> {
  return rows<LogRow>(
    db,
    sql`select c.id, c.logo_id, coalesce(nullif(l.name_ja, ''), nullif(l.name_en, ''), l.name_vi) as logo_name,
          c.user_id, u.name as user_name, c.field, c.old_value, c.new_value,
          uo.name as old_label, un.name as new_label, c.created_at
        from ${FROM} where ${whereOf(f)}
        order by ${listOrder(SORT_COLUMNS, sort.field, sort.value, 'c.created_at desc', 'c.id desc')}
        limit ${page.limit} offset ${page.offset}`,
  );
}
