import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { cardIds, waitForTotal } from '../search/helpers.ts';
import { axeViolations, BO, STAFF, signInToBackoffice, toast } from './helpers.ts';
import { uniqueToken } from './logos-helpers.ts';

/**
 * The catalogue CSV screen (issue 10, beyond the spec): an admin imports a file with one bad row,
 * reads the report, and finds the good row in the shop at once; the export downloads a CSV that
 * holds it; axe passes at 1280 and 390 px.
 */

let dir: string;
const csvFile = (name: string, rows: string[][]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
};

describe.skipIf(!enabled)('back-office catalogue CSV', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-csv-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports a file with one bad row, reports it, and the shop finds the good row', async () => {
    const token = uniqueToken();
    const file = csvFile('logos.csv', [
      ['name_ja', 'name_en', 'name_vi', 'explain', 'industries'],
      [`取込${token}`, `Csv${token}`, `Nhap${token}`, 'e2e import', ''],
      [`不良${token}`, `Bad${token}`, `Xau${token}`, 'e2e import', 'no-such-industry'],
    ]);
    const { page, context, problems } = await openPage(browser);
    await signInToBackoffice(page, STAFF.admin);
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'CSV入出力' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'CSV入出力' }).waitFor();

    // A check first: the same report, nothing written.
    await page.getByLabel('CSVファイル').setInputFiles(file);
    await page.getByLabel('チェックのみ（書き込みしない）').check();
    await page.getByRole('button', { name: 'チェック', exact: true }).click();
    await page.getByRole('heading', { name: 'チェック結果（何も書き込んでいません）' }).waitFor();
    await toast(page, 'チェックが完了しました。何も書き込んでいません。').waitFor();
    expect(await page.getByTestId('result-created').innerText()).toBe('1件');

    // Then the import itself, with the files still chosen.
    await page.getByLabel('チェックのみ（書き込みしない）').uncheck();
    await page.getByRole('button', { name: 'インポート', exact: true }).click();
    await page.getByRole('heading', { name: '結果', exact: true }).waitFor();
    await toast(page, 'インポートが完了しました。').waitFor();
    expect(await page.getByTestId('result-total').innerText()).toBe('2件');
    expect(await page.getByTestId('result-created').innerText()).toBe('1件');
    expect(await page.getByTestId('result-failed').innerText()).toBe('1件');
    const failure = page.getByTestId('import-failure');
    expect(await failure.count()).toBe(1);
    expect(await failure.innerText()).toContain('3行目');
    expect(await failure.innerText()).toContain('industries');
    expect(await failure.innerText()).toContain('存在しないkey_nameが含まれています。');

    // The export holds the new logo, as UTF-8 with a byte order mark.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSVをダウンロード' }).click(),
    ]);
    const exported = fs.readFileSync((await download.path())!);
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.toString('utf8')).toContain(`Csv${token}`);
    expect(exported.toString('utf8')).not.toContain(`Bad${token}`);

    // The shop finds the good row at once, in each language; the bad one nowhere.
    let id = 0;
    for (const [lang, name] of [
      ['ja', `取込${token}`],
      ['en', `Csv${token}`],
      ['vi', `Nhap${token}`],
    ] as const) {
      await page.goto(`/${lang}/search?u_keyword=${encodeURIComponent(name)}`);
      await waitForTotal(page, 1);
      const ids = await cardIds(page);
      expect(ids).toHaveLength(1);
      id ||= ids[0]!;
      expect(ids).toEqual([id]);
    }
    const bad = await page.evaluate(async (text) => {
      const res = await fetch(`/api/search/logo?u_keyword=${encodeURIComponent(text)}&locale=en`);
      return res.status === 404 ? [] : ((await res.json()) as { data: unknown[] }).data;
    }, `Bad${token}`);
    expect(bad).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`passes axe at ${width} px, before and after an import`, async () => {
      const file = csvFile(`axe-${width}.csv`, [
        ['name_ja', 'name_en', 'name_vi', 'explain', 'state'],
        ['検査', 'Check', 'Kiểm', 'x', '9'],
      ]);
      const { page, context, problems } = await openPage(browser, { width });
      await signInToBackoffice(page, STAFF.admin);
      await page.goto(`${BO}/logos/import`);
      await page.getByRole('heading', { level: 1, name: 'CSV入出力' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('CSVファイル').setInputFiles(file);
      await page.getByLabel('チェックのみ（書き込みしない）').check();
      await page.getByRole('button', { name: 'チェック', exact: true }).click();
      await page.getByTestId('import-failure').waitFor();
      await page.locator('details summary').click();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('keeps designers out', async () => {
    const { page, context } = await openPage(browser);
    await signInToBackoffice(page, STAFF.designer);
    await page.goto(`${BO}/logos/import`);
    await page.waitForURL((url) => url.pathname === BO);
    expect(await page.getByRole('link', { name: 'CSV入出力' }).count()).toBe(0);
    await context.close();
  });
});
