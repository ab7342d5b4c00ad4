import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db.ts';

/** Records a postal-code look-up and who asked (the back office lists them). */
export async function recordSearch(db: Db, ip: string, postalCode: string): Promise<void> {
  await db.execute(sql`insert into address_searches (address_ip, postal_code) values (${ip}, ${postalCode})`);
}
