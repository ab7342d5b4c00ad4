import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern } from '../../platform/db/sql.ts';

export interface NewContact {
  userId: number | null;
  companyName: string | null;
  name: string;
  tel: string | null;
  email: string;
  address1: string | null;
  address2: string | null;
  content: string;
  locale: string;
  ip: string;
}

export interface ContactRow {
  id: number;
  user_id: number | null;
  company_name: string | null;
  name: string;
  tel: string | null;
  email: string;
  address_1: string | null;
  address_2: string | null;
  content: string;
  locale: string;
  ip: string | null;
  created_at: string | Date;
}

/** Messages sent from an address within the last `minutes`, and when the oldest of them was sent. */
export async function countRecentByIp(
  db: Db,
  ip: string,
  minutes: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await rows<{ count: number | string; oldest: string | Date | null }>(
    db,
    sql`select count(*)::int as count, min(created_at) as oldest from contacts
        where ip = ${ip} and created_at > now() - make_interval(mins => ${minutes})`,
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertContact(db: Db, c: NewContact): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    // clock_timestamp(), not now(): a post that waited for the lock is dated when it is written.
    sql`insert into contacts (user_id, company_name, name, tel, email, address_1, address_2, content, locale, ip, created_at)
        values (${c.userId}, ${c.companyName}, ${c.name}, ${c.tel}, ${c.email}, ${c.address1}, ${c.address2},
                ${c.content}, ${c.locale}, ${c.ip}, clock_timestamp())
        returning id`,
  );
  return row!.id;
}

function searchWhere(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const p = containsPattern(search);
  return sql`(name ilike ${p} or email ilike ${p} or company_name ilike ${p} or tel ilike ${p} or content ilike ${p})`;
}

export async function countContacts(db: Db, search: string | undefined): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from contacts where ${searchWhere(search)}`,
  );
  return Number(row?.total ?? 0);
}

export function listContacts(
  db: Db,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<ContactRow[]> {
  return rows<ContactRow>(
    db,
    sql`select id, user_id, company_name, name, tel, email, address_1, address_2, content, locale, ip, created_at
        from contacts where ${searchWhere(search)}
        order by created_at desc nulls last, id desc limit ${page.limit} offset ${page.offset}`,
  );
}

export interface ContactDetailRow extends ContactRow {
  member_name: string | null;
  member_email: string | null;
}

/** One message, with the member who sent it when they were signed in. */
export async function findContact(db: Db, id: number): Promise<ContactDetailRow | undefined> {
  const [row] = await rows<ContactDetailRow>(
    db,
    sql`select c.id, c.user_id, c.company_name, c.name, c.tel, c.email, c.address_1, c.address_2, c.content,
          c.locale, c.ip, c.created_at, u.name as member_name, u.email as member_email
        from contacts c left join users u on u.id = c.user_id
        where c.id = ${id}`,
  );
  return row;
}
