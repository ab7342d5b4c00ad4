import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

export interface BuyerRow {
  id: number;
  name: string;
  email: string;
  locale: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
}

/** A member with their buyer details (the invoice's recipient and the order mail's address). */
export async function findBuyer(db: Db, userId: number): Promise<BuyerRow | undefined> {
  const [row] = await rows<BuyerRow>(
    db,
    sql`select u.id, u.name, u.email, u.locale, b.first_name, b.last_name, b.company_name
        from users u left join buyer_details b on b.user_id = u.id where u.id = ${userId}`,
  );
  return row;
}
