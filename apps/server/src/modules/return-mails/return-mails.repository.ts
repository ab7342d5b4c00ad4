import { FAVORITE_SOLD_BATCH_HOURS, FAVORITE_SOLD_MAX_AGE_DAYS } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';

/** SQL of the return mails (issue 26): preferences, reminders sent, favourites sold. */

export interface PreferencesRow {
  keep_reminders: boolean;
  favorite_news: boolean;
}

/** A member's flags; no row reads as every flag on. */
export async function preferencesOf(db: Db, userId: number): Promise<PreferencesRow> {
  const [row] = await rows<PreferencesRow>(
    db,
    sql`select keep_reminders, favorite_news from mail_preferences where user_id = ${userId}`,
  );
  return row ?? { keep_reminders: true, favorite_news: true };
}

/** Sets the given flags (others kept), creating the row on the first change. */
export async function savePreferences(
  db: Db,
  userId: number,
  flags: Partial<PreferencesRow>,
): Promise<PreferencesRow> {
  const keep = flags.keep_reminders ?? null;
  const news = flags.favorite_news ?? null;
  const [row] = await rows<PreferencesRow>(
    db,
    sql`insert into mail_preferences (user_id, keep_reminders, favorite_news)
        values (${userId}, coalesce(${keep}::boolean, true), coalesce(${news}::boolean, true))
        on conflict (user_id) do update set
          keep_reminders = coalesce(${keep}::boolean, mail_preferences.keep_reminders),
          favorite_news = coalesce(${news}::boolean, mail_preferences.favorite_news),
          updated_at = now()
        returning keep_reminders, favorite_news`,
  );
  return row as PreferencesRow;
}

export interface MemberRow {
  id: number;
  email: string;
  locale: string;
}

/** A live member (not deleted) by id. */
export async function liveMember(db: Db, userId: number): Promise<MemberRow | undefined> {
  const [row] = await rows<MemberRow>(
    db,
    sql`select id, email, locale from users where id = ${userId} and deleted_at is null`,
  );
  return row;
}

export interface ClaimedReminder {
  keep_event_id: number;
  day: number;
  user_id: number;
  logo_id: number;
  keep_date: Date | string;
  email: string;
  locale: string;
}

/**
 * Records the reminders about to be sent, for members who have them on: one row per keep and
 * day, inserted only if absent. Racing sweeps insert each once (the second waits on the first's
 * row and then skips it), so only the sweep that inserted a row sends its mail.
 */
export function claimReminders(
  db: Db,
  due: { keepId: number; day: number; userId: number; logoId: number; keepDate: Date }[],
): Promise<ClaimedReminder[]> {
  if (due.length === 0) return Promise.resolve([]);
  return rows<ClaimedReminder>(
    db,
    sql`with due as (
          select * from unnest(${idArray(due.map((d) => d.keepId))}, ${idArray(due.map((d) => d.day))},
            ${idArray(due.map((d) => d.userId))}, ${idArray(due.map((d) => d.logoId))},
            ${`{${due.map((d) => `"${d.keepDate.toISOString()}"`).join(',')}}`}::timestamptz[])
            as x(keep_event_id, day, user_id, logo_id, keep_date)),
        wanted as (
          select due.*, u.email, u.locale from due join users u on u.id = due.user_id and u.deleted_at is null
          left join mail_preferences p on p.user_id = due.user_id
          where coalesce(p.keep_reminders, true)),
        claimed as (
          insert into keep_reminders (keep_event_id, day)
          select keep_event_id, day from wanted on conflict do nothing returning keep_event_id, day)
        select w.* from wanted w join claimed c on c.keep_event_id = w.keep_event_id and c.day = w.day`,
  );
}

/** Gives a reminder back when its mail could not be sent, so the next sweep tries again. */
export async function unclaimReminder(db: Db, keepEventId: number, day: number): Promise<void> {
  await db.execute(sql`delete from keep_reminders where keep_event_id = ${keepEventId} and day = ${day}`);
}

/** Notes, in the sale's transaction, that these members' favourites were sold (once each). */
export async function insertSoldNotices(
  tx: Db,
  notices: readonly { userId: number; logoId: number }[],
): Promise<void> {
  if (notices.length === 0) return;
  await tx.execute(
    sql`insert into favorite_sold_notices (user_id, logo_id)
        select * from unnest(${idArray(notices.map((n) => n.userId))}, ${idArray(notices.map((n) => n.logoId))})
        on conflict do nothing`,
  );
}

export interface ClaimedSold {
  user_id: number;
  logo_ids: number[];
  email: string;
  locale: string;
}

/**
 * Takes the sold favourites to mail now, as one list per member: members with unsent notices
 * (newer than FAVORITE_SOLD_MAX_AGE_DAYS), news of favourites on, and no list sent in the last
 * FAVORITE_SOLD_BATCH_HOURS. The member's preferences row is the gate: it is set in the same
 * statement, with a row lock, so racing sweeps pass one of them per member; the notices are then
 * marked sent by the sweep that passed.
 */
export function claimSoldLists(db: Db, limit = 200): Promise<ClaimedSold[]> {
  const fresh = sql`n.sold_at > now() - make_interval(days => ${FAVORITE_SOLD_MAX_AGE_DAYS})`;
  return rows<ClaimedSold>(
    db,
    sql`with due as (
          select distinct n.user_id from favorite_sold_notices n
          join users u on u.id = n.user_id and u.deleted_at is null
          where n.sent_at is null and ${fresh} limit ${limit}),
        gate as (
          insert into mail_preferences (user_id, sold_mail_at) select user_id, now() from due
          on conflict (user_id) do update set sold_mail_at = excluded.sold_mail_at
          where mail_preferences.favorite_news and (mail_preferences.sold_mail_at is null
            or mail_preferences.sold_mail_at <= now() - make_interval(hours => ${FAVORITE_SOLD_BATCH_HOURS}))
          returning user_id),
        taken as (
          update favorite_sold_notices n set sent_at = now() from gate
          where n.user_id = gate.user_id and n.sent_at is null and ${fresh}
          returning n.user_id, n.logo_id, n.sold_at)
        select t.user_id, array_agg(t.logo_id order by t.sold_at, t.logo_id) as logo_ids, u.email, u.locale
        from taken t join users u on u.id = t.user_id group by t.user_id, u.email, u.locale`,
  );
}

/** Gives a member's list back when its mail could not be sent (the next sweep tries again). */
export async function unclaimSoldList(db: Db, userId: number, logoIds: readonly number[]): Promise<void> {
  await db.execute(
    sql`with back as (update favorite_sold_notices set sent_at = null
          where user_id = ${userId} and logo_id = any(${idArray(logoIds)}) returning user_id)
        update mail_preferences set sold_mail_at = null where user_id = ${userId} and exists (select 1 from back)`,
  );
}
