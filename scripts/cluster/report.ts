/** The test's verdicts and figures, printed as they come and summed up at the end. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const checks: Check[] = [];

export function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

export function section(title: string): void {
  console.log(`\n== ${title}`);
}

/** A failed step (an exception) is a failed check, and the remaining steps still run. */
export async function step(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    check(name, false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}

export function summary(): boolean {
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${checks.length - failed.length} checks passed, ${failed.length} failed`);
  for (const c of failed) console.log(`  FAILED ${c.name}: ${c.detail.split('\n')[0]}`);
  return failed.length === 0;
}

/** Rows printed as one aligned table (left column text, the others right-aligned). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

/** Counts per instance as "1: 34% 2: 33% 3: 33%". */
export function spreadText(counts: number[]): string {
  const total = counts.reduce((a, b) => a + b, 0) || 1;
  return counts.map((c, i) => `${i + 1}: ${((100 * c) / total).toFixed(0)}%`).join(' ');
}
