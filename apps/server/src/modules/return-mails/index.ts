/**
 * The return mails' face (issue 26, ADR 0110, 0111): mail preferences with one-click unsubscribe,
 * keep reminders and favourites-sold lists, sent by the keep sweep.
 */
import type { FastifyInstance } from 'fastify';
import type { ReturnMailsDeps } from './deps.ts';
import { sendSoldLists } from './favorite-sold.ts';
import { sendKeepReminders } from './keep-reminders.ts';
import { returnMailsRoutes } from './return-mails.routes.ts';

export type { ReturnMailsDeps } from './deps.ts';
export { noteFavoritesSold } from './favorite-sold.ts';

/** One sweep's return mails: the reminders due, then the favourites-sold lists due. */
export async function sendReturnMails(deps: ReturnMailsDeps): Promise<{ reminders: number; sold: number }> {
  const reminders = await sendKeepReminders(deps);
  const sold = await sendSoldLists(deps);
  return { reminders, sold };
}

/**
 * Registers the preferences and unsubscribe calls; answers the work the keep sweep runs after
 * releasing expired keeps (the return mails due).
 */
export async function registerReturnMails(
  app: FastifyInstance,
  secret: string,
): Promise<() => Promise<{ reminders: number; sold: number }>> {
  const deps: ReturnMailsDeps = {
    db: app.database.db,
    mailer: app.mailer,
    storage: app.storage,
    secret,
    config: app.config,
    log: app.log,
    limiter: app.limiter,
  };
  await app.register(returnMailsRoutes(deps), { prefix: '/api' });
  return () => sendReturnMails(deps);
}
