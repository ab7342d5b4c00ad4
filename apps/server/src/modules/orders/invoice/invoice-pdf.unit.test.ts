import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { hasPdftotext, pdfText } from '../../../../test/fixtures/pdf-text.ts';
import { invoiceFontPath } from './fonts.ts';
import { type InvoiceInput, renderInvoicePdf } from './invoice-pdf.ts';
import {
  demoLines,
  formatInvoiceDate,
  INVOICE_TEXTS,
  invoiceTimeZone,
  recipientLines,
} from './invoice-text.ts';
import { sampleInvoice } from './sample-data.ts';

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** Three lines with every option and long names: the tallest invoice that must fit on one page. */
function tallest(lang: InvoiceInput['lang']): InvoiceInput {
  const base = sampleInvoice(lang, 3);
  const lines = base.lines.map((l) => ({
    ...l,
    logoName: `${l.logoName} ${l.logoName} ${l.logoName}`,
    mainName: `${l.mainName} ${l.mainName} ${l.mainName}`,
    subName: `${l.subName} ${l.subName} ${l.subName}`,
    logoManual: true,
    logoManualPrice: 5500,
    logoMotion: true,
    logoMotionPrice: 11000,
    lineTotal: l.price + 16500,
  }));
  return { ...base, lines };
}

describe('renderInvoicePdf', () => {
  it.each(['ja', 'en', 'vi'] as const)('writes a one-page A4 PDF for 1 to 3 lines (%s)', async (lang) => {
    for (const count of [1, 2, 3]) {
      const pdf = await renderInvoicePdf(sampleInvoice(lang, count));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pageCount(pdf)).toBe(1);
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    }
    expect(pageCount(await renderInvoicePdf(tallest(lang)))).toBe(1);
  });

  it('continues on further pages for a long order, with the table header and footer on each', async () => {
    const base = sampleInvoice('en', 3);
    const lines = Array.from({ length: 14 }, (_, i) => ({ ...base.lines[i % 3]!, logoId: 100 + i }));
    const pdf = await renderInvoicePdf({ ...base, lines });
    expect(pageCount(pdf)).toBeGreaterThan(1);
    if (!hasPdftotext) return;
    const text = pdfText(pdf);
    const pages = pageCount(pdf);
    // Every page after the first says which invoice it continues; pages with items repeat the header.
    expect(text.split('Invoice · Invoice No. 00012 · Order No. 00034').length - 1).toBe(pages - 1);
    expect(text.split('Amount (tax incl.)').length - 1).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('No. 00113');
  });

  it.skipIf(!hasPdftotext)('writes a qualified invoice (適格請求書) in Japanese', async () => {
    const input = sampleInvoice('ja', 3);
    const text = pdfText(await renderInvoicePdf(input));
    expect(text).toContain('適格請求書');
    expect(text).toContain('登録番号：T1234567890123');
    expect(text).toContain('メインネーム：桜坂珈琲店 / サブネーム：COFFEE ROASTERS');
    expect(text).toContain('10%対象 ¥61,600（うち消費税 ¥5,600）');
    expect(text).toContain('2025年3月1日');
    expect(text).toContain('株式会社サンプル商事');
    expect(text).toContain('山田 太郎 様');
    expect(text).toContain('ロゴ「さくら珈琲」 No.00034');
    expect(text).toContain('ロゴマニュアル（PDF） ¥5,500');
    expect(text).toContain('モーションロゴ ¥11,000');
    expect(text).toContain('データダウンロード（送料はかかりません）');
    expect(text).toContain('00012');
  });

  it.skipIf(!hasPdftotext)('writes correct Vietnamese text', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice('vi', 3)));
    expect(text).toContain('Hóa đơn');
    expect(text).toContain('Công ty TNHH Ánh Dương');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('Logo: Đồng Xanh (số 00212)');
    expect(text).toContain('Chịu thuế suất 10%: 4.004.000 ₫ (trong đó thuế 364.000 ₫)');
    expect(text).toContain('Hình thức thanh toán Chuyển khoản (VietQR)');
    expect(text).toContain('Tải dữ liệu về (không mất phí vận chuyển)');
  });

  it.skipIf(!hasPdftotext)(
    'dates an order of late evening UTC on the shop’s day in every language, and prints the zone (issue 24)',
    async () => {
      const lateUtc = new Date('2025-03-01T20:00:00Z');
      const expected = {
        en: ['Issue date March 2, 2025', 'Purchase date March 2, 2025', 'Time zone Asia/Tokyo (UTC+9)'],
        ja: ['発行日 2025年3月2日', '取引年月日 2025年3月2日', 'タイムゾーン Asia/Tokyo（UTC+9）'],
        vi: ['Ngày lập 02/03/2025', 'Ngày mua 02/03/2025', 'Múi giờ Asia/Tokyo (UTC+9)'],
      };
      for (const lang of ['en', 'ja', 'vi'] as const) {
        const input = { ...sampleInvoice(lang, 1), issueDate: lateUtc, purchaseDate: lateUtc };
        const text = pdfText(await renderInvoicePdf(input)).replace(/[ \t]+/g, ' ');
        for (const line of expected[lang]) expect(text, lang).toContain(line);
      }
    },
  );

  it.skipIf(!hasPdftotext)('writes the English invoice in dollars', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice('en', 1)));
    expect(text).toContain('Invoice');
    expect(text).toContain('Subject to 10%: $346.00 (incl. tax $31.45)');
    expect(text).toContain('Data download (no shipping cost)');
    expect(text).toContain('Registration No.: T1234567890123');
  });

  it.skipIf(!hasPdftotext)(
    'says DEMO on every page of an invoice made with demo settings, only then',
    async () => {
      const en = 'DEMO — not a valid invoice';
      const translated = {
        ja: 'デモ — 有効な請求書ではありません',
        vi: 'BẢN DEMO — không phải hóa đơn hợp lệ',
      };
      for (const lang of ['ja', 'vi'] as const) {
        const demo = pdfText(await renderInvoicePdf({ ...sampleInvoice(lang, 3), demo: true }));
        expect(demo).toContain(en);
        expect(demo).toContain(translated[lang]);
        const live = pdfText(await renderInvoicePdf(sampleInvoice(lang, 3)));
        expect(live).not.toContain('DEMO');
        expect(live).not.toContain(translated[lang]);
      }
      // Every page: the band above the title and the diagonal words each say it once a page.
      const base = sampleInvoice('en', 3);
      const lines = Array.from({ length: 14 }, (_, i) => ({ ...base.lines[i % 3]!, logoId: 100 + i }));
      const long = await renderInvoicePdf({ ...base, lines, demo: true });
      expect(pageCount(long)).toBeGreaterThan(1);
      expect(pdfText(long).split(en).length - 1).toBe(2 * pageCount(long));
      expect(pdfText(await renderInvoicePdf({ ...base, lines }))).not.toContain('DEMO');
    },
  );

  it('has every character of its fixed texts in the embedded font (no tofu)', () => {
    for (const font of ['regular', 'bold'] as const) {
      const face = fontkit.openSync(invoiceFontPath(font)) as fontkit.Font;
      for (const [lang, t] of Object.entries(INVOICE_TEXTS)) {
        const words = Object.values(t).flatMap((v) =>
          typeof v === 'string' ? [v] : typeof v === 'function' ? [] : Object.values(v as object),
        );
        words.push(t.logo('X', '1'), t.taxByRate(10, '¥1 $1 1 ₫', '1'), t.page(1, 1));
        words.push(...demoLines(lang as keyof typeof INVOICE_TEXTS));
        const when = new Date('2025-03-01T20:00:00Z');
        words.push(
          invoiceTimeZone(when, lang as keyof typeof INVOICE_TEXTS, 'America/Argentina/Buenos_Aires'),
        );
        words.push(formatInvoiceDate(when, lang as keyof typeof INVOICE_TEXTS, 'Asia/Tokyo'));
        const missing = [...words.join('')].filter((ch) => !face.hasGlyphForCodePoint(ch.codePointAt(0)!));
        expect(missing, `${font} ${lang}`).toEqual([]);
      }
    }
  });
});

