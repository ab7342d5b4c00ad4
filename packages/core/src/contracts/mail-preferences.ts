import { z } from 'zod';
import { MAIL_KINDS } from '../rules/return-mails.ts';

/**
 * GET and PUT /api/mail-preferences: the mails a member may turn off (issue 26, ADR 0110). Both
 * are on until the member turns them off. Codes and order mails cannot be turned off.
 */
export const mailPreferences = z
  .object({
    /** Reminders on day 7 and day 9 of a keep. */
    keep_reminders: z.boolean({ message: 'The keep_reminders field must be true or false.' }),
    /** A favourite was sold (one list a day, with similar logos). */
    favorite_news: z.boolean({ message: 'The favorite_news field must be true or false.' }),
  })
  .strict()
  .meta({ id: 'MailPreferences' });
export type MailPreferences = z.infer<typeof mailPreferences>;
export const mailPreferencesResponse = z.object({ data: mailPreferences });

/** An unsubscribe link's token: `<payload>.<signature>`, base64url, short. */
export const unsubscribeToken = z
  .string({ message: 'The token is required.' })
  .min(10, 'The token is invalid.')
  .max(200, 'The token is invalid.')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'The token is invalid.');
export const unsubscribeQuery = z.object({ token: unsubscribeToken });

/**
 * GET /api/mail/unsubscribe/status and POST /api/mail/unsubscribe: which mail the link turns
 * off, for which address (masked), and whether it is still on.
 */
export const unsubscribeStatus = z
  .object({
    kind: z.enum(MAIL_KINDS),
    /** The address, masked ("k***@example.com"): the link may have been forwarded. */
    email: z.string(),
    subscribed: z.boolean(),
    lang: z.enum(['en', 'ja', 'vi']),
  })
  .meta({ id: 'UnsubscribeStatus' });
export const unsubscribeResponse = z.object({ data: unsubscribeStatus });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatus>;
