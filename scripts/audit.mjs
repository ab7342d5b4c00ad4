// `npm run audit`: the dependency check of ADR 0028. Runs `npm audit` at high severity, over the
// runtime dependencies and then over everything, and says plainly when the advisory service could
// not be asked (some networks, this project's build machines among them, refuse its endpoint), so
// that "could not check" is never read as "clean".
import { spawnSync } from 'node:child_process';

const runs = [
  { label: 'runtime dependencies', args: ['audit', '--omit=dev', '--audit-level=high'] },
  { label: 'all dependencies', args: ['audit', '--audit-level=high'] },
];
let worst = 0;
for (const run of runs) {
  const result = spawnSync('npm', run.args, { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (
    /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|405 Method Not Allowed/.test(output)
  ) {
    process.stderr.write(
      `audit: ${run.label}: the npm advisory service could not be reached from this network, so nothing was checked.\n` +
        'Run `npm run audit` where registry.npmjs.org/-/npm/v1/security is reachable (see docs/decisions/0028-dependency-audit.md).\n',
    );
    worst = Math.max(worst, 2);
    continue;
  }
  process.stdout.write(`audit: ${run.label}\n${result.stdout}`);
  if (result.status !== 0) worst = Math.max(worst, 1);
}
process.exit(worst);
