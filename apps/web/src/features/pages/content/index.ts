import type { Locale } from '@logoya/core';
import type { PublicPage } from '@logoya/core/seo/page-meta';
import type { OrderContent } from './order-types.ts';
import type { PageDoc } from './types.ts';

export type InfoPageKey = Extract<
  PublicPage,
  'about' | 'privacy' | 'cookiePolicy' | 'termsUse' | 'tokushoho'
>;

type Loader<T> = () => Promise<{ default: T }>;

/** One chunk per page and language: a visitor downloads only the text they read. */
const DOCS: Record<InfoPageKey, Record<Locale, Loader<PageDoc>>> = {
  about: {
    en: () => import('./about.en.ts'),
    ja: () => import('./about.ja.ts'),
    vi: () => import('./about.vi.ts'),
  },
  privacy: {
    en: () => import('./privacy.en.ts'),
    ja: () => import('./privacy.ja.ts'),
    vi: () => import('./privacy.vi.ts'),
  },
  cookiePolicy: {
    en: () => import('./cookie-policy.en.ts'),
    ja: () => import('./cookie-policy.ja.ts'),
    vi: () => import('./cookie-policy.vi.ts'),
  },
  termsUse: {
    en: () => import('./terms-use.en.ts'),
    ja: () => import('./terms-use.ja.ts'),
    vi: () => import('./terms-use.vi.ts'),
  },
  tokushoho: {
    en: () => import('./tokushoho.en.ts'),
    ja: () => import('./tokushoho.ja.ts'),
    vi: () => import('./tokushoho.vi.ts'),
  },
};

const ORDER: Record<Locale, Loader<OrderContent>> = {
  en: () => import('./order.en.ts'),
  ja: () => import('./order.ja.ts'),
  vi: () => import('./order.vi.ts'),
};

export async function loadDoc(page: InfoPageKey, lang: Locale): Promise<PageDoc> {
  return (await DOCS[page][lang]()).default;
}

export async function loadOrderContent(lang: Locale): Promise<OrderContent> {
  return (await ORDER[lang]()).default;
}
