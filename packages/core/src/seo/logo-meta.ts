import { CURRENCY_DECIMALS, type Currency, LOGO_STATE, type Locale } from '../constants.ts';
import { formatMoney } from '../rules/money.ts';
import { PLACEHOLDER_NAME } from '../rules/text.ts';
import type { PageHead } from './page-meta.ts';

/**
 * A price as structured data writes it: major units with the currency's decimals and no
 * grouping (19800 cents → "198.00", 13200 yen → "13200", 968000 dong → "968000").
 */
export function structuredPrice(amountMinor: number, currency: Currency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const abs = Math.abs(Math.trunc(amountMinor));
  const whole = Math.floor(abs / 10 ** decimals).toString();
  const fraction = decimals > 0 ? `.${(abs % 10 ** decimals).toString().padStart(decimals, '0')}` : '';
  return `${amountMinor < 0 ? '-' : ''}${whole}${fraction}`;
}

export const SCHEMA_IN_STOCK = 'https://schema.org/InStock';
export const SCHEMA_SOLD_OUT = 'https://schema.org/SoldOut';

/**
 * Offer availability of a public logo. Only a sale is final: a negotiation or a keep is a hold
 * of at most days that ends by itself, so it stays InStock (the page shows the overlay).
 */
export function logoAvailability(state: number): string {
  return state === LOGO_STATE.sold ? SCHEMA_SOLD_OUT : SCHEMA_IN_STOCK;
}

/** The logo's name in a language, or the language's placeholder (SPEC §9). */
export function logoDisplayName(name: string | null | undefined, locale: Locale): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : PLACEHOLDER_NAME[locale];
}

const DESCRIPTION: Record<
  Locale,
  { forSale: (n: string, p: string) => string; sold: (n: string) => string }
> = {
  en: {
    forSale: (n, p) =>
      `“${n}”, a ready-made logo by a professional designer, sold to one customer only. ${p} including tax, with your name added, two free revisions and every file format.`,
    sold: (n) =>
      `“${n}”, a ready-made logo by a professional designer. This logo has been sold; find more one-of-a-kind logos on Logoya.`,
  },
  ja: {
    forSale: (n, p) =>
      `プロのデザイナーによる既製ロゴ「${n}」。1社限定の販売で、価格は${p}（税込）。店名入れ、2回までの無料修正、すべてのファイル形式付き。`,
    sold: (n) =>
      `プロのデザイナーによる既製ロゴ「${n}」。このロゴは販売済みです。Logoyaでほかの一点ものロゴをお探しください。`,
  },
  vi: {
    forSale: (n, p) =>
      `“${n}” – logo thiết kế sẵn của nhà thiết kế chuyên nghiệp, chỉ bán cho một khách hàng. Giá ${p} đã gồm thuế, kèm tên của bạn, sửa miễn phí 2 lần và đủ định dạng tệp.`,
    sold: (n) =>
      `“${n}” – logo thiết kế sẵn của nhà thiết kế chuyên nghiệp. Logo này đã được bán; hãy tìm thêm logo độc nhất trên Logoya.`,
  },
};

/** Title and description of a logo's detail page in a language. */
export function logoPageHead(
  logo: { name: string | null; state: number },
  locale: Locale,
  price: { amount: number; currency: Currency },
): PageHead {
  const name = logoDisplayName(logo.name, locale);
  const text = DESCRIPTION[locale];
  return {
    title: name,
    description: logo.state === LOGO_STATE.sold ? text.sold(name) : text.forSale(name, formatMoney(price)),
  };
}

const SHARED_NAMES: Record<
  Locale,
  { title: (n: string, names: string) => string; alt: (n: string, names: string) => string }
> = {
  en: {
    title: (n, names) => `“${names}” in the logo ${n}`,
    alt: (n, names) => `The logo ${n} with the names ${names}`,
  },
  ja: {
    title: (n, names) => `「${names}」入りのロゴ「${n}」`,
    alt: (n, names) => `ロゴ「${n}」に「${names}」を入れたイメージ`,
  },
  vi: {
    title: (n, names) => `“${names}” trong logo ${n}`,
    alt: (n, names) => `Logo ${n} với tên ${names}`,
  },
};

/**
 * The shared link of a logo with a buyer's names (issue 25): the card's title and its picture's
 * text. The names are the main name, then the sub name, as the logo sets them.
 */
export function sharedNamesHead(
  logo: { name: string | null },
  names: { main_name: string; sub_name: string },
  locale: Locale,
): { title: string; alt: string } {
  const name = logoDisplayName(logo.name, locale);
  const typed = `${names.main_name.trim()} ${names.sub_name.trim()}`.trim();
  const text = SHARED_NAMES[locale];
  return { title: text.title(name, typed), alt: text.alt(name, typed) };
}
