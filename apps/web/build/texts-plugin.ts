import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:logoya-texts/';
const RESOLVED = '\0logoya-texts:';
const coreI18n = path.resolve(import.meta.dirname, '../../../packages/core/src/i18n');

/** `tank` texts that only lazy components show (checked against their users' imports). */
const TANK_LATER = [
  'keep',
  'keepAgain',
  'keepLimitReached',
  'keepBlocked',
  'keepExplain',
  'release',
  'releaseTitle',
  'releaseText',
  'releaseConfirm',
  'releaseCancel',
  'keptToast',
  'releasedToast',
  'days_one',
  'days_other',
  'hours_one',
  'hours_other',
  'daysHours',
  'timeLeft',
  'keptUntil',
  'myLogoTitle',
  'myLogoIntro',
  'tabsLabel',
  'tabFavourites',
  'tabKept',
  'tabSimilar',
  'remove',
  'showMore',
  'emptyFavourites',
  'emptyKept',
  'emptySimilar',
  'similarIntro',
  'browse',
  'detailActions',
  'namesHeading',
  'subName',
  'subNameHint',
  'mainName',
  'mainNameHint',
  'total',
];
const DETAIL_LATER = [
  'options',
  'optionManual',
  'optionMotion',
  'shareNames',
  'shareNamesHint',
  'shareCopied',
  'shareFailed',
];

/**
 * Texts the first view of home, search and detail never shows: they load in a second module per
 * language right after the first render, and before any lazy page or dialog renders
 * (shared/i18n/lazy-with-texts.ts). A text left out of this list is always in the first load.
 */
export const DEFERRED_TEXTS = [
  'auth',
  'nameCapture',
  'passwordReset',
  'profile',
  'crop',
  'contact',
  'buying.cart',
  'buying.add',
  'buying.checkout',
  'buying.card',
  'buying.qr',
  'buying.complete',
  'buying.history',
  'buying.delivery',
  'buying.kit',
  'mockups',
  // The shop's pager: lazy, after the first paint (logo-results.tsx).
  'pager',
  // The unsubscribe page an unsubscribe link opens (issue 26): its own lazy page.
  'unsubscribe',
  // The certificate link of order history and the public verification page (ADR 0108).
  'certificate',
  'verify',
  // The cookie banner, the footer and the information pages: all load after the first paint.
  'pages',
  'footer',
  // The keep controls, the favourites pages and the order form's names: lazy, after the first paint.
  ...TANK_LATER.map((key) => `tank.${key}`),
  // The order form's options and its share button (the form loads after the first paint).
  ...DETAIL_LATER.map((key) => `detail.${key}`),
];

type Tree = Record<string, unknown>;

/** The catalog cut in two by DEFERRED_TEXTS: what the first view needs, and the rest. */
export function splitTexts(texts: Tree, deferred = DEFERRED_TEXTS): { first: Tree; more: Tree } {
  const first = structuredClone(texts);
  const more: Tree = {};
  for (const path of deferred) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let from: Tree | undefined = first;
    let to = more;
    for (const part of parts) {
      from = from?.[part] as Tree | undefined;
      to[part] ??= {};
      to = to[part] as Tree;
    }
    if (from && last in from) {
      to[last] = from[last];
      delete from[last];
    }
  }
  return { first, more };
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
}

/**
 * `virtual:logoya-texts/{en|ja|vi}`: the shop's texts in one language, as one small module each,
 * without DEFERRED_TEXTS; `virtual:logoya-texts/{lang}.more`: those.
 * The catalogs in packages/core keep an area's three languages side by side (`tankTexts.en/ja/vi`),
 * which a bundler cannot take apart; built here, a page loads its own language only (the first
 * load carries about a third of the texts). Read with tsx, so a change to a catalog shows at once
 * in development.
 */
export function shopTextsPlugin(): Plugin {
  return {
    name: 'logoya-shop-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [lang = '', part] = id.slice(RESOLVED.length).split('.');
      const core = (await tsImport(pathToFileURL(path.join(coreI18n, 'index.ts')).href, import.meta.url)) as {
        catalogs: Record<string, unknown>;
      };
      const texts = core.catalogs[lang] as Tree | undefined;
      if (!texts) this.error(`No shop texts for the language "${lang}".`);
      const { first, more } = splitTexts(texts);
      for (const file of sourceFiles(coreI18n)) this.addWatchFile(file);
      // JSON.parse of a string literal is parsed faster than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part === 'more' ? more : first))});`;
    },
  };
}
