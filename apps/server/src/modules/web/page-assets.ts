import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@logoya/core';
import type { SeoRoute } from '@logoya/core/seo/seo-route';

/** One entry of Vite's build manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The web app's chunks the server names (apps/web: router.tsx, build/texts-plugin.ts). */
export const CHUNKS = {
  texts: (lang: Locale) => `logoya-texts:${lang}`,
  moreTexts: (lang: Locale) => `logoya-texts:${lang}.more`,
  search: 'src/app/routes/search-page.tsx',
  detail: 'src/app/routes/logo-detail-page.tsx',
} as const;

/** The build's manifest, or null when there is none (no build, an older build). */
export function readManifest(distDir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * The chunks a shop page needs beside the entry, so the browser fetches them with it instead of
 * after it has run: the page language's texts, and the search or detail page's code. Lazy pages
 * also wait for the rest of the texts (apps/web shared/i18n/lazy-with-texts.ts); search and
 * detail are part of the first view and do not.
 */
export function chunksFor(route: SeoRoute): string[] {
  const texts = CHUNKS.texts(route.locale);
  if (route.kind === 'page' && route.page === 'home') return [texts];
  if (route.kind === 'page' && route.page === 'search') return [texts, CHUNKS.search];
  if (route.kind === 'logo') return [texts, CHUNKS.detail];
  return [texts, CHUNKS.moreTexts(route.locale)];
}

/**
 * Turns manifest keys into the files to preload with `<link rel="modulepreload">`: each chunk and
 * the chunks it imports, less the entry and what the entry's own tags already load.
 */
export function createPreloader(manifest: BuildManifest | null): (keys: string[]) => string[] {
  if (!manifest) return () => [];
  const inIndex = new Set<string>();
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const key of entryKeys) walk(key, inIndex);
  const cache = new Map<string, string[]>();
  return (keys) => {
    const id = keys.join('\n');
    let files = cache.get(id);
    if (!files) {
      const needed = new Set<string>();
      for (const key of keys) walk(key, needed);
      files = [...needed].filter((key) => !inIndex.has(key)).map((key) => `/${manifest[key]?.file}`);
      cache.set(id, files);
    }
    return files;
  };
}