describe('invoice texts', () => {
  it('dates every language’s invoice on the shop’s calendar day, never UTC’s for en (issue 24)', () => {
    // 20:00 UTC on March 1 is already March 2 in Tokyo: the same day whatever the language.
    const lateUtc = new Date('2025-03-01T20:00:00Z');
    expect(formatInvoiceDate(lateUtc, 'ja', 'Asia/Tokyo')).toBe('2025年3月2日');
    expect(formatInvoiceDate(lateUtc, 'vi', 'Asia/Tokyo')).toBe('02/03/2025');
    expect(formatInvoiceDate(lateUtc, 'en', 'Asia/Tokyo')).toBe('March 2, 2025');
    expect(formatInvoiceDate(lateUtc, 'ja', 'America/New_York')).toBe('2025年3月1日');
    expect(invoiceTimeZone(lateUtc, 'en', 'Asia/Tokyo')).toBe('Asia/Tokyo (UTC+9)');
    expect(invoiceTimeZone(lateUtc, 'ja', 'Asia/Tokyo')).toBe('Asia/Tokyo（UTC+9）');
  });

  it('addresses a Japanese company with 御中 and a person with 様, never both on one name', () => {
    expect(recipientLines('ja', '株式会社A', '')).toEqual(['株式会社A 御中']);
    expect(recipientLines('ja', '', '山田 太郎')).toEqual(['山田 太郎 様']);
    expect(recipientLines('ja', '株式会社A', '山田 太郎')).toEqual(['株式会社A', '山田 太郎 様']);
    expect(recipientLines('ja', '', '')).toEqual(['お客様']);
    expect(recipientLines('en', ' ', 'Jane')).toEqual(['Jane']);
  });
});
