/**
 * What a fault script prints: aligned tables of figures, and the promises it checks. A broken
 * promise is printed as FAIL and makes the script exit with 1.
 */
export function printTable(header: string[], body: (string | number)[][]): void {
  const cells = body.map((r) => r.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

export class Promises {
  private readonly results: { ok: boolean; text: string }[] = [];

  check(ok: boolean, text: string): boolean {
    this.results.push({ ok, text });
    return ok;
  }

  get failed(): boolean {
    return this.results.some((r) => !r.ok);
  }

  /** Prints every promise with PASS or FAIL and sets the exit code. */
  print(): void {
    console.log('');
    for (const r of this.results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.text}`);
    if (this.failed) process.exitCode = 1;
  }
}

export const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Lines of the shop's log that tell of an unexpected error (a 500), for the report. */
export function unexpectedErrors(log: string): string[] {
  return log
    .split('\n')
    .filter((l) => l.includes('"unhandled error"'))
    .map((l) => {
      try {
        const entry = JSON.parse(l) as { err?: { message?: string; type?: string }; req?: { url?: string } };
        return `${entry.err?.type ?? 'Error'}: ${entry.err?.message ?? '?'}`;
      } catch {
        return l.slice(0, 200);
      }
    });
}
