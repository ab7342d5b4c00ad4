import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  axeViolations,
  createMember,
  LANGS,
  type Lang,
  paidOrder,
  signInContext,
  takeLogos,
  texts,
} from '../buying/helpers.ts';
import { baseUrl, downloadedBytes, enabled, launch, openPage } from '../fixtures.ts';
import { atBothWidths, SHOTS } from '../widths.ts';

/** The PDF's text (pdftotext), whitespace collapsed; its pages as PNGs when SHOTS is set. */
function readPdf(pdf: Buffer, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-certificate-'));
  try {
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      execFileSync('pdftoppm', ['-r', '70', '-png', file, path.join(SHOTS, name)]);
    }
    return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Drops a file on the checker as a browser drag and drop would (a DataTransfer with one File). */
async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.getByTestId('file-checker').evaluate(
    (target, { name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name));
      target.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    },
    { name, data: bytes.toString('base64') },
  );
}

/**
 * The exclusivity certificate (issue 26, ADR 0108): the buyer opens it from order history, its
 * QR address (read from the PDF's text) opens the public verification page, and the file checker
 * recognises a delivered file and refuses a changed one, computing the hashes in the browser.
 */
describe.skipIf(!enabled)('the exclusivity certificate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('opens, verifies and checks files (%s)', async (lang: Lang) => {
    const t = texts(lang) as unknown as {
      verify: Record<string, string>;
      certificate: Record<string, string>;
    };
    const member = await createMember(`certificate-${lang}`);
    const [logo] = await takeLogos(1, { zip: true });
    const order = await paidOrder(
      member,
      { logo_id: logo!.logo_id, main_name: 'Kumo', sub_name: 'Coffee' },
      lang,
    );

    // Order history: the certificate link downloads the PDF.
    const buyer = await openPage(browser, { locale: lang });
    await signInContext(buyer.context, member);
    await buyer.page.goto(`/${lang}/my-page/order-history`);
    const row = buyer.page
      .locator(`[data-testid="order"][data-order-id="${order.id}"]`)
      .getByTestId('order-logo');
    const link = row.getByTestId('certificate-link');
    await link.waitFor();
    expect((await link.innerText()).trim()).toBe(t.certificate.open);
    await atBothWidths(buyer.page, `history-certificate-${lang}`);
    const [download] = await Promise.all([buyer.page.waitForEvent('download'), link.click()]);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdf(pdf, `certificate-${lang}`).replace(/\s+/g, '');

    // The QR's address is printed under it: follow it.
    const url = /https?:\/\/[^\s]*?\/(en|ja|vi)\/verify\/[0-9A-Z-]{24}/.exec(text)?.[0];
    expect(url, text).toBeDefined();
    const { pathname } = new URL(url!);
    expect(pathname.startsWith(`/${lang}/verify/`)).toBe(true);
    const number = pathname.split('/').pop()!;
    await buyer.page.goto(pathname);
    await buyer.page.getByTestId('verify-number').waitFor();
    expect((await buyer.page.getByTestId('verify-number').innerText()).trim()).toBe(number);
    expect(await buyer.page.getByTestId('verify-status').getAttribute('data-superseded')).toBe('false');
    expect((await buyer.page.getByTestId('verify-holder').innerText()).trim()).toMatch(/\*\*\*/);

    // The delivered zip, as the buyer downloads it, matches; one changed byte does not.
    const signed = await api<{ data: { url: string } }>('GET', `/api/order/download-logo/${order.id}`, {
      token: member.token,
      lang,
    });
    expect(signed.status).toBe(200);
    const zip = Buffer.from(
      await (
        await fetch(`${baseUrl()}${signed.body.data.url}`, {
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).arrayBuffer(),
    );
    const { body } = await api<{ data: { files: { name: string; sha256: string }[] } }>(
      'GET',
      `/api/verify/${number}`,
    );
    for (const f of body.data.files) expect(text).toContain(f.sha256);
    const result = buyer.page.getByTestId('file-checker-result');
    await buyer.page.getByTestId('file-checker-input').setInputFiles({
      name: 'mine.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });
    await result.locator('[data-match="true"]').waitFor();
    const name = body.data.files.find((f) => f.name.endsWith('.zip'))!.name;
    expect(await result.innerText()).toContain(
      t.verify.match!.replace('{{file}}', 'mine.zip').replace('{{name}}', name),
    );
    expect(await axeViolations(buyer.page)).toEqual([]);
    await atBothWidths(buyer.page, `verify-${lang}`);
    const changed = Buffer.concat([zip, Buffer.from([0])]);
    await dropFile(buyer.page, 'changed.zip', changed);
    await result.locator('[data-match="false"]').waitFor();
    expect(await result.innerText()).toContain('changed.zip');

    // An unknown number: the page says so.
    await buyer.page.goto(`/${lang}/verify/0000-0000-0000-0000-0000`);
    await buyer.page.getByTestId('verify-not-found').waitFor();
    expect(buyer.problems.filter((p) => !p.includes('404'))).toEqual([]);
    await buyer.context.close();
  });
});
