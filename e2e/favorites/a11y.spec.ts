import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../accounts/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { createMember, favourite, freeLogos, keep, LANGS, signInContext, texts } from './helpers.ts';

describe.skipIf(!enabled)('favourites pages meet WCAG 2.2 AA (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS.map((lang, i) => [lang, i === 1 ? 390 : 1280] as const))(
    'favourites tabs and a kept logo detail with name errors in %s at %i px',
    async (lang, width) => {
      const t = texts(lang).tank;
      const member = await createMember(`a11y-${lang}`);
      const [kept, liked] = await freeLogos(2);
      await keep(member, kept!.logo_id);
      await favourite(member, liked!.logo_id);
      const { page, context, problems } = await openPage(browser, { width });
      await signInContext(context, member);
      try {
        await page.goto(`/${lang}/my-page/my-logo`);
        await page.getByTestId('favorite-record').nth(1).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.goto(`/${lang}/my-page/my-logo?tab=kept`);
        await page.getByTestId('keep-time-left').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`/${lang}/logo/detail/${kept!.logo_id}`);
        const panel = page.getByTestId('order-panel');
        await panel.getByLabel(t.subName, { exact: true }).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await panel.getByTestId('field-error').nth(1).waitFor();
        await page.getByTestId('keep-time-left').waitFor();
        await page.getByTestId('recommended').getByTestId('logo-card').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await keep(member, kept!.logo_id, false);
        await context.close();
      }
    },
  );
});
