/**
 * The return mails' face (issue 26, ADR 0110, 0111): mail preferences with one-click unsubscribe,
 * keep reminders and favourites-sold lists, sent by the keep sweep.
 */
import type { ReturnMailsDeps } from './deps.ts';
import { sendSoldLists } from './favorite-sold.ts';
import { sendKeepReminders } from './keep-reminders.ts';

export type { ReturnMailsDeps } from './deps.ts';
export { noteFavoritesSold } from './favorite-sold.ts';
export { returnMailsRoutes } from './return-mails.routes.ts';

/** One sweep's return mails: the reminders due, then the favourites-sold lists due. */
export async function sendReturnMails(deps: ReturnMailsDeps): Promise<{ reminders: number; sold: number }> {
  const reminders = await sendKeepReminders(deps);
  const sold = await sendSoldLists(deps);
  return { reminders, sold };
}
