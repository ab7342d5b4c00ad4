import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeLogos, texts } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';

/**
 * Sharing the logo with the buyer's names (issue 25, ADR 0101): the link fills the order form with
 * the names, so the picture shows them, and the server gives its card the same picture.
 */
const NAMES = {
  en: { main: 'Blue Harbor', sub: 'Coffee' },
  ja: { main: '山田ベーカリー', sub: '吉祥寺' },
  vi: { main: 'Tiệm Hoa Nhỏ', sub: 'Hà Nội' },
} as const;
const LOCALE = { en: 'en-US', ja: 'ja-JP', vi: 'vi-VN' } as const;

describe.skipIf(!enabled)('a shared link of the logo with the names', () => {
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
    ['vi', 1280],
  ] as const) {
    it(`copies a link that opens the logo with the same names, its card showing them (${lang}, ${width} px)`, async () => {
      const t = texts(lang);
      const { page, context, problems } = await openPage(browser, { locale: LOCALE[lang], width });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/${lang}/logo/detail/${logoId}`);
      const panel = page.getByTestId('order-panel');
      const share = page.getByTestId('share-names');
      const { main, sub } = NAMES[lang];
      await panel.getByLabel(t.tank.subName, { exact: true }).fill(sub);
      // One name is not yet a picture of the names: nothing to share.
      expect(await share.count()).toBe(0);
      await panel.getByLabel(t.tank.mainName, { exact: true }).fill(main);
      await share.click();
      await page.getByText(t.detail.shareCopied).waitFor();
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(link.pathname).toBe(`/${lang}/logo/detail/${logoId}`);
      expect(link.searchParams.get('main_name')).toBe(main);
      expect(link.searchParams.get('sub_name')).toBe(sub);
      // The address bar holds the names too.
      expect(new URL(page.url()).search).toBe(link.search);

      // Someone else opens the link: the fields hold the names, the picture shows them.
      const other = await openPage(browser, { locale: LOCALE[lang], width });
      const answer = await other.page.goto(`${link.pathname}${link.search}`);
      const otherPanel = other.page.getByTestId('order-panel');
      expect(await otherPanel.getByLabel(t.tank.mainName, { exact: true }).inputValue()).toBe(main);
      expect(await otherPanel.getByLabel(t.tank.subName, { exact: true }).inputValue()).toBe(sub);
      const named = other.page.getByTestId('named-picture');
      await expect.poll(() => named.getAttribute('alt')).toContain(main);
      // Its card: the preview of those names, which answers a picture.
      const html = (await answer?.text()) ?? '';
      const card = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      const image = new URL(card ?? '');
      expect(image.pathname).toBe(`/api/logo/${logoId}/preview`);
      expect(image.searchParams.get('main_name')).toBe(main);
      const picture = await other.page.request.get(`${image.pathname}${image.search}`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(other.problems).toEqual([]);
      await other.context.close();

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
