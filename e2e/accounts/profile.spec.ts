import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { codeIn, waitForMail } from '../mail-outbox.ts';
import {
  axeViolations,
  LANGS,
  MEMBER,
  message,
  type NewAccount,
  saveNamesInProfile,
  signInWithModal,
  signUpThroughUi,
  texts,
  uniqueEmail,
} from './helpers.ts';

/** A small PNG drawn by the browser itself. */
async function pngBytes(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w as number, h as number);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.fillStyle = '#f97316';
      g.fillRect(0, 0, w as number, h as number);
      g.fillStyle = '#1f2937';
      g.fillRect(10, 10, 30, 30);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

describe.skipIf(!enabled)('my profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('sends an anonymous visitor to sign in and back to the profile in %s', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`/${lang}/my-page/profile`);
    await page.waitForURL(
      (url) => url.pathname === `/${lang}/` && url.searchParams.get('auth') === 'sign-in',
    );
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/${lang}/my-page/profile`);
    await page.getByText(texts(lang).auth.signInRequired).waitFor();
    await signInWithModal(page, lang, MEMBER);
    await page.waitForURL(new RegExp(`/${lang}/my-page/profile$`));
    await page.getByRole('heading', { name: texts(lang).profile.title, level: 1 }).waitFor();
    expect(await page.getByTestId('profile-customer-number').innerText()).toMatch(/^\d{5,}$/);
    expect(await page.getByTestId('profile-email').innerText()).toBe(MEMBER.email);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('a new member', () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let account: NewAccount;

    beforeAll(async () => {
      ({ context, page, problems } = await openPage(browser));
      account = await signUpThroughUi(page, 'en', 'profile');
      await saveNamesInProfile(page, 'en', 'Mai', 'Nguyen');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('opens the e-mail and password sections from the URL hash', async () => {
      await page.goto('/en/my-page/profile#email');
      await page.getByTestId('section-email').getByRole('heading', { name: 'Change e-mail' }).waitFor();
      await page.goto('/en/my-page/profile#password');
      await page.getByTestId('section-password').getByRole('heading', { name: 'Change password' }).waitFor();
      expect(await page.getByTestId('section-email').count()).toBe(0);
      // The account menu's entries do the same on the page itself.
      await page.goto('/en/my-page/profile');
      await page.getByTestId('profile-full-name').getByText('Mai Nguyen').waitFor();
      await page.getByRole('complementary').getByRole('link', { name: 'Change e-mail' }).click();
      await page.getByTestId('section-email').waitFor();
      expect(problems).toEqual([]);
    });

    it.each(LANGS)(
      'converts full-width digits and fills the address from the postal code in %s',
      async (lang) => {
        const t = texts(lang).profile;
        await page.goto(`/${lang}/my-page/profile`);
        await page.getByRole('button', { name: t.edit }).click();
        const section = page.getByTestId('section-profile');
        // An empty address line 1 is filled (the saved code and address are cleared first).
        const line1 = section.getByLabel(t.addressLine1, { exact: true });
        const postal = section.getByLabel(t.postalCode, { exact: true });
        await postal.fill('');
        await line1.fill('');
        await postal.fill('１５０ ０００１');
        expect(await postal.inputValue()).toBe('150 0001');
        await expect.poll(() => line1.inputValue()).toBe('東京都渋谷区神宮前');
        if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
        const phone = section.getByLabel(t.phone, { exact: true });
        await phone.fill('０３　１２３４　５６７８');
        expect(await phone.inputValue()).toBe('03 1234 5678');
        await section.getByRole('button', { name: texts(lang).form.save }).click();
        await page.getByTestId('toast').getByText(t.updated).first().waitFor();
        await section.waitFor({ state: 'detached' });
        expect(await page.getByTestId('profile-postal-code').innerText()).toBe('150 0001');
        expect(await page.getByTestId('profile-phone').innerText()).toBe('03 1234 5678');
        expect(await page.getByTestId('profile-address-line-1').innerText()).toBe('東京都渋谷区神宮前');
        expect(problems).toEqual([]);
      },
    );

    it.each(LANGS)(
      'keeps a typed address, offers the found one and says when a code is unknown in %s',
      async (lang) => {
        const t = texts(lang).profile;
        await page.goto(`/${lang}/my-page/profile`);
        await page.getByRole('button', { name: t.edit }).click();
        const section = page.getByTestId('section-profile');
        const postal = section.getByLabel(t.postalCode, { exact: true });
        const line1 = section.getByLabel(t.addressLine1, { exact: true });
        const note = section.getByTestId('postal-lookup');
        expect(await note.getAttribute('role')).toBe('status');

        // A typed address stays; the found one is offered beside the postal code.
        await line1.fill('My own street 7');
        const lookedUp = page.waitForResponse((r) => r.url().endsWith('/api/postal-code/1000001'));
        await postal.fill('100 0001');
        expect((await lookedUp).status()).toBe(200);
        const offer = t.postalFound.replace('{{address}}', '東京都千代田区千代田');
        await note.getByText(offer, { exact: true }).waitFor();
        expect(await line1.inputValue()).toBe('My own street 7');
        await note.getByRole('button', { name: t.postalKeep }).click();
        await expect.poll(() => note.innerText()).toBe('');
        expect(await line1.inputValue()).toBe('My own street 7');

        // Asked, it replaces the line.
        await postal.fill('150 0001');
        await note
          .getByText(t.postalFound.replace('{{address}}', '東京都渋谷区神宮前'), { exact: true })
          .waitFor();
        expect(await line1.inputValue()).toBe('My own street 7');
        await note.getByRole('button', { name: t.postalUse }).click();
        expect(await line1.inputValue()).toBe('東京都渋谷区神宮前');
        await expect.poll(() => note.innerText()).toBe('');

        // An unknown code is said, in the page's language, and changes nothing.
        const unknown = page.waitForResponse((r) => r.url().endsWith('/api/postal-code/0000000'));
        await postal.fill('000 0000');
        expect((await unknown).status()).toBe(404);
        await expect.poll(() => note.innerText()).toBe(t.postalNotFound);
        expect(await line1.inputValue()).toBe('東京都渋谷区神宮前');
        if (lang === 'en') expect(t.postalNotFound).toBe('No address was found for this postal code.');
        if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
        // A new code clears the message.
        await postal.fill('150 000');
        await expect.poll(() => note.innerText()).toBe('');
        await section.getByRole('button', { name: texts(lang).form.cancel }).click();
        await section.waitFor({ state: 'detached' });
        // Only the unknown code's 404 reached the console.
        expect(problems.every((p) => p.includes('404'))).toBe(true);
        problems.length = 0;
      },
    );

    it.each(LANGS)('refuses a file that is not an image in %s', async (lang) => {
      await page.goto(`/${lang}/my-page/profile`);
      await page.getByTestId('avatar-input').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      const expected = message(lang, 'msg:image_only');
      await page.getByText(expected).waitFor();
      if (lang === 'en') expect(expected).toBe('Please select an image file');
      expect(await page.getByTestId('crop-dialog').count()).toBe(0);
    });

    it('crops a picture to a 300×300 PNG and uploads it', async () => {
      await page.goto('/en/my-page/profile');
      await page.getByTestId('avatar-input').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await pngBytes(page, 640, 420),
      });
      const dialog = page.getByTestId('crop-dialog');
      await dialog.getByRole('heading', { name: 'Crop your picture' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel('Zoom').fill('1.5');
      const upload = page.waitForRequest((r) => r.url().endsWith('/api/update-profile'));
      await dialog.getByRole('button', { name: 'Use this picture' }).click();
      const request = await upload;
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText('update completed').first().waitFor();
      const src = await page.getByRole('main').locator('img').first().getAttribute('src');
      expect(src).toBeTruthy();
      const picture = await page.request.get(src as string);
      const bytes = await picture.body();
      // PNG signature, then the IHDR width and height.
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([300, 300]);
      expect(problems).toEqual([]);
    });

    it('puts a wrong current password on its field, then changes the password', async () => {
      await page.goto('/en/my-page/profile#password');
      const section = page.getByTestId('section-password');
      const old = section.getByLabel('Current password', { exact: true });
      await old.fill('not-my-password');
      await section.getByLabel('New password', { exact: true }).fill('better123');
      await section.getByLabel('Confirmation password', { exact: true }).fill('better123');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText('The current password is not correct').waitFor();
      const describedBy = (await old.getAttribute('aria-describedby')) ?? '';
      const described = await page.locator(`[id="${describedBy}"]`).innerText();
      expect(described).toBe('The current password is not correct');

      // A new password needs a lowercase letter and a digit.
      await old.fill(account.password);
      await section.getByLabel('New password', { exact: true }).fill('abcdefg');
      await section.getByLabel('Confirmation password', { exact: true }).fill('abcdefg');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText('New password must contain a lowercase letter and a digit').waitFor();

      await section.getByLabel('New password', { exact: true }).fill('better123');
      await section.getByLabel('Confirmation password', { exact: true }).fill('better123');
      await section.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Your password has been changed.').waitFor();
      await section.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash).toBe('');
      account.password = 'better123';
      // The refused attempt logged its 422 in the console on purpose.
      expect(problems.every((p) => p.includes('422'))).toBe(true);
      problems.length = 0;
    });

    it('changes the e-mail with the code sent to the new address', async () => {
      const next = uniqueEmail('changed');
      await page.goto('/en/my-page/profile#email');
      const section = page.getByTestId('section-email');
      await section.getByLabel('New e-mail', { exact: true }).fill(next);
      await section.getByLabel('Current password', { exact: true }).fill(account.password);
      const since = Date.now();
      await section.getByRole('button', { name: 'Send code' }).click();
      const code = codeIn(await waitForMail(next, { since }));
      await section.getByLabel('6-digit code', { exact: true }).fill(code);
      await section.getByRole('button', { name: 'Confirm' }).click();
      await section.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText('update completed').first().waitFor();
      expect(await page.getByTestId('profile-email').innerText()).toBe(next);
      expect(problems).toEqual([]);
    });
  });
});
