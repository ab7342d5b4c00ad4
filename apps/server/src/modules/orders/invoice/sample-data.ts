import type { InvoiceInput, InvoiceLine } from './invoice-pdf.ts';

/** Demo prices per language (minor units), as the seed's price settings have them. */
const PRICES = {
  ja: { currency: 'JPY', logo: 13200, manual: 5500, motion: 11000 },
  en: { currency: 'USD', logo: 19800, manual: 4900, motion: 9900 },
  vi: { currency: 'VND', logo: 968000, manual: 275000, motion: 550000 },
} as const;

const NAMES = {
  ja: [
    ['さくら珈琲', '桜坂珈琲店', 'COFFEE ROASTERS'],
    ['ひかり整骨院', 'ひかり整骨院', '鍼灸・整体'],
    ['やまびこ不動産', 'やまびこ', '不動産コンサルティング'],
  ],
  en: [
    ['Harbor Light', 'Harbor Light Studio', 'Design & Branding'],
    ['Green Leaf', 'Green Leaf Clinic', 'Family Practice'],
    ['Summit Peak', 'Summit Peak Realty', 'Homes since 1998'],
  ],
  vi: [
    ['Hoa Sen Việt', 'Quán Phở Hoa Sen', 'Hương vị Việt Nam'],
    ['Ánh Dương', 'Thẩm mỹ viện Ánh Dương', 'Chăm sóc sắc đẹp'],
    ['Đồng Xanh', 'Nông trại Đồng Xanh', 'Rau sạch hữu cơ'],
  ],
} as const;

const RECIPIENTS = {
  ja: { name: '山田 太郎', company: '株式会社サンプル商事', email: 'taro.yamada@example.jp' },
  en: { name: 'Jane Carter', company: 'Carter & Sons Ltd.', email: 'jane.carter@example.com' },
  vi: { name: 'Nguyễn Thị Hương', company: 'Công ty TNHH Ánh Dương', email: 'huong.nguyen@example.vn' },
} as const;

/** A realistic invoice for tests and for `sample.ts`, with 1 to 3 lines and mixed options. */
export function sampleInvoice(lang: InvoiceInput['lang'], lineCount = 3): InvoiceInput {
  const p = PRICES[lang];
  const lines: InvoiceLine[] = NAMES[lang].slice(0, lineCount).map(([logoName, mainName, subName], i) => {
    const logoManual = i !== 1;
    const logoMotion = i === 0;
    const logoManualPrice = logoManual ? p.manual : 0;
    const logoMotionPrice = logoMotion ? p.motion : 0;
    return {
      logoId: [34, 107, 212][i]!,
      logoName,
      mainName,
      subName,
      price: p.logo,
      logoManual,
      logoManualPrice,
      logoMotion,
      logoMotionPrice,
      lineTotal: p.logo + logoManualPrice + logoMotionPrice,
    };
  });
  const total = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  return {
    lang,
    invoiceNumber: '00012',
    orderNumber: '00034',
    issueDate: new Date('2025-03-01T05:30:00Z'),
    purchaseDate: new Date('2025-03-01T05:28:00Z'),
    timeZone: 'Asia/Tokyo',
    paymentMethod: lang === 'vi' ? 2 : 1,
    issuer: {
      name: 'Logoya Inc.',
      address: '1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
      registrationNumber: 'T1234567890123',
    },
    recipient: RECIPIENTS[lang],
    currency: p.currency,
    taxPercent: 10,
    tax: Math.round((total * 10) / 110),
    total,
    lines,
    demo: false,
  };
}
