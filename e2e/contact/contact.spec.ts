import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, fieldErrors, LANGS, type Lang, message, texts } from '../accounts/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { waitForMail } from '../mail-outbox.ts';

/** The contact flow of SPEC §2 and §5: form, confirm, thanks, with the exact messages. */

const form = (page: Page) => page.locator('main form');
const submit = (page: Page, lang: Lang) =>
  form(page)
    .getByRole('button', { name: texts(lang).contact.form.submit, exact: true })
    .click();
const banner = (page: Page) => page.getByTestId('contact-error-banner');
const contactData = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').data?.contactData);

async function fill(page: Page, lang: Lang, values: Record<string, string>) {
  const f = texts(lang).contact.form;
  const labels: Record<string, string> = {
    company_name: f.companyName,
    name: f.name,
    tel: f.tel,
    email: f.email,
    email_confirm: f.emailConfirm,
    address_1: f.address1,
    address_2: f.address2,
    content: f.content,
  };
  for (const [name, value] of Object.entries(values)) {
    await form(page)
      .getByLabel(labels[name] ?? name, { exact: true })
      .fill(value);
  }
}

describe.skipIf(!enabled)('contact flow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('an empty form shows every required message and the red banner in %s', async (lang) => {
    const { page, context, problems } = await openPage(browser, { width: lang === 'vi' ? 390 : 1280 });
    await page.goto(`/${lang}/contact`);
    await submit(page, lang);
    await banner(page).waitFor();
    expect(await banner(page).getAttribute('role')).toBe('alert');
    expect(await banner(page).innerText()).toContain(message(lang, 'msg:contact_banner'));
    expect(await fieldErrors(form(page))).toEqual([
      message(lang, 'msg:contact_name_required'),
      message(lang, 'msg:required?field=email'),
      message(lang, 'msg:required?field=email_confirmation'),
      message(lang, 'msg:required?field=content'),
    ]);
    // The keyboard lands in the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(new URL(page.url()).pathname).toBe(`/${lang}/contact`);
    expect(await axeViolations(page)).toEqual([]);

    // Fixing every field removes the banner.
    await fill(page, lang, { name: 'Aoi', email: 'aoi@example.test', email_confirm: 'aoi@example.test' });
    await fill(page, lang, { content: 'Hello' });
    await banner(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says the spec words in English', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/contact');
    await submit(page, 'en');
    await page
      .getByText('There is an error in the entered information, or it has not been entered.')
      .waitFor();
    const errors = await fieldErrors(form(page));
    expect(errors[0]).toBe('Your name is required.');
    expect(errors[1]).toBe('Email is required');
    await fill(page, 'en', { email: 'not-an-address' });
    await form(page).getByText('Invalid email address').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the Japanese mismatch text when the confirmation differs', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto('/ja/contact');
    await fill(page, 'ja', {
      name: '山田 花子',
      email: 'hanako@example.test',
      email_confirm: 'hanako2@example.test',
      content: 'ロゴについて質問があります。',
    });
    await submit(page, 'ja');
    await form(page).getByText('メールアドレスとメールアドレス（確認）が一致していません').waitFor();
    expect(await fieldErrors(form(page))).toEqual([
      'メールアドレスとメールアドレス（確認）が一致していません',
    ]);
    await banner(page).getByText('入力内容に誤りがあるか、未入力の項目があります。').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ja/contact');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the confirm step back to the form when nothing is stored', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/vi/contact/confirm');
    await page.waitForURL(/\/vi\/contact$/);
    await form(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('goes from the form to confirm, back, send and thanks in %s', async (lang) => {
    const t = texts(lang).contact;
    const { page, context, problems } = await openPage(browser, { width: lang === 'ja' ? 390 : 1280 });
    const token = `e2e-${lang}-${Date.now().toString(36)}`;
    const values = {
      company_name: 'Hoa Sen Co.',
      name: `Tester ${lang}`,
      tel: '03 1234 5678',
      email: `contact-${lang}@example.test`,
      email_confirm: `contact-${lang}@example.test`,
      address_1: '1-2-3 Test Street',
      address_2: '',
      content: `Question ${token}\nSecond line.`,
    };
    // Other parts of the client state survive the flow.
    await page.goto(`/${lang}/`);
    await page.evaluate(() =>
      localStorage.setItem('logoya', JSON.stringify({ data: { quoteData: { plan: 'x' } } })),
    );
    await page.goto(`/${lang}/contact`);
    await fill(page, lang, values);
    await form(page)
      .getByTestId('char-counter')
      .getByText(String(values.content.length), { exact: false })
      .waitFor();
    await submit(page, lang);

    await page.waitForURL(new RegExp(`/${lang}/contact/confirm$`));
    const summary = page.getByTestId('contact-summary');
    expect(await summary.locator('[data-field="name"]').innerText()).toBe(values.name);
    expect(await summary.locator('[data-field="email"]').innerText()).toBe(values.email);
    expect(await summary.locator('[data-field="content"]').innerText()).toBe(values.content);
    expect(await summary.locator('[data-field="address_2"]').innerText()).toBe(t.confirm.notEntered);
    expect(await contactData(page)).toEqual(values);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await axeViolations(page)).toEqual([]);

    // Back keeps what was typed.
    await page.getByRole('button', { name: t.confirm.back, exact: true }).click();
    await page.waitForURL(new RegExp(`/${lang}/contact$`));
    expect(await form(page).getByLabel(t.form.name, { exact: true }).inputValue()).toBe(values.name);
    expect(await form(page).getByLabel(t.form.content, { exact: true }).inputValue()).toBe(values.content);
    await submit(page, lang);
    await page.waitForURL(new RegExp(`/${lang}/contact/confirm$`));

    const since = Date.now();
    await page.getByRole('button', { name: t.confirm.send, exact: true }).click();
    await page.waitForURL(new RegExp(`/${lang}/contact/thanks$`));
    await page.getByRole('heading', { level: 1, name: t.thanks.heading }).waitFor();
    expect(await contactData(page)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').data)).toEqual({
      quoteData: { plan: 'x' },
    });

    const mail = await waitForMail('staff@logoya.test', { since });
    expect(mail.text).toContain(token);
    expect(mail.text).toContain(values.email);

    // The data is gone: the confirm step sends the visitor back to the form.
    await page.goto(`/${lang}/contact/confirm`);
    await page.waitForURL(new RegExp(`/${lang}/contact$`));
    expect(await form(page).getByLabel(t.form.name, { exact: true }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('re-enables Send after a failure without a message (SPEC §8)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/contact');
    await fill(page, 'en', {
      name: 'Retry Tester',
      email: 'retry@example.test',
      email_confirm: 'retry@example.test',
      content: 'Will fail once.',
    });
    await submit(page, 'en');
    await page.waitForURL(/\/en\/contact\/confirm$/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contacts', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    const send = page.getByRole('button', { name: 'Sending…' });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await send.isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/contact/confirm');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await context.close();
  });

  it('shows a refusal of the server against its field on the form', async () => {
    const { page, context } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto('/ja/contact');
    await fill(page, 'ja', {
      name: '山田 花子',
      email: 'hanako@example.test',
      email_confirm: 'hanako@example.test',
      content: 'ロゴについて質問があります。',
    });
    await submit(page, 'ja');
    await page.waitForURL(/\/ja\/contact\/confirm$/);
    // The browser already refuses what the server would, so the server's refusal is staged here.
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 422,
        json: { message: 'invalid', errors: { email: ['サーバーが受け付けないアドレスです', '二つ目'] } },
      }),
    );
    await page.getByRole('button', { name: texts('ja').contact.confirm.send, exact: true }).click();
    await page.waitForURL(/\/ja\/contact$/);
    // The form page draws the server's errors after the navigation's URL changes: wait for them.
    await banner(page).waitFor();
    await expect.poll(() => fieldErrors(form(page))).toEqual(['サーバーが受け付けないアドレスです']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    // What was typed is still there.
    expect(await form(page).getByLabel(texts('ja').contact.form.name, { exact: true }).inputValue()).toBe(
      '山田 花子',
    );
    await context.close();
  });

  it('prefills the message with the plan name of the page language from the order page, never a key', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('vi').contact.form;
    await page.goto('/vi/order');
    await page.locator('[data-plan="business"]').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/vi/contact' && url.search === '?plan=business');
    const message = form(page).getByLabel(t.content, { exact: true });
    await expect
      .poll(() => message.inputValue())
      .toBe('Tôi muốn đặt “Gói Doanh nghiệp”. Vui lòng cho tôi biết các bước tiếp theo.');

    // A key the shop does not know (an old or crafted link) prefills nothing.
    await page.goto('/vi/contact?plan=logo-premium');
    await form(page).getByLabel(t.content, { exact: true }).waitFor();
    expect(await form(page).getByLabel(t.content, { exact: true }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
  it.each(LANGS)('keeps each step label on one line on a phone (%s)', async (lang) => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto(`/${lang}/contact?plan=business`);
    const steps = page.getByRole('list', { name: texts(lang).contact.steps.label });
    await steps.waitFor();
    const lines = await steps.locator('li').evaluateAll((items) =>
      items.map((li) => {
        const label = li.lastElementChild as HTMLElement;
        return label.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(label).lineHeight);
      }),
    );
    expect(lines).toHaveLength(3);
    for (const count of lines) expect(count).toBeLessThan(1.5);
    expect(problems).toEqual([]);
    await context.close();
  });
});
