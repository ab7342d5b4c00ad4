import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

export interface RequestRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  logo_text: string;
  notes: string | null;
  locale: string;
  status: number;
  created_at: string | Date;
  industry_id: number | null;
  industry_name_ja: string | null;
  industry_name_en: string | null;
  industry_name_vi: string | null;
  taste_id: number | null;
  taste_name_ja: string | null;
  taste_name_en: string | null;
  taste_name_vi: string | null;
}

/** Whether the chosen industry and taste exist, in one statement; null when none was chosen. */
export async function optionsExist(
  db: Db,
  industryId: number | null,
  tasteId: number | null,
): Promise<{ industry: boolean; taste: boolean }> {
  const [row] = await rows<{ industry: boolean; taste: boolean }>(
    db,
    sql`select exists (select 1 from industries where id = ${industryId ?? 0}) as industry,
               exists (select 1 from tastes where id = ${tasteId ?? 0}) as taste`,
  );
  return { industry: Boolean(row?.industry), taste: Boolean(row?.taste) };
}

/** A member's requests within the last `hours`, and when the oldest of them was sent. */
export async function countRecentByUser(
  db: Db,
  userId: number,
  hours: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await rows<{ count: number | string; oldest: string | Date | null }>(
    db,
    sql`select count(*)::int as count, min(created_at) as oldest from logo_requests
        where user_id = ${userId} and created_at > now() - make_interval(hours => ${hours})`,
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertRequest(
  db: Db,
  r: {
    userId: number;
    industryId: number | null;
    tasteId: number | null;
    logoText: string;
    notes: string | null;
    locale: string;
  },
): Promise<number> {
  // Options are looked up again inside the statement: one deleted since the caller checked it is
  // dropped (as ON DELETE SET NULL would) instead of failing the foreign key. clock_timestamp():
  // a request that waited for the member's lock is dated when it is written.
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into logo_requests (user_id, industry_id, taste_id, logo_text, notes, locale, created_at, updated_at)
        values (${r.userId}, (select id from industries where id = ${r.industryId ?? 0}),
                (select id from tastes where id = ${r.tasteId ?? 0}), ${r.logoText}, ${r.notes}, ${r.locale},
                clock_timestamp(), clock_timestamp())
        returning id`,
  );
  return row!.id;
}

function selectRequests(where: SQL, limit: number) {
  return sql`select r.id, r.user_id, u.name as user_name, u.email as user_email, r.logo_text, r.notes,
      r.locale, r.status, r.created_at,
      i.id as industry_id, i.name_ja as industry_name_ja, i.name_en as industry_name_en, i.name_vi as industry_name_vi,
      t.id as taste_id, t.name_ja as taste_name_ja, t.name_en as taste_name_en, t.name_vi as taste_name_vi
    from logo_requests r
    join users u on u.id = r.user_id
    left join industries i on i.id = r.industry_id
    left join tastes t on t.id = r.taste_id
    where ${where}
    order by r.created_at desc nulls last, r.id desc
    limit ${limit}`;
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await rows<RequestRow>(db, selectRequests(sql`r.id = ${id}`, 1));
  return row;
}

export function listByUser(db: Db, userId: number, limit: number): Promise<RequestRow[]> {
  return rows<RequestRow>(db, selectRequests(sql`r.user_id = ${userId}`, limit));
}
