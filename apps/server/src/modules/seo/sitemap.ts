import { LOCALES } from '@logoya/core';
import { PUBLIC_PAGES } from '@logoya/core/seo/page-meta';
import { localizedUrl } from '@logoya/core/seo/seo-route';
import { X_DEFAULT_LOCALE } from '@logoya/core/seo/site';
import type { Db } from '../../platform/db/db.ts';
import * as repo from './seo.repository.ts';

/**
 * Logo ids per sitemap file. Each logo gives one URL per language, so a file holds at most
 * 30,000 URLs, under the protocol's 50,000.
 */
export const LOGOS_PER_SITEMAP = 10_000;
/** Rows read per statement while a logo sitemap streams out. */
const BATCH = 2_000;

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** One <url> per language of a path, each listing every language and x-default as alternates. */
function urlEntries(base: string, path: string, lastmod: Date | null): string {
  const links = [
    ...LOCALES.map((l) => [l, localizedUrl(base, l, path)] as const),
    ['x-default', localizedUrl(base, X_DEFAULT_LOCALE, path)] as const,
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href)}"/>`)
    .join('');
  const mod = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return LOCALES.map((l) => `<url><loc>${xml(localizedUrl(base, l, path))}</loc>${mod}${links}</url>\n`).join(
    '',
  );
}

export interface SitemapIndexEntry {
  loc: string;
  lastmod: Date;
}

export function sitemapIndex(entries: SitemapIndexEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `<sitemap><loc>${xml(e.loc)}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

/**
 * The public pages in every language. The home and search pages change with the catalogue;
 * the others with the web app's build.
 */
export function pagesSitemap(base: string, builtAt: Date, catalogueChangedAt: Date | null): string {
  const body = Object.entries(PUBLIC_PAGES)
    .map(([page, path]) => {
      const changes = page === 'home' || page === 'search';
      const lastmod =
        changes && catalogueChangedAt && catalogueChangedAt > builtAt ? catalogueChangedAt : builtAt;
      return urlEntries(base, path, lastmod);
    })
    .join('');
  return `${URLSET_OPEN}${body}${URLSET_CLOSE}`;
}

/** Groups of public logos by id range (`size` ids each), with their latest change. */
export function logoChunks(db: Db, size: number): Promise<{ chunk: number; lastmod: Date }[]> {
  return repo.logoChunks(db, size);
}

/**
 * The public logos of one id range, streamed: rows are read by id, a batch at a time, so a
 * large catalogue is never held in memory.
 */
export async function* logoSitemap(db: Db, base: string, chunk: number): AsyncGenerator<string> {
  const toId = chunk * LOGOS_PER_SITEMAP;
  let afterId = (chunk - 1) * LOGOS_PER_SITEMAP;
  yield URLSET_OPEN;
  for (;;) {
    const batch = await repo.logosAfter(db, afterId, toId, BATCH);
    if (batch.length === 0) break;
    yield batch.map((l) => urlEntries(base, `/logo/detail/${l.id}`, new Date(l.updated_at))).join('');
    afterId = batch.at(-1)!.id;
    if (batch.length < BATCH) break;
  }
  yield URLSET_CLOSE;
}

/** robots.txt: everything public; not the API, the back office or member pages. */
export function robotsTxt(base: string, adminPrefix: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: /${adminPrefix}/`,
    `Disallow: /${adminPrefix}$`,
    'Disallow: /my-page/',
    'Disallow: /*/my-page/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
