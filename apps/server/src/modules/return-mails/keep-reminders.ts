import {
  formatDateTime,
  KEEP_REMINDER_DAYS,
  keepExpiresAt,
  keepRemaining,
  keepReminderDue,
  padNumber,
} from '@logoya/core';
import { renderMail } from '../../platform/mail/mail-render.ts';
import { typedNamesFor } from '../cart/index.ts';
import { runningKeepsStartedBy } from '../favorites/index.ts';
import { saleLogos } from '../sale/index.ts';
import type { ReturnMailsDeps } from './deps.ts';
import { unsubscribeLinks } from './preferences.service.ts';
import { eachLimited, localeOf, logoPng, logoUrl, RETURN_PICTURE_WIDTH } from './return-mail-parts.ts';
import { RETURN_MAIL_TEXTS } from './return-mail-texts.ts';
import { type ClaimedReminder, claimReminders, unclaimReminder } from './return-mails.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The keep reminders of one sweep (issue 26, ADR 0111): each running keep whose day 7 or day 9
 * has begun (the core rule) gets that day's mail once. The reminder is recorded before its mail
 * goes, so parallel sweeps send it once; a mail that fails gives its record back for the next
 * sweep. Members who turned reminders off are left out. Returns how many went.
 */
export async function sendKeepReminders(deps: ReturnMailsDeps, now = new Date()): Promise<number> {
  const first = Math.min(...KEEP_REMINDER_DAYS);
  // Keeps whose first reminder day has begun: started at least (first - 1) days ago.
  const startedBy = new Date(now.getTime() - (first - 1) * DAY_MS);
  const running = await runningKeepsStartedBy(deps.db, startedBy);
  const due = running.flatMap((keep) => {
    const day = keepReminderDue(keep.keepDate, now);
    return day === null ? [] : [{ ...keep, day }];
  });
  const claimed = await claimReminders(deps.db, due);
  let sent = 0;
  await eachLimited(claimed, 2, async (reminder) => {
    try {
      await deps.mailer.send(await reminderMail(deps, reminder, now));
      sent += 1;
    } catch (err) {
      deps.log.error({ err, keepId: reminder.keep_event_id, day: reminder.day }, 'keep reminder not sent');
      await unclaimReminder(deps.db, Number(reminder.keep_event_id), Number(reminder.day)).catch(() => {});
    }
  });
  return sent;
}

/** The day's reminder in the member's language: the logo (with their names), time left, a link. */
export async function reminderMail(deps: ReturnMailsDeps, reminder: ClaimedReminder, now: Date) {
  const lang = localeOf(reminder.locale);
  const t = RETURN_MAIL_TEXTS[lang];
  const userId = Number(reminder.user_id);
  const logoId = Number(reminder.logo_id);
  const day = Number(reminder.day);
  const [logos, names] = await Promise.all([
    saleLogos(deps.db, { locale: lang }, [logoId]),
    typedNamesFor(deps.db, userId, logoId),
  ]);
  const name = logos.get(logoId)?.name || padNumber(logoId);
  const png = await logoPng(deps, logoId, names);
  const ends = keepExpiresAt(reminder.keep_date);
  const left = keepRemaining(ends, now);
  const links = unsubscribeLinks(deps, { id: userId, email: reminder.email, locale: lang }, 'keep_reminders');
  return renderMail({
    to: reminder.email,
    lang,
    subject: t.reminder.subject(name, day),
    intro: t.reminder.intro(name, day),
    fields: [
      { label: t.reminder.logo, value: `${name} (${padNumber(logoId)})` },
      ...(names ? [{ label: t.reminder.names, value: `${names.main_name} / ${names.sub_name}` }] : []),
      { label: t.reminder.left, value: t.reminder.leftValue(left.days, left.hours) },
      {
        label: t.reminder.ends,
        value: formatDateTime(ends, lang, {
          timeZone: deps.config.SHOP_TIME_ZONE,
          style: 'long',
          zone: true,
        }),
      },
    ],
    pictures: png
      ? [
          {
            cid: `keep-${logoId}@logoya`,
            filename: `logo-${padNumber(logoId)}.png`,
            png,
            alt: names ? t.reminder.pictureAlt(name) : name,
            width: RETURN_PICTURE_WIDTH,
          },
        ]
      : [],
    outro: [
      t.reminder.link(logoUrl(deps, lang, logoId)),
      ...t.unsubscribe('keep_reminders', links.page, links.profile),
    ],
    headers: links.headers,
  });
}
