import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app folder for WEB_DIST_DIR, made of the given files (paths relative to it, folders
 * made as needed). `remove()` deletes it.
 */
export function writeWebDist(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-web-dist-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A web build whose manifest names the shop's entry, its language texts and the search and detail
 * pages' chunks, as vite writes it: for the tests of the first answers and preloads a page carries.
 */
const FIRST_VIEW_MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_runtime-r1.js'] },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  'logoya-texts:en': { file: 'assets/texts-en-e1.js', isDynamicEntry: true },
  'logoya-texts:en.more': { file: 'assets/texts-en-more-e2.js', isDynamicEntry: true },
  'logoya-texts:ja': { file: 'assets/texts-ja-j1.js', isDynamicEntry: true },
  'logoya-texts:ja.more': { file: 'assets/texts-ja-more-j2.js', isDynamicEntry: true },
  'logoya-texts:vi': { file: 'assets/texts-vi-v1.js', isDynamicEntry: true },
  'logoya-texts:vi.more': { file: 'assets/texts-vi-more-v2.js', isDynamicEntry: true },
  'src/app/routes/search-page.tsx': {
    file: 'assets/search-page-s1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime-r1.js', '_search-results-s2.js'],
  },
  '_search-results-s2.js': { file: 'assets/search-results-s2.js', imports: ['index.html'] },
  'src/app/routes/logo-detail-page.tsx': {
    file: 'assets/logo-detail-page-d1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

export function writeFirstViewDist(): ReturnType<typeof writeWebDist> {
  return writeWebDist({
    'index.html':
      '<!doctype html><html lang="en"><head><title>Logoya</title>' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
    '.vite/manifest.json': JSON.stringify(FIRST_VIEW_MANIFEST),
  });
}
