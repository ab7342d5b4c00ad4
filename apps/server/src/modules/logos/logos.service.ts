import type { Db } from '../../platform/db/db.ts';
import type { TxScope } from '../../platform/db/transaction.ts';
import * as repo from './logos.repository.ts';

/**
 * The logos table's writes as a face (ADR 0083): each inside the caller's transaction, on logos
 * the caller has locked and checked (the rules are the caller's: the editor's, the import's, the
 * sale's). Nothing else writes the table.
 */

type InTx = TxScope & { tx: Db };

export type LogoWrite = repo.LogoWrite;

/** A new logo, stopped (7) and not yet published until an admin puts it on sale; answers its id. */
export const insertLogo = (ctx: InTx, write: LogoWrite): Promise<number> => repo.insertLogo(ctx.tx, write);

export const updateLogo = (ctx: InTx, id: number, write: LogoWrite): Promise<void> =>
  repo.updateLogo(ctx.tx, id, write);

export const setLogoStates = (ctx: InTx, ids: readonly number[], state: number): Promise<void> =>
  repo.setStates(ctx.tx, ids, state);

/** Marks a logo edited (images, categories, keywords live in other tables). */
export const touchLogo = (ctx: InTx, id: number): Promise<void> => repo.touchLogo(ctx.tx, id);
