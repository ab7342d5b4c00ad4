import { FAVORITE_SOLD_SIMILAR, type LogoCard, padNumber } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import type { TxScope } from '../../platform/db/transaction.ts';
import { dbOf } from '../../platform/db/transaction.ts';
import { renderMail } from '../../platform/mail/mail-render.ts';
import { recommendFor } from '../catalog/index.ts';
import { favoritersOf } from '../favorites/index.ts';
import { saleLogos } from '../sale/index.ts';
import type { ReturnMailsDeps } from './deps.ts';
import { unsubscribeLinks } from './preferences.service.ts';
import { eachLimited, localeOf, logoUrl } from './return-mail-parts.ts';
import { RETURN_MAIL_TEXTS } from './return-mail-texts.ts';
import {
  type ClaimedSold,
  claimSoldLists,
  insertSoldNotices,
  unclaimSoldList,
} from './return-mails.repository.ts';

/**
 * Notes, in the sale's transaction, that the logos sold to `buyerId` were in other members'
 * favourites (issue 26, ADR 0111): one notice per member and logo, whatever happens later. The
 * sweep mails them as one list a day.
 */
export async function noteFavoritesSold(
  db: Db,
  ctx: TxScope & { tx: Db },
  logoIds: readonly number[],
  buyerId: number,
): Promise<void> {
  const favoriters = await favoritersOf(db, ctx, logoIds, buyerId);
  await insertSoldNotices(dbOf(ctx, db), favoriters);
}

/**
 * The "favourites sold" lists of one sweep: each member with news of favourites on, unsent
 * notices and no list in the last day gets one mail listing them all. The lists are taken before
 * the mails go, so parallel sweeps send each once; a mail that fails gives its list back.
 */
export async function sendSoldLists(deps: ReturnMailsDeps): Promise<number> {
  const lists = await claimSoldLists(deps.db);
  let sent = 0;
  await eachLimited(lists, 2, async (list) => {
    try {
      await deps.mailer.send(await soldMail(deps, list));
      sent += 1;
    } catch (err) {
      deps.log.error({ err, userId: list.user_id }, 'favourites-sold mail not sent');
      await unclaimSoldList(deps.db, Number(list.user_id), list.logo_ids.map(Number)).catch(() => {});
    }
  });
  return sent;
}

/** Up to FAVORITE_SOLD_SIMILAR available logos like a sold one; none when it cannot be ranked now. */
async function similarTo(deps: ReturnMailsDeps, lang: ReturnType<typeof localeOf>, logoId: number) {
  try {
    return await recommendFor(
      deps.db,
      { locale: lang, actor: null, ip: 'system' },
      logoId,
      FAVORITE_SOLD_SIMILAR,
    );
  } catch (err) {
    deps.log.warn({ err, logoId }, 'no similar logos for a favourites-sold mail');
    return [] as LogoCard[];
  }
}

/** The member's list in their language: each sold logo with similar logos still on sale. */
export async function soldMail(deps: ReturnMailsDeps, list: ClaimedSold) {
  const lang = localeOf(list.locale);
  const t = RETURN_MAIL_TEXTS[lang];
  const ids = list.logo_ids.map(Number);
  const logos = await saleLogos(deps.db, { locale: lang }, ids);
  const nameOf = (id: number) => logos.get(id)?.name || padNumber(id);
  const fields = [];
  for (const id of ids) {
    const similar = await similarTo(deps, lang, id);
    fields.push(
      { label: t.sold.soldLogo, value: `${nameOf(id)} (${padNumber(id)})` },
      {
        label: t.sold.similar,
        value: similar.length
          ? similar
              .map(
                (c) =>
                  `${c.logo_language || c.logo_name || padNumber(c.logo_id)}\n${logoUrl(deps, lang, c.logo_id)}`,
              )
              .join('\n')
          : t.sold.none,
      },
    );
  }
  const links = unsubscribeLinks(
    deps,
    { id: Number(list.user_id), email: list.email, locale: lang },
    'favorite_news',
  );
  return renderMail({
    to: list.email,
    lang,
    subject: t.sold.subject(ids.length, nameOf(ids[0] ?? 0)),
    intro: t.sold.intro(ids.length),
    fields,
    outro: [
      t.sold.favorites(`${deps.config.PUBLIC_URL}/${lang}/my-page/my-logo`),
      ...t.unsubscribe('favorite_news', links.page, links.profile),
    ],
    headers: links.headers,
  });
}
