// The multi-instance test, run by `scripts/cluster.sh test` against the cluster it started
// (docs/operations.md, "Several instances"). Prints its figures; exits 1 when a check fails.
//   CLUSTER_SECONDS (default 5)   length of each throughput run
import { ClusterDb } from './cluster.repository.ts';
import { killMidLoad, rollingRestart } from './failover.ts';
import { sharedFiles } from './files.ts';
import { call, nginxUrl, ports, tokenOf } from './http.ts';
import { keepRaces } from './keeps.ts';
import { signInLimits } from './limits.ts';
import { check, section, step, summary } from './report.ts';
import { readCalls, throughput } from './throughput.ts';

const seconds = Number(process.env.CLUSTER_SECONDS ?? 5);
const PASSWORD = 'member1234';

async function main(): Promise<boolean> {
  const db = new ClusterDb();
  await db.connect();
  try {
    const logos = await call<{ meta: { total: number } }>('GET', '/api/all-logo?per_page=100');
    const total = logos.body.meta.total;
    console.log(`Cluster: ${nginxUrl} → instances on ports ${ports.join(', ')}; ${total} public logos`);
    const logoIds = await db.logoIds(500);
    const calls = readCalls(logoIds, Math.min(50, Math.ceil(total / 100)));

    await step('throughput', () => throughput(db, calls, 10, seconds));

    // Members sign in through nginx: each captcha challenge is made by one instance and usually
    // checked by another (SECRET_KEY and the used-challenge record are shared).
    section('Signing members in through nginx');
    const emails = await db.createMembers('keep', 24);
    const started = performance.now();
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await tokenOf(email, PASSWORD));
    const [soloEmail] = await db.createMembers('solo', 1);
    const soloToken = await tokenOf(soloEmail!, PASSWORD);
    check(
      'members sign in through nginx (captcha made and checked on different instances)',
      tokens.length === emails.length,
      `${tokens.length + 1} sign-ins in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await step('keep races', () => keepRaces(db, tokens, soloToken, soloEmail!));
    await step('shared files', async () => sharedFiles(soloToken, await db.demoLogoWithImage()));
    const readPaths = calls.flatMap((c) => c.paths);
    const favIds = await db.freeLogos(200);
    const writers = tokens.slice(0, 2);
    await step('kill mid-load', () => killMidLoad(db, readPaths, writers, favIds));
    await step('rolling restart', () => rollingRestart(db, readPaths, writers, favIds));
    await step('sign-in limits', () => signInLimits(db));
  } finally {
    await db.close();
  }
  return summary();
}

process.exitCode = (await main().catch((error: unknown) => {
  console.error(error);
  return false;
}))
  ? 0
  : 1;
