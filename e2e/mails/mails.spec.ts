import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../packages/core/src/index.ts';
import {
  api,
  createMember,
  LANGS,
  type Member,
  paidOrder,
  signInContext,
  takeLogos,
  texts,
} from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { linkIn, waitForMail } from '../mail-outbox.ts';

/** Mail preferences on the profile, and the unsubscribe link of a return mail (issue 26). */
describe.skipIf(!enabled)('mail preferences and unsubscribe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The newest mail to `to` once it is the favourites-sold list (the sign-up code came first). */
  const soldMailTo = async (to: string, since: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mail = await waitForMail(to, { since, timeout: 30_000 });
      if (mail.subject.includes('sold') || Date.now() > deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const prefsOf = async (member: Member) =>
    (await api<{ data: MailPreferences }>('GET', '/api/mail-preferences', { token: member.token })).body.data;

  it.each(LANGS)('turns keep reminders off and on again on the profile page in %s', async (lang) => {
    const t = texts(lang);
    const member = await createMember(`prefs-${lang}`);
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, member);
    await page.goto(`/${lang}/my-page/profile`);
    const card = page.getByTestId('mail-preferences');
    await card.getByRole('heading', { name: t.profile.mailTitle }).waitFor();
    const reminders = card.getByLabel(t.profile.keepReminders, { exact: true });
    const news = card.getByLabel(t.profile.favoriteNews, { exact: true });
    await expect.poll(() => reminders.isEnabled()).toBe(true);
    expect(await reminders.isChecked()).toBe(true);
    expect(await news.isChecked()).toBe(true);

    await reminders.uncheck();
    await page.getByText(t.profile.mailSaved).first().waitFor();
    expect(await prefsOf(member)).toEqual({ keep_reminders: false, favorite_news: true });
    await page.reload();
    await expect.poll(() => card.getByLabel(t.profile.keepReminders, { exact: true }).isEnabled()).toBe(true);
    expect(await card.getByLabel(t.profile.keepReminders, { exact: true }).isChecked()).toBe(false);

    await card.getByLabel(t.profile.keepReminders, { exact: true }).check();
    await expect.poll(() => prefsOf(member)).toEqual({ keep_reminders: true, favorite_news: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the unsubscribe link of a favourites-sold mail without signing in, and stops only on the click', async () => {
    const t = texts('en');
    const fan = await createMember('fan');
    const buyer = await createMember('buyer');
    const [logo] = await takeLogos(1);
    const liked = await api('POST', `/api/favorite/${logo!.logo_id}`, {
      token: fan.token,
      body: { type: 1 },
    });
    expect(liked.status).toBe(200);
    const since = Date.now();
    await paidOrder(buyer, { logo_id: logo!.logo_id, main_name: 'MAIN', sub_name: 'Sub' }, 'en');
    // The keep sweep sends the list (every 10 s in the e2e server, e2e/global-setup.ts).
    const mail = await soldMailTo(fan.email, since);
    expect(mail.subject).toContain('A favourite was sold');
    const link = linkIn(mail, '/unsubscribe?token=');

    const { page, context, problems } = await openPage(browser);
    await page.goto(link);
    const ask = page.getByTestId('unsubscribe-ask');
    await ask.waitFor();
    expect(await ask.innerText()).toContain(t.unsubscribe.kind_favorite_news);
    // Opening the page changed nothing.
    expect(await prefsOf(fan)).toEqual({ keep_reminders: true, favorite_news: true });
    await ask.getByRole('button', { name: t.unsubscribe.confirm }).click();
    await page.getByTestId('unsubscribe-done').waitFor();
    expect(await prefsOf(fan)).toEqual({ keep_reminders: true, favorite_news: false });

    // A changed token is refused and says so.
    await page.goto(`${link.slice(0, -2)}xx`);
    await page.getByTestId('unsubscribe-invalid').waitFor();
    expect(problems.every((p) => p.includes('404'))).toBe(true);
    await context.close();
  });
});
