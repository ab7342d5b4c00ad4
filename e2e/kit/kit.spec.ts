import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, LANGS, paidOrder, signInContext, takeLogos, texts } from '../buying/helpers.ts';
import { downloadedBytes, enabled, launch, openPage } from '../fixtures.ts';
import { atBothWidths } from '../widths.ts';

/**
 * The instant brand kit (issue 26, ADR 0106): right after payment the order history shows the
 * logo's kit being made, then ready with its contents; the buyer downloads it and its files open.
 */
describe.skipIf(!enabled)('the brand kit of a bought logo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'is ready in the history after payment, downloads and opens (%s)',
    async (lang) => {
      const t = texts(lang).buying.kit;
      const member = await createMember(`kit-${lang}`);
      const [logo] = await takeLogos(1);
      const order = await paidOrder(
        member,
        { logo_id: logo!.logo_id, main_name: 'Sakura', sub_name: 'Bakery' },
        lang,
      );

      const buyer = await openPage(browser, { locale: lang });
      await signInContext(buyer.context, member);
      // Payment complete shows the kit too, as it is made.
      await buyer.page.goto(`/${lang}/my-page/payment-complete?order=${order.id}`);
      await buyer.page.getByTestId('payment-complete').getByTestId('kit').waitFor();
      await buyer.page.goto(`/${lang}/my-page/order-history`);
      const card = buyer.page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
      const kits = card.getByTestId('order-kits');
      await kits.waitFor();
      expect(await kits.getByRole('heading').innerText()).toBe(t.title);
      // The kit is made in the background; the row follows it until it is ready.
      const kit = kits.locator('[data-testid="kit"][data-status="ready"]');
      await kit.waitFor({ timeout: 60_000 });
      expect((await kit.getByTestId('kit-state').innerText()).trim()).toBe(t.ready);
      await kit.getByTestId('kit-contents').locator('summary').click();
      const contents = await kit.getByTestId('kit-contents').innerText();
      for (const group of Object.values(t.groups)) expect(contents).toContain(group);
      expect(contents).toContain('favicon.ico');
      await atBothWidths(buyer.page, `kit-history-${lang}`);

      // The download: a zip whose files open.
      const [download] = await Promise.all([
        buyer.page.waitForEvent('download'),
        kit.getByTestId('kit-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^logoya-\d+-brand-kit\.zip$/);
      const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
      expect(files['brand-guide.pdf']?.subarray(0, 5)).toEqual(new Uint8Array(Buffer.from('%PDF-')));
      const svg = Buffer.from(files['svg/logo-full-colour.svg']!).toString();
      expect(svg.startsWith('<svg')).toBe(true);
      // The browser opens the PNG and the SVG: their drawn sizes are the kit's.
      const png = Buffer.from(files['png/logo-full-colour-512.png']!).toString('base64');
      const viewer = await buyer.context.newPage();
      await viewer.setContent(
        `<img id="png" src="data:image/png;base64,${png}"><img id="svg" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
      );
      const sizes = await viewer.evaluate(async () => {
        const imgs = [...document.images];
        await Promise.all(imgs.map((i) => i.decode()));
        return imgs.map((i) => [i.naturalWidth, i.complete && i.naturalWidth > 0]);
      });
      expect(sizes[0]).toEqual([512, true]);
      expect(sizes[1]?.[1]).toBe(true);
      await viewer.close();
      expect(buyer.problems).toEqual([]);
      await buyer.context.close();
    },
    180_000,
  );
});
