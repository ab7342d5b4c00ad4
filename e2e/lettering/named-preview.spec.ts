import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, takeLogos, texts } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';

type Lang = 'en' | 'ja' | 'vi';

const NAMES: Record<Lang, { main: string; sub: string }> = {
  en: { main: 'Blue Harbor', sub: 'Coffee' },
  ja: { main: '山田ベーカリー', sub: '東京・吉祥寺' },
  vi: { main: 'Tiệm Hoa Nhỏ', sub: 'Hà Nội' },
};
const TOO_LONG = 'Blue Harbor Coffee Roasters and Bakery of the Old Town Square';
const LOCALE: Record<Lang, string> = { en: 'en-US', ja: 'ja-JP', vi: 'vi-VN' };

interface PreviewAnswer {
  data: { has_layout: boolean; errors?: Partial<Record<'main_name' | 'sub_name', string[]>> | null };
}

describe.skipIf(!enabled)('the buyer’s names in the logo, as they type', () => {
  let browser: Browser;
  let logoId: number;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    const [logo] = await takeLogos(1);
    logoId = logo!.logo_id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'ja', 'vi'] as const) {
    for (const width of [1280, 390]) {
      it(`shows the typed names in the picture, switches to the original, and says when a name will not fit (${lang}, ${width} px)`, async () => {
        const t = texts(lang);
        const { page, context, problems } = await openPage(browser, { locale: LOCALE[lang], width });
        await page.goto(`/${lang}/logo/detail/${logoId}`);
        const gallery = page.getByTestId('logo-gallery');
        const panel = page.getByTestId('order-panel');
        await gallery.locator('img').first().waitFor();
        // Where the picture sits in the gallery, and its size (the page may scroll to the fields).
        const placed = async (picture: typeof gallery) => {
          const [box, frame] = await Promise.all([picture.boundingBox(), gallery.boundingBox()]);
          return { x: box!.x - frame!.x, y: box!.y - frame!.y, width: box!.width, height: box!.height };
        };
        const before = await placed(gallery.locator('img').first());

        const { main, sub } = NAMES[lang];
        await panel.getByLabel(t.tank.subName, { exact: true }).fill(sub);
        await panel.getByLabel(t.tank.mainName, { exact: true }).fill(main);
        const named = page.getByTestId('named-picture');
        await expect.poll(() => named.getAttribute('alt')).toContain(main);
        expect(await named.getAttribute('alt')).toContain(sub);
        // The picture is the server's SVG of outlines, never the names as text.
        const src = decodeURIComponent((await named.getAttribute('src')) ?? '');
        expect(src.startsWith('data:image/svg+xml')).toBe(true);
        expect(src).not.toContain(main);
        expect(src).toContain('<path');
        // Same place, same size: nothing shifts.
        expect(await placed(named)).toEqual(before);

        // The switch shows the designer's original, and the names again.
        const toggle = page.getByTestId('named-switch');
        await toggle.click();
        await named.waitFor({ state: 'detached' });
        await toggle.click();
        await named.waitFor();

        // A name too long for its box says so under its field, in the server's words.
        const { body } = await api<PreviewAnswer>(
          'GET',
          `/api/logo/${logoId}/preview?format=json&main_name=${encodeURIComponent(TOO_LONG)}&sub_name=${encodeURIComponent(sub)}`,
          { lang },
        );
        const expected = body.data.errors?.main_name?.[0];
        expect(expected).toBeTruthy();
        await panel.getByLabel(t.tank.mainName, { exact: true }).fill(TOO_LONG);
        await panel.getByText(expected!, { exact: true }).waitFor();
        // Shortened, the message goes.
        await panel.getByLabel(t.tank.mainName, { exact: true }).fill(main);
        await panel.getByText(expected!, { exact: true }).waitFor({ state: 'detached' });

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
