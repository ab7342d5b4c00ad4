import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/** SQL of social sign-in links (provider.service.ts): one account per provider subject. */

export async function findLinkedUserId(
  db: Db,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const [linked] = await rows<{ user_id: number }>(
    db,
    sql`select user_id from user_identities where provider = ${provider} and subject = ${subject}`,
  );
  return linked?.user_id;
}

export async function linkIdentity(db: Db, userId: number, provider: string, subject: string): Promise<void> {
  await db.execute(sql`insert into user_identities (user_id, provider, subject)
    values (${userId}, ${provider}, ${subject}) on conflict do nothing`);
}
