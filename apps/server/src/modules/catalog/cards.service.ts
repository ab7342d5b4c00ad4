import type { Locale, LocalePrices, LogoCard } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import { pricesFor, toCard } from './card-mapper.ts';
import * as cards from './cards.repository.ts';
import * as repo from './catalog.repository.ts';

/**
 * The catalogue's cards for other modules: pages of the card read model for a filter of theirs
 * (search: which logos and in what order are the filter's, how a card reads stays the
 * catalogue's), and the cards and prices of a cart or an order, whatever became of their logos.
 */

/**
 * A page of prepared card texts for `filter`, with the total and the price settings, in one
 * statement (ADR 0039); cardsArray and pageJson make the answer of it.
 */
export const cardTexts = cards.cardTexts;

/** The public states a total counts from the state counters, or the one asked for. */
export const countedStates = cards.countedStates;

/** Cards of the logos in any state, for a cart or an order; keyed by logo id. */
export async function cardsFor(
  db: Db,
  ctx: TxScope & { locale: Locale },
  ids: readonly number[],
  userId: number | null,
  /** The language's prices, when the caller has read them already. */
  known?: LocalePrices,
): Promise<Map<number, LogoCard>> {
  const handle = dbOf(ctx, db);
  const [found, prices] = await Promise.all([
    repo.cardRowsByIds(handle, ids, userId),
    known ?? repo.listPriceSettings(handle).then((rows) => pricesFor(rows, ctx.locale)),
  ]);
  return new Map(found.map((row) => [Number(row.id), toCard(row, ctx.locale, prices)]));
}

/** The prices of a language (SPEC §9 with the en fallback of ADR 0020). */
export async function pricesIn(db: Db, ctx: TxScope, locale: Locale): Promise<LocalePrices> {
  return pricesFor(await repo.listPriceSettings(dbOf(ctx, db)), locale);
}
