import type { Db } from '../../platform/db.ts';
import { zipKeyOf } from './zips.repository.ts';

/**
 * The delivery files of logos. Staff upload them in the back office (a later step adds the
 * list and the form here); orders ask only where a logo's zip is stored.
 */
export function deliveryZipKey(db: Db, logoId: number): Promise<string | undefined> {
  return zipKeyOf(db, logoId);
}
