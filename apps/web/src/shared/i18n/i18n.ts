import type { Locale } from '@logoya/core';
import { DEFAULT_LOCALE } from '@logoya/core/constants';
import type { Catalog } from '@logoya/core/i18n/index';
import { isLocale } from '@logoya/core/rules/locale';
import type { TFunction } from 'i18next';
import { ADMIN_PREFIX } from '../admin-prefix.ts';
import { redirectLocale } from './locale.ts';
import { type Texts, type TOptions, translate } from './translate.ts';

/**
 * The shop's texts at run time (ADR "own i18n runtime"): namespaces per language, the page
 * language, and `t`. The shop's own texts ("translation") load per language, one small module
 * each (build/texts-plugin.ts); the server preloads the page language's module beside the entry.
 * The back office adds its Japanese namespace when it loads. Keys stay typed through i18next's
 * types (i18next.d.ts); i18next itself is not shipped.
 */

export const DEFAULT_NS = 'translation';
export type Namespace = 'translation' | 'backoffice';

type Load = () => Promise<{ default: Partial<Catalog> }>;

/** Per language: the texts of the first view, and the rest (build/texts-plugin.ts). */
const loaders: Record<Locale, { first: Load; more: Load }> = {
  en: { first: () => import('virtual:logoya-texts/en'), more: () => import('virtual:logoya-texts/en.more') },
  ja: { first: () => import('virtual:logoya-texts/ja'), more: () => import('virtual:logoya-texts/ja.more') },
  vi: { first: () => import('virtual:logoya-texts/vi'), more: () => import('virtual:logoya-texts/vi.more') },
};

const resources = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
const complete = new Set<Locale>();
const listeners = new Set<() => void>();
let language: Locale = initialLanguage();
/** Changes with every language switch or added namespace: what `useTranslation` renders on. */
let revision = 0;

/**
 * The language of the first URL segment, so the first render is already in the right language; a
 * shop path without one, the language the app rewrites it to (its texts then load only once).
 */
function initialLanguage(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const first = window.location.pathname.split('/')[1];
  if (isLocale(first)) return first;
  return first === ADMIN_PREFIX ? DEFAULT_LOCALE : redirectLocale();
}

const bundleKey = (lng: string, ns: string) => `${lng}|${ns}`;

function changed(): void {
  revision++;
  for (const listener of listeners) listener();
}

function hasResourceBundle(lng: string, ns: string): boolean {
  return resources.has(bundleKey(lng, ns));
}

function addResourceBundle(lng: string, ns: string, texts: object): void {
  resources.set(bundleKey(lng, ns), texts as Texts);
  changed();
}

/** Adds texts into a bundle, deep: the rest of a language fills in the sections the first part cut. */
function merge(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    if (typeof here === 'object' && here !== null && typeof value === 'object' && value !== null) {
      merge(here as Texts, value as Texts);
    } else {
      into[key] = value;
    }
  }
}

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the texts of a language's first view once; resolves when `t` can use them. */
function loadLanguage(lng: Locale): Promise<void> {
  if (hasResourceBundle(lng, DEFAULT_NS)) return Promise.resolve();
  return loadOnce(`${lng}.first`, () =>
    loaders[lng].first().then((module) => addResourceBundle(lng, DEFAULT_NS, module.default)),
  );
}

/** Loads every text of a language (the first view's and the rest) once. */
function loadAll(lng: Locale): Promise<void> {
  if (complete.has(lng)) return Promise.resolve();
  return loadOnce(`${lng}.all`, async () => {
    const [, more] = await Promise.all([loadLanguage(lng), loaders[lng].more()]);
    const bundle = resources.get(bundleKey(lng, DEFAULT_NS)) ?? {};
    merge(bundle, more.default as Texts);
    complete.add(lng);
    // No re-render: what is on screen uses none of these texts (the lazy parts that do wait for
    // them), and a store change while React renders the first page in slices starts it over.
  });
}

function getFixedT<N extends Namespace = 'translation'>(lng: string | null, ns?: N): TFunction<N> {
  const t = (key: string, options?: TOptions) => {
    const lang = lng ?? language;
    return translate(resources.get(bundleKey(lang, ns ?? DEFAULT_NS)), lang, key, options);
  };
  return t as unknown as TFunction<N>;
}

export const i18n = {
  get language(): Locale {
    return language;
  },
  /**
   * Switches every `useTranslation` to the language: at once when its texts are loaded (a layout
   * effect then repaints in the new language before the browser paints), else once they are.
   */
  changeLanguage(lng: Locale): Promise<void> {
    if (!hasResourceBundle(lng, DEFAULT_NS)) return loadLanguage(lng).then(() => i18n.changeLanguage(lng));
    if (language !== lng) {
      language = lng;
      changed();
    }
    return Promise.resolve();
  },
  isLoaded: (lng: Locale) => hasResourceBundle(lng, DEFAULT_NS),
  isComplete: (lng: Locale) => complete.has(lng),
  loadLanguage,
  loadAll,
  hasResourceBundle,
  addResourceBundle,
  getResource: (lng: string, ns: string, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Texts | undefined)?.[part],
        resources.get(bundleKey(lng, ns)),
      ),
  /** `t` in the page language (null) or a fixed one, in a namespace. */
  getFixedT,
  t: getFixedT(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  revision: () => revision,
};

export type I18n = typeof i18n;
