import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of ADR 0021, read from the source: a module reaches another only through
 * its index.ts, modules depend on each other without cycles, SQL stays in repositories, the logos
 * table has one writer (ADR 0083), platform code knows no module, running code never loads the
 * demo seed, and staff checks are declared on routes, not buried in services.
 */

const SRC = path.resolve(import.meta.dirname, '..');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A path relative to src, with forward slashes: `modules/catalog/index.ts`. */
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

interface SourceFile {
  path: string;
  text: string;
  /** Relative import and export specifiers, resolved to paths relative to src. */
  imports: { target: string; dynamic: boolean }[];
  /**
   * The static imports that load code when this file loads: all but `import type` and
   * `export type` (verbatimModuleSyntax keeps `import { type X }` as a load).
   */
  loads: string[];
}

const STATIC_IMPORT = /\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const LOADING_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\bfrom\s*)?['"](\.[^'"]+)['"]/gm;

function read(file: string): SourceFile {
  const text = fs.readFileSync(file, 'utf8');
  const resolve = (spec: string) => rel(path.resolve(path.dirname(file), spec));
  const imports = [
    ...[...text.matchAll(STATIC_IMPORT)].map((m) => ({ target: resolve(m[1] ?? m[2]!), dynamic: false })),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => ({ target: resolve(m[1]!), dynamic: true })),
  ];
  const loads = [...text.matchAll(LOADING_IMPORT)].map((m) => resolve(m[1]!));
  return { path: rel(file), text, imports, loads };
}

const files = tsFiles(SRC).map(read);

const isTest = (p: string) => p.endsWith('.test.ts');
const isFixture = (p: string) => p.endsWith('.fixtures.ts');
const isRepository = (p: string) => p.endsWith('.repository.ts');
const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1];

/**
 * Reaches into other modules made by work still in progress elsewhere (the orders module), to be
 * switched to the index files by its owners. An entry that no longer matches fails the test, so
 * the list only shrinks.
 */
const PENDING: readonly string[] = [];

/** Files allowed to hold SQL although not named *.repository.ts. */
const SQL_HOMES: Record<string, string> = {
  'platform/db/db.ts': 'the driver: opens, migrates and runs raw queries for repositories',
  'platform/db/db-pglite.ts': 'the embedded driver: opens and migrates PGlite for platform/db/db.ts',
  'platform/db/db-generic.ts': 'the driver: runs raw queries for repositories on generic-plan connections',
  'platform/db/unflushed.ts': 'the driver: runs repositories’ writes on connections that commit unflushed',
  'platform/db/sql.ts': 'SQL fragments shared by repositories',
};

