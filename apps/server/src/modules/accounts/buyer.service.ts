import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import { findBuyer } from './buyer.repository.ts';

export interface Buyer {
  id: number;
  /** The full name as the member gave it (last and first name when set, else the account name). */
  name: string;
  company: string;
  email: string;
}

/** The accounts' face for orders: who the buyer is, for the invoice and the order mail. */
export async function buyerOf(db: Db, ctx: TxScope, userId: number): Promise<Buyer | undefined> {
  const row = await findBuyer(dbOf(ctx, db), userId);
  if (!row) return undefined;
  const full = [row.last_name, row.first_name].filter((p) => p?.trim()).join(' ');
  return { id: Number(row.id), name: full || row.name, company: row.company_name ?? '', email: row.email };
}
