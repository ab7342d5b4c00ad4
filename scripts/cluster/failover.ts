import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ClusterDb } from './cluster.repository.ts';
import { alive, pidOf, ports, root, sleep, startInstance } from './http.ts';
import { mixedLoad, WRITERS } from './mixed-load.ts';
import { check, section } from './report.ts';

const VICTIM = 2;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * SIGKILL one instance in the middle of a mixed load through nginx, then start it again. Readers
 * must see no failure: nginx moves a GET that the dead instance refused or cut to the next one.
 * Writers may see a failure only for a POST in flight on the killed instance (at most one per
 * writer), and their one retry must succeed.
 */
export async function killMidLoad(db: ClusterDb, readPaths: string[], tokens: string[], favIds: number[]) {
  section(`Kill one instance mid-load: SIGKILL instance ${VICTIM}, then start it again`);
  let downMs = 0;
  const r = await mixedLoad(readPaths, tokens, favIds, async (phase) => {
    phase('before the kill');
    await sleep(3000);
    const pid = pidOf(VICTIM);
    process.kill(pid, 'SIGKILL');
    const killedAt = performance.now();
    phase(`instance ${VICTIM} killed, until ready again`);
    while (alive(pid)) await sleep(10);
    await sleep(2000);
    await startInstance(VICTIM);
    downMs = performance.now() - killedAt;
    // nginx tries a server it marked failed again after fail_timeout (5 s).
    phase('after the restart');
    await sleep(7000);
  });
  const after = r.phases.get('after the restart')!.byInstance[VICTIM - 1]!;
  console.log(`Instance ${VICTIM} was away ${seconds(downMs)} (2 s down, then its start-up).`);
  check(
    'no read fails during the kill',
    r.readErrors === 0 && r.failedTwice === 0,
    `${r.readErrors} GETs answered with an error (nginx moves them to another instance), ${r.resets} connection resets sent again`,
  );
  check(
    'only writes in flight on the killed instance fail, and their retry succeeds',
    r.writeFirstFailures <= WRITERS && r.failedTwice === 0,
    `${r.writeFirstFailures} POSTs failed once (at most the ${WRITERS} in flight), ${r.failedTwice} requests failed after the client's retry`,
  );
  check(`instance ${VICTIM} serves again after its restart`, after > 0, `${after} answers`);
  const drift = await db.favoriteCountDrift();
  check('favourite counts after the kill', drift === 0, `${drift} logos whose count differs from their rows`);
}

/** `scripts/cluster.sh restart` (one instance at a time, SIGTERM and start) under the same load. */
export async function rollingRestart(db: ClusterDb, readPaths: string[], tokens: string[], favIds: number[]) {
  section(`Rolling restart of the ${ports.length} instances under load (scripts/cluster.sh restart)`);
  const started = performance.now();
  const r = await mixedLoad(readPaths, tokens, favIds, async (phase) => {
    phase('before');
    await sleep(2000);
    phase('rolling restart');
    await new Promise<void>((resolve, reject) => {
      const child = spawn('bash', [path.join(root, 'scripts/cluster.sh'), 'restart'], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart exited ${code}`))));
    });
    phase('after');
    await sleep(6000);
  });
  console.log(`The rolling restart took ${seconds(performance.now() - started - 8000)}.`);
  const errors = r.readErrors + r.writeFirstFailures;
  check(
    'no request fails during a rolling restart',
    errors === 0 && r.failedTwice === 0,
    `${errors} answered with an error; ${r.resets} connection resets before any answer were sent ` +
      `again by the client, ${r.failedTwice} failed after that`,
  );
  const drift = await db.favoriteCountDrift();
  check(
    'favourite counts after the restart',
    drift === 0,
    `${drift} logos whose count differs from their rows`,
  );
}
