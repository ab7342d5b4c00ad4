import type { PriceSettingRow, PriceSettingsBody } from '@logoya/core';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { StatsDeps } from './deps.ts';
import * as repo from './price-settings.repository.ts';

const toRows = (raw: { key: string; lang: string; value: string | number }[]): PriceSettingRow[] =>
  raw.map((r) => ({ key: r.key, lang: r.lang, value: Number(r.value) }) as PriceSettingRow);

/**
 * PUT /api/price-setting: the settings sent, written together. Prices are read afresh by every
 * card, cart, summary and checkout, so the shop shows them at once (the visitors' cache is
 * cleared); orders keep the prices and tax fixed when they were made, so none of them changes.
 */
export async function updatePriceSettings(
  deps: StatsDeps,
  ctx: RequestContext,
  body: PriceSettingsBody,
): Promise<PriceSettingRow[]> {
  await inTransaction(deps.db, ctx, (t) => repo.upsertPriceSettings(t.tx, body.settings));
  deps.catalogCache.clear();
  return toRows(await repo.listPriceSettings(deps.db));
}
