import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of ADR 0021, read from the source: a module reaches another only through
 * its index.ts, SQL stays in repositories, platform code knows no module, running code never
 * loads the demo seed, and staff checks are declared on routes, not buried in services.
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
}

const STATIC_IMPORT = /\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function read(file: string): SourceFile {
  const text = fs.readFileSync(file, 'utf8');
  const resolve = (spec: string) => rel(path.resolve(path.dirname(file), spec));
  const imports = [
    ...[...text.matchAll(STATIC_IMPORT)].map((m) => ({ target: resolve(m[1] ?? m[2]!), dynamic: false })),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => ({ target: resolve(m[1]!), dynamic: true })),
  ];
  return { path: rel(file), text, imports };
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
  'platform/db.ts': 'the driver: opens, migrates and runs raw queries for repositories',
  'platform/db-pglite.ts': 'the embedded driver: opens and migrates PGlite for platform/db.ts',
  'platform/db-generic.ts': 'the driver: runs raw queries for repositories on generic-plan connections',
  'platform/sql.ts': 'SQL fragments shared by repositories',
};

const SQL_IMPORT = /import\s*(?:type\s*)?\{[^}]*\bsql\b[^}]*\}\s*from\s*['"]drizzle-orm['"]/;

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
    const users = files.filter((f) => f.imports.some((i) => i.target === 'platform/sql.ts'));
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
          .filter((i) => !(i.dynamic && f.path === 'platform/seed-on-start.ts'))
          .map((i) => `${f.path} -> ${i.target}`),
      );
    expect(found).toEqual([]);
  });

  it('runs transactions through platform/transaction.ts only', () => {
    const found = files
      .filter(
        (f) => !isTest(f.path) && f.path !== 'platform/transaction.ts' && f.text.includes('.transaction('),
      )
      .map((f) => f.path);
    expect(found).toEqual([]);
  });

  it('checks staff roles on routes, not in services', () => {
    const found = files.filter((f) => f.path.endsWith('.service.ts') && f.text.includes('requireRole('));
    expect(found.map((f) => f.path)).toEqual([]);
  });
});
