import type { LoadResult } from './load.ts';

/** The rows of `npm run bench:catalog` and the targets of issue 11 ("Speed and scale"). */
export type RowKey =
  | 'list'
  | 'text'
  | 'filters'
  | 'detail'
  | 'list-member'
  | 'text-member'
  | 'filters-member'
  | 'list-cached'
  | 'text-entries-off'
  | 'text-generic-off';

export interface Targets {
  /** At least this many requests a second. */
  rps?: number;
  /** p95 at most this many ms. */
  p95?: number;
  /** req/s at least this share of the hello-world baseline's (0.017 = 1.7 %). */
  share?: number;
  /** A member row: within this fraction of the visitor row's req/s and p95. */
  within?: { of: RowKey; fraction: number };
}

export interface RowSpec {
  key: RowKey;
  targets: Targets;
  /** Runs on the shop with the default visitor cache (2000 ms) instead of without it. */
  cached?: boolean;
  /**
   * Runs on a shop started with these settings instead of the defaults, for reference: no
   * free-text entries kept (SEARCH_ENTRIES_CACHE_SIZE=0, ADR 0069), no generic plans
   * (DATABASE_GENERIC_POOL_MAX=0, ADR 0070).
   */
  settings?: Readonly<Record<string, string>>;
  member?: boolean;
}

export const ROWS: readonly RowSpec[] = [
  { key: 'list', targets: { rps: 1000, share: 0.017 } },
  { key: 'text', targets: { rps: 500, p95: 30, share: 0.009 } },
  { key: 'filters', targets: { p95: 30 } },
  { key: 'detail', targets: { rps: 3000, share: 0.05 } },
  { key: 'list-member', member: true, targets: { within: { of: 'list', fraction: 0.2 } } },
  { key: 'text-member', member: true, targets: { within: { of: 'text', fraction: 0.2 } } },
  { key: 'filters-member', member: true, targets: { within: { of: 'filters', fraction: 0.2 } } },
  { key: 'list-cached', cached: true, targets: {} },
  { key: 'text-entries-off', settings: { SEARCH_ENTRIES_CACHE_SIZE: '0' }, targets: {} },
  { key: 'text-generic-off', settings: { DATABASE_GENERIC_POOL_MAX: '0' }, targets: {} },
];

/**
 * The rows BENCH_ROWS asks for: a comma-separated list of keys, where `member` stands for every
 * signed-in row and a plain key (`list`) also picks its variants (`list-member`, `list-cached`,
 * `text-entries-off`) only when written with a trailing `*` (`list*`). Empty: every row.
 */
export function selectRows(filter: string | undefined): RowSpec[] {
  const wanted = (filter ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...ROWS];
  const keys = new Set<RowKey>(ROWS.map((r) => r.key));
  const picked = ROWS.filter((row) =>
    wanted.some(
      (w) =>
        w === row.key ||
        (w === 'member' && row.member) ||
        (w === 'cached' && row.cached) ||
        (w.endsWith('*') && row.key.startsWith(w.slice(0, -1))),
    ),
  );
  const unknown = wanted.filter(
    (w) => !keys.has(w as RowKey) && w !== 'member' && w !== 'cached' && !w.endsWith('*'),
  );
  if (unknown.length > 0 || picked.length === 0) {
    throw new Error(
      `BENCH_ROWS: unknown rows ${JSON.stringify(unknown)}; rows are ${[...keys].join(', ')}, or member, cached, list* …`,
    );
  }
  return picked;
}

const thousands = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const pct = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 2 : 1)} %`;

/** The targets in words, for the table's target column. */
export function describeTargets(t: Targets): string {
  const parts: string[] = [];
  if (t.rps !== undefined) parts.push(`≥${thousands(t.rps)} req/s`);
  if (t.p95 !== undefined) parts.push(`p95 ≤${t.p95} ms`);
  if (t.share !== undefined) parts.push(`share ≥${pct(t.share)}`);
  if (t.within) parts.push(`within ${t.within.fraction * 100} % of ${t.within.of}`);
  return parts.length ? parts.join(', ') : 'for reference';
}

/**
 * Whether a row meets its targets: `met`, or `missed` with what fell short; a member row also
 * shows its req/s and p95 as a ratio of the visitor row's.
 */
export function verdict(
  t: Targets,
  r: LoadResult,
  share: number | undefined,
  visitor: LoadResult | undefined,
): string {
  const misses: string[] = [];
  const notes: string[] = [];
  if (r.errors > 0) misses.push(`${r.errors} errors`);
  if (t.rps !== undefined && r.rps < t.rps) misses.push('req/s');
  if (t.p95 !== undefined && !(r.p95 <= t.p95)) misses.push('p95');
  if (t.share !== undefined && (share === undefined || share < t.share)) misses.push('share');
  if (t.within) {
    if (!visitor) return 'n/a (visitor row not run)';
    const rps = r.rps / visitor.rps;
    const p95 = r.p95 / visitor.p95;
    notes.push(`${rps.toFixed(2)}× req/s, ${p95.toFixed(2)}× p95`);
    if (rps < 1 - t.within.fraction) misses.push('req/s');
    if (p95 > 1 + t.within.fraction) misses.push('p95');
  }
  const hasTargets = t.rps !== undefined || t.p95 !== undefined || t.share !== undefined || t.within;
  const outcome = misses.length ? `missed ${misses.join(', ')}` : hasTargets ? 'met' : '';
  return [...notes, outcome].filter(Boolean).join(': ');
}
