import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authModal,
  axeViolations,
  fieldErrors,
  LANGS,
  type Lang,
  MEMBER,
  message,
  signInWithModal,
  texts,
} from '../accounts/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { waitForMail } from '../mail-outbox.ts';

/** The free logo request page (SPEC §2 /logo-mark-req) and the member's "my request" list. */

const openButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: texts(lang).contact.request.open, exact: true });
const requestForm = (page: Page) => page.getByTestId('request-form');
const myRequests = (page: Page) => page.getByTestId('my-requests');

describe.skipIf(!enabled)('free logo request', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('asks a guest to sign in first in %s', async (lang) => {
    const t = texts(lang);
    const { page, context, problems } = await openPage(browser, { width: lang === 'ja' ? 390 : 1280 });
    await page.goto(`/${lang}/logo-mark-req`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain(
      { en: 'Free logo request', ja: '無料ロゴリクエスト', vi: 'Yêu cầu logo miễn phí' }[lang],
    );
    await myRequests(page).getByText(t.contact.mine.guest).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await openButton(page, lang).click();
    await authModal(page).getByRole('heading', { name: t.auth.signInTitle }).waitFor();
    expect(new URL(page.url()).searchParams.get('auth')).toBe('sign-in');
    expect(await requestForm(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('lets a member send a request and lists it under my requests in %s', async (lang) => {
    const t = texts(lang);
    const { page, context, problems } = await openPage(browser);
    await page.goto(`/${lang}/logo-mark-req`);
    await openButton(page, lang).click();
    // Signing in from the button lands in the form.
    await signInWithModal(page, lang, MEMBER);
    const form = requestForm(page);
    await form.waitFor();

    await form.getByRole('button', { name: t.contact.request.submit }).click();
    expect(await fieldErrors(form)).toEqual([message(lang, 'msg:required?field=logo_text')]);

    const industry = form.getByLabel(t.contact.request.industry, { exact: true });
    const taste = form.getByLabel(t.contact.request.taste, { exact: true });
    // The "All" search entry is not a choice; the first option is "not decided".
    const industryOptions = await industry.locator('option').allInnerTexts();
    expect(industryOptions[0]).toBe(t.contact.request.anyOption);
    expect(industryOptions.length).toBeGreaterThan(2);
    await industry.selectOption({ index: 1 });
    await taste.selectOption({ index: 2 });
    const industryName = industryOptions[1] ?? '';
    const tasteName = (await taste.locator('option').allInnerTexts())[2] ?? '';
    const text = `Hoa Sen ${lang} ${Date.now().toString(36)}`;
    await form.getByLabel(t.contact.request.logoText, { exact: true }).fill(text);
    // Notes are optional: one language sends none.
    if (lang !== 'vi') {
      await form.getByLabel(t.contact.request.notes, { exact: true }).fill('Green and calm, with a lotus.');
    }
    const since = Date.now();
    await form.getByRole('button', { name: t.contact.request.submit }).click();

    await page.getByRole('status').getByText(message(lang, 'msg:request_sent')).waitFor();
    await form.waitFor({ state: 'detached' });
    const item = myRequests(page).getByTestId('logo-request').filter({ hasText: text });
    await item.waitFor();
    expect(await item.getByTestId('request-status').innerText()).toBe(t.contact.mine.status['1']);
    expect(await item.innerText()).toContain(industryName);
    expect(await item.innerText()).toContain(tasteName);
    const mail = await waitForMail('staff@logoya.test', { since });
    expect(`${mail.subject}\n${mail.text}`).toContain(text);

    // The account menu's "my request" leads here, with the list.
    await page.goto(`/${lang}/`);
    const menu = page.getByRole('complementary').getByRole('navigation', { name: t.account.menuLabel });
    await menu.getByRole('link', { name: t.account.myRequest }).click();
    await page.waitForURL(new RegExp(`/${lang}/logo-mark-req#my-requests$`));
    await myRequests(page).getByTestId('logo-request').filter({ hasText: text }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prefills the contact form from the signed-in member', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/contact?auth=sign-in');
    await signInWithModal(page, 'en', MEMBER);
    const form = page.locator('main form');
    await page.goto('/en/contact');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(MEMBER.email);
    expect(await form.getByLabel('Email confirmation', { exact: true }).inputValue()).toBe(MEMBER.email);
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).not.toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
