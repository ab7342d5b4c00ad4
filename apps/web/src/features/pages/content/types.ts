/** Price settings a text may quote; the amounts come from the server at display time. */
export type PriceToken = 'logo' | 'manual' | 'motion' | 'taxRate';

/** The seller's details a text may quote; they come from the server (GET /api/seller). */
export type SellerToken = 'name' | 'representative' | 'address' | 'phone' | 'email';

/** A piece of running text. Links are shop paths without the language ("/contact"). */
export type Inline =
  | string
  | { link: string; text: string }
  | { mail: string }
  | { strong: string }
  /** Words in another language (WCAG 3.1.2), such as the Japanese name of the legal notice. */
  | { lang: 'en' | 'ja' | 'vi'; text: string }
  | { price: PriceToken }
  | { seller: SellerToken };

export type Rich = string | readonly Inline[];

export type Block =
  | { kind: 'p'; text: Rich }
  | { kind: 'ul' | 'ol'; items: readonly Rich[] }
  /** The first cell of each row heads that row. */
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly Rich[])[] }
  | { kind: 'dl'; items: readonly { term: string; details: readonly Rich[] }[] }
  | { kind: 'note'; text: Rich }
  /** Says, in the page's language, that this is a demo shop, while the seller's details are demo values. */
  | { kind: 'sellerDemo' };

export interface Section {
  /** Anchor of the section (same in every language, so links survive a language switch). */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

/** The body of one information page in one language. */
export interface PageDoc {
  lead?: Rich;
  /** ISO date of the last change of substance. */
  updated: string;
  sections: readonly Section[];
}
