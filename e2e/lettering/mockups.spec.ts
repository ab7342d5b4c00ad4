import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeLogos, texts } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';

/**
 * The logo at work on the detail page (issue 25, ADR 0103): a mockup per scene, lazily loaded in
 * fixed boxes, showing the logo's own picture first and the typed names once the typing rests.
 */
type Lang = 'en' | 'ja' | 'vi';
const NAMES: Record<Lang, { main: string; sub: string }> = {
  en: { main: 'Blue Harbor', sub: 'Coffee' },
  ja: { main: '山田ベーカリー', sub: '東京・吉祥寺' },
  vi: { main: 'Tiệm Hoa Nhỏ', sub: 'Hà Nội' },
};
const LOCALE: Record<Lang, string> = { en: 'en-US', ja: 'ja-JP', vi: 'vi-VN' };

interface Shown {
  scene: string;
  src: string;
  loading: string | null;
  loaded: boolean;
  box: { width: number; height: number };
}

/** Scrolls every mockup into view (they load lazily), then reads what each shows. */
async function mockups(page: Page): Promise<Shown[]> {
  const images = page.getByTestId('mockup');
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      scene: img.dataset.scene ?? '',
      src: img.currentSrc,
      loading: img.getAttribute('loading'),
      loaded: img.complete && img.naturalWidth > 0,
      box: {
        width: Math.round(img.getBoundingClientRect().width),
        height: Math.round(img.getBoundingClientRect().height),
      },
    })),
  );
}

const allLoaded = async (page: Page, has: (src: string) => boolean) => {
  const shown = await mockups(page);
  return shown.length > 0 && shown.every((m) => m.loaded && has(m.src));
};

describe.skipIf(!enabled)('the logo at work, on the detail page', () => {
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

  for (const [lang, width] of [
    ['en', 1280],
    ['ja', 390],
    ['vi', 390],
  ] as const) {
    it(`shows the logo in every scene, then with the typed names (${lang}, ${width} px)`, async () => {
      const t = texts(lang);
      const { page, context, problems } = await openPage(browser, { locale: LOCALE[lang], width });
      await page.goto(`/${lang}/logo/detail/${logoId}`);
      const gallery = page.getByTestId('mockup-gallery');
      await gallery.waitFor();
      await expect.poll(() => page.getByTestId('mockup').count()).toBeGreaterThanOrEqual(6);

      // Before any name: the logo's own picture, in lazily loaded 4:3 boxes.
      const mockupPath = `/api/logo/${logoId}/mockup/`;
      await expect.poll(() => allLoaded(page, (src) => src.includes(mockupPath))).toBe(true);
      const before = await mockups(page);
      for (const shown of before) {
        expect(shown.loading).toBe('lazy');
        expect(shown.src).not.toContain('main_name');
        expect(Math.abs(shown.box.height - (shown.box.width * 3) / 4)).toBeLessThanOrEqual(1);
      }

      // Typed names: every mockup asks for them (with the layout version) and loads.
      const { main, sub } = NAMES[lang];
      const panel = page.getByTestId('order-panel');
      await panel.getByLabel(t.tank.subName, { exact: true }).fill(sub);
      await panel.getByLabel(t.tank.mainName, { exact: true }).fill(main);
      const named = (src: string) => {
        const query = new URL(src).searchParams;
        return query.get('main_name') === main && query.get('sub_name') === sub && query.has('v');
      };
      await expect.poll(() => allLoaded(page, named), { timeout: 30_000 }).toBe(true);
      const after = await mockups(page);
      expect(after.map((m) => m.scene)).toEqual(before.map((m) => m.scene));
      // Same boxes: nothing moved when the pictures changed.
      expect(after.map((m) => m.box)).toEqual(before.map((m) => m.box));
      const alt = await page.getByTestId('mockup').first().getAttribute('alt');
      expect(alt).toContain(main);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
