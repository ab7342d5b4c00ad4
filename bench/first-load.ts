// `npm run bench:first-load`: the JavaScript each shop page loads before its first cards show,
// gzip-compressed as the server sends it: the entry script and the modulepreloads of index.html,
// and the chunks the server preloads for the page (apps/server/src/modules/web/page-assets.ts:
// its language's texts, the search or detail page). Printed next to the target of 120 kB
// (1 kB = 1000 bytes). A measurement of the build, not of a running server.
//   WEB_DIST_DIR   a build of one's own (vite build --outDir …); otherwise apps/web/dist
//   --files        also list each file with its size
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES } from '@logoya/core/constants';
import { resolveSeoRoute } from '@logoya/core/seo/seo-route';
import { chunksFor, createPreloader, readManifest } from '../apps/server/src/modules/web/page-assets.ts';
import { root } from './process.ts';

const TARGET_KB = 120;
const dist = path.resolve(process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist'));
const listFiles = process.argv.includes('--files');

const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`No build at ${dist}: run npm run build (or set WEB_DIST_DIR).`);
  process.exit(1);
}
const html = fs.readFileSync(indexFile, 'utf8');
/** What index.html loads itself: its module script and modulepreloads (and its style sheets). */
const fromIndex = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)]
  .filter(([tag]) => /type="module"|rel="modulepreload"|rel="stylesheet"/.test(tag))
  .map(([, file]) => file as string);
const preload = createPreloader(readManifest(dist));

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    // zlib's default level, as the server's compression sends it to a browser without brotli.
    size = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
}

const pages: [string, string][] = [];
for (const lang of LOCALES) {
  pages.push([`home /${lang}/`, `/${lang}/`]);
  pages.push([`search /${lang}/search?u_keyword=…`, `/${lang}/search`]);
  pages.push([`detail /${lang}/logo/detail/{id}`, `/${lang}/logo/detail/1`]);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const rows: string[][] = [];
let missed = false;
for (const [name, url] of pages) {
  const [pathname = '/', search = ''] = url.split('?');
  const files = [...new Set([...fromIndex, ...preload(chunksFor(resolveSeoRoute(pathname, search)))])];
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const total = (list: string[], key: 'raw' | 'gzip') => list.reduce((n, f) => n + sizeOf(f)[key], 0);
  const jsGzip = total(js, 'gzip');
  const met = jsGzip <= TARGET_KB * 1000;
  if (!met && name.startsWith('home')) missed = true;
  rows.push([
    name,
    String(js.length),
    kB(total(js, 'raw')),
    kB(jsGzip),
    kB(total(css, 'gzip')),
    `<= ${TARGET_KB} ${met ? 'met' : 'MISSED'}`,
  ]);
  if (listFiles) {
    for (const f of files) rows.push([`  ${f}`, '', kB(sizeOf(f).raw), kB(sizeOf(f).gzip), '', '']);
  }
}

console.log(`\nFirst load of the shop's pages: ${dist}\n`);
const header = ['page', 'JS files', 'JS kB', 'JS kB gzip', 'CSS kB gzip', 'target (JS gzip)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (r: string[]) =>
  r
    .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();
console.log(line(header));
for (const r of rows) console.log(line(r));
if (missed) process.exitCode = 1;
