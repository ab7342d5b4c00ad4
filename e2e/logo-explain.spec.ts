import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF } from './backoffice/helpers.ts';
import { createLogo, namesFor, readyForSale, staffToken, uniqueToken } from './backoffice/logos-helpers.ts';
import { api } from './buying/helpers.ts';
import { enabled, launch, openPage } from './fixtures.ts';
import { publicLogoWhere } from './search/helpers.ts';

const heading = { en: 'About this logo', ja: 'このロゴについて', vi: 'Giới thiệu logo' } as const;
const PLACEHOLDER = { en: 'In preparation', ja: '準備中', vi: 'Đang chuẩn bị' } as const;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * Demo names and, since issue 24, the description in the page's language: each logo has one per
 * language; a page shows its own, and the Japanese one (marked lang="ja") only where its own is empty.
 */
describe.skipIf(!enabled)('demo catalogue names and the description language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const explainOf = (page: import('playwright-core').Page, lang: keyof typeof heading) =>
    page.getByRole('heading', { name: heading[lang], exact: true }).locator('xpath=following-sibling::p[1]');

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

  it('shows a demo logo’s description in the page language on /en, /ja and /vi, with no lang mark', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/');
    // A demo logo: other specs add logos with one description while the suite runs.
    const { id } = await publicLogoWhere(page, (logo) =>
      Boolean(logo.explains.ja && logo.explains.en && logo.explains.vi),
    );
    for (const lang of ['en', 'vi', 'ja'] as const) {
      await page.goto(`/${lang}/logo/detail/${id}`);
      const explain = explainOf(page, lang);
      await explain.waitFor();
      const text = await explain.innerText();
      if (lang === 'ja') expect(text).toMatch(JAPANESE);
      else expect(text).not.toMatch(JAPANESE);
      if (lang === 'vi') expect(text).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
      expect(await explain.getAttribute('lang')).toBeNull();
      await page.screenshot({ path: `/work/shots/logos/detail-demo-${lang}-1280.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('falls back to the Japanese description, marked lang="ja", only where the page language has none', async () => {
    const admin = await staffToken(STAFF.admin);
    const names = namesFor(uniqueToken());
    const id = await createLogo(admin, names);
    const saved = await api('POST', `/api/logo/${id}/detail`, {
      token: admin,
      body: {
        data: {
          ...names,
          logo_explain: '日本語だけの説明です。',
          logo_explain_en: 'Only English and Japanese here.',
          logo_explain_vn: '',
        },
      },
    });
    expect(saved.status).toBe(200);
    await readyForSale(admin, id);
    const onSale = await api('POST', `/api/logo/${id}/update-state`, {
      token: admin,
      body: { logoId: id, state: 0 },
    });
    expect(onSale.status).toBe(200);

    for (const width of [1280, 390]) {
      const { page, context, problems } = await openPage(browser, { width });
      for (const [lang, text, mark] of [
        ['en', 'Only English and Japanese here.', null],
        ['ja', '日本語だけの説明です。', null],
        ['vi', '日本語だけの説明です。', 'ja'],
      ] as const) {
        await page.goto(`/${lang}/logo/detail/${id}`);
        const explain = explainOf(page, lang);
        await explain.waitFor();
        expect(await explain.innerText()).toBe(text);
        expect(await explain.getAttribute('lang')).toBe(mark);
        await page.screenshot({
          path: `/work/shots/logos/detail-fallback-${lang}-${width}.png`,
          fullPage: true,
        });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
