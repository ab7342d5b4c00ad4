import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from './fixtures.ts';

const heading = { en: 'About this logo', ja: 'このロゴについて', vi: 'Giới thiệu logo' } as const;
const PLACEHOLDER = { en: 'In preparation', ja: '準備中', vi: 'Đang chuẩn bị' } as const;

describe.skipIf(!enabled)('demo catalogue names and the explanation language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'ja', 'vi'] as const)('names every card of the %s home page', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`/${lang}/`);
    const cards = page.getByTestId('logo-card');
    await cards.nth(99).waitFor();
    const text = (await cards.allInnerTexts()).join('\n');
    expect(text).not.toContain(PLACEHOLDER[lang]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks the Japanese explanation with lang="ja" on en and vi pages, not on ja pages', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/');
    const href = await page.getByTestId('logo-card').first().locator('a').first().getAttribute('href');
    const id = /\/logo\/detail\/(\d+)$/.exec(href ?? '')?.[1];
    expect(id).toBeTruthy();
    for (const lang of ['en', 'vi', 'ja'] as const) {
      await page.goto(`/${lang}/logo/detail/${id}`);
      const explain = page
        .getByRole('heading', { name: heading[lang], exact: true })
        .locator('xpath=following-sibling::p[1]');
      await explain.waitFor();
      // The demo explanations are written in Japanese.
      expect(await explain.innerText()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(await explain.getAttribute('lang')).toBe(lang === 'ja' ? null : 'ja');
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