const SQL_IMPORT = /import\s*(?:type\s*)?\{[^}]*\bsql\b[^}]*\}\s*from\s*['"]drizzle-orm['"]/;

/** Groups of files that load each other in a ring (Tarjan's strongly connected components). */
function importCycles(sources: SourceFile[]): string[][] {
  const loads = new Map(sources.map((f) => [f.path, f.loads.filter((t) => t !== f.path)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of loads.get(file) ?? []) {
      if (!loads.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const ring = stack.splice(stack.indexOf(file));
    if (ring.length > 1) cycles.push(ring.sort());
  };
  for (const file of loads.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** Running code: neither a test nor a fixture. */
const running = files.filter((f) => !isTest(f.path) && !isFixture(f.path));

/**
 * The modules the catalogue was split into (ADR 0083), each with its face: public reading, the
 * search, the sale, the back office's logos (editing, images, links, state, CSV) and the logos
 * table's one writer.
 */
const CATALOGUE_MODULES = ['catalog', 'search', 'sale', 'staff-logos', 'logos'];

/** SQL that writes the logos table. */
const WRITES_LOGOS =
  /\b(?:insert\s+into|update|delete\s+from)\s+logos\b|\.(?:insert|update|delete)\(\s*logos\b/i;
/** SQL that reads the logos table. */
const READS_LOGOS = /\b(?:from|join)\s+logos\b/i;

/**
 * The modules whose own statements read the logos table, and why: joins of a logo's names, state
 * or designer into their rows, one statement each (ADR 0083). Everyone else reads logos through a
 * face (the catalogue's cards, the sale's saleLogos) or a read model (logo_cards, logo_filters,
 * the search index). A new reader is added here with its reason; none of them writes the table.
 */
const LOGOS_READERS: Record<string, string> = {
  catalog: 'the public lists, the detail and recommendations (cards are read from logo_cards)',
  search: "the search index's sources, the hidden states and the catalogue's size",
  sale: "a logo's state with its hold, and the row locks every sale takes in id order",
  'staff-logos': 'the staff list, the editor (row lock included) and the CSV export',
  favorites: 'the row lock of a toggle or keep, the heart count, public favourites and keep history',
  orders: "a designer's view of an order",
  zips: "the staff zip list's logo names, a zip's logo",
  changelog: "the change log's logo names",
  categories: 'how many logos use a category or keyword',
  'backoffice-stats': 'the dashboard by designer',
  seo: 'the sitemap and the head tags of a logo page',
  lettering: "a public logo's layout and main image for the preview, the row lock of a new version",
  // A shared fragment, used by the catalog and search repositories only (ADR 0093).
  'platform/db/sql.ts': "the public order's logos sold since a list was opened",
};

describe('module boundaries', () => {
  it('finds the modules and their files', () => {
    expect(files.filter((f) => moduleOf(f.path)).length).toBeGreaterThan(50);
  });

  it("lets a module import another module's index.ts only", () => {
    const found: string[] = [];
    for (const file of files) {
      const from = moduleOf(file.path);
      if (!from) continue;
      for (const { target } of file.imports) {
        const to = moduleOf(target);
        if (!to || to === from || target === `modules/${to}/index.ts`) continue;
        // Test set-ups may share another module's fixtures (members, logos in a given state).
        if ((isTest(file.path) || isFixture(file.path)) && isFixture(target)) continue;
        found.push(`${file.path} -> ${target}`);
      }
    }
    expect(found.filter((f) => !PENDING.includes(f))).toEqual([]);
    expect(
      PENDING.filter((p) => !found.includes(p)),
      'stale PENDING entries: remove them',
    ).toEqual([]);
  });

  it('gives each module split from the catalogue a face', () => {
    const faces = new Set(files.map((f) => f.path));
    expect(CATALOGUE_MODULES.filter((m) => !faces.has(`modules/${m}/index.ts`))).toEqual([]);
  });

  it('keeps modules free of cycles: no module reaches itself through others', () => {
    const deps = new Map<string, Set<string>>();
    for (const file of running) {
      const from = moduleOf(file.path);
      if (!from) continue;
      for (const { target } of file.imports) {
        const to = moduleOf(target);
        if (to && to !== from) deps.set(from, (deps.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const next of deps.get(at) ?? []) {
        if (next === start) cycles.push([...trail, next].join(' -> '));
        else if (!trail.includes(next)) walk(start, next, [...trail, next]);
      }
    };
    for (const start of deps.keys()) walk(start, start, [start]);
    expect(cycles).toEqual([]);
  });

  it('writes the logos table from the logos module only (ADR 0083)', () => {
    const writers = running.filter((f) => WRITES_LOGOS.test(f.text)).map((f) => f.path);
    expect(writers.filter((p) => !p.startsWith('modules/logos/'))).toEqual([]);
    expect(writers.length, 'the logos module still writes the table').toBeGreaterThan(0);
  });

  it('reads the logos table in the statements of the listed modules only (ADR 0083)', () => {
    const readers = new Set(
      running.filter((f) => READS_LOGOS.test(f.text)).map((f) => moduleOf(f.path) ?? f.path),
    );
    expect([...readers].filter((r) => !LOGOS_READERS[r]).sort()).toEqual([]);
    expect(
      Object.keys(LOGOS_READERS).filter((r) => !readers.has(r)),
      'stale LOGOS_READERS entries: remove them',
    ).toEqual([]);
  });

  it('keeps SQL in repositories', () => {
    const found = files
      .filter((f) => !isRepository(f.path) && !isTest(f.path) && !isFixture(f.path) && !SQL_HOMES[f.path])
      .flatMap((f) => {
        const why = [
          SQL_IMPORT.test(f.text) && 'imports sql from drizzle-orm',
          f.text.includes('.execute(') && 'calls .execute(',
          f.imports.some((i) => i.target.startsWith('../db/schema')) && 'imports db/schema',
        ].filter(Boolean);
        return why.length ? [`${f.path}: ${why.join(', ')}`] : [];
      });
    expect(found).toEqual([]);
  });

  it('lets only repositories use the shared SQL fragments', () => {
    const users = files.filter((f) => f.imports.some((i) => i.target === 'platform/db/sql.ts'));
    expect(users.map((f) => f.path).filter((p) => !isRepository(p) && !isTest(p))).toEqual([]);
  });

  it('keeps platform code free of modules', () => {
    const found = files
      .filter((f) => f.path.startsWith('platform/'))
      .flatMap((f) =>
        f.imports.filter((i) => i.target.startsWith('modules/')).map((i) => `${f.path} -> ${i.target}`),
      );
    expect(found).toEqual([]);
  });

  it('never loads db/seed from running code, but for the demo seeded on request', () => {
    const found = files
      .filter((f) => !isTest(f.path) && !isFixture(f.path))
      .flatMap((f) =>
        f.imports
          .filter((i) => i.target.startsWith('../db/seed/'))
          .filter((i) => !(i.dynamic && f.path === 'platform/start/seed-on-start.ts'))
          .map((i) => `${f.path} -> ${i.target}`),
      );
    expect(found).toEqual([]);
  });

  it('runs transactions through platform/db/transaction.ts only', () => {
    const found = files
      .filter(
        (f) => !isTest(f.path) && f.path !== 'platform/db/transaction.ts' && f.text.includes('.transaction('),
      )
      .map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('has no import cycle: no two files load each other, directly or in a ring', () => {
    // A cycle makes one file of the ring run before the other has finished loading (ADR 0084).
    // Type-only imports load nothing and do not count.
    expect(importCycles(files).map((ring) => ring.join(' -> '))).toEqual([]);
    const ring = importCycles([
      { path: 'a.ts', text: '', imports: [], loads: ['b.ts'] },
      { path: 'b.ts', text: '', imports: [], loads: ['c.ts'] },
      { path: 'c.ts', text: '', imports: [], loads: ['a.ts'] },
    ]);
    expect(ring).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('checks staff roles on routes, not in services', () => {
    const found = files.filter((f) => f.path.endsWith('.service.ts') && f.text.includes('requireRole('));
    expect(found.map((f) => f.path)).toEqual([]);
  });
});
