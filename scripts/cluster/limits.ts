import { Redis } from 'ioredis';
import type { ClusterDb } from './cluster.repository.ts';
import { call, instanceUrl, ports, signIn } from './http.ts';
import { check, section } from './report.ts';

const PASSWORD = 'member1234';
const WRONG = 'not-the-password';
const MAX_FAILURES_PER_ACCOUNT = 10; // modules/accounts/limits.ts
const instance = (i: number) => instanceUrl((i % ports.length) + 1);
const statuses = (list: number[]) =>
  Object.entries(
    list.reduce<Record<number, number>>((m, s) => {
      m[s] = (m[s] ?? 0) + 1;
      return m;
    }, {}),
  )
    .map(([s, n]) => `${n}×${s}`)
    .join(' ');

/** Where a counted limit is kept: Redis (with REDIS_URL, under REDIS_KEY_PREFIX) or PostgreSQL. */
async function counterStore(db: ClusterDb, key: string): Promise<string> {
  const redis = new Redis(process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/2', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
    const found = await redis.keys(`*limit*${key}`);
    if (found.length > 0) return `Redis (${found[0]})`;
  } catch {
    // No Redis: the database is the only place left to look.
  } finally {
    redis.disconnect();
  }
  return (await db.hasLimitRow(key))
    ? 'PostgreSQL (rate_limits)'
    : 'neither Redis nor rate_limits (unexpected)';
}

/**
 * The per-account sign-in limit (10 failures in 15 minutes) counted across instances: failures
 * sent to each instance in turn lock the account everywhere, a burst spread over the instances
 * gets exactly 10 evaluations, and the per-IP limit is not what locked them. Then nginx and
 * TRUST_PROXY=1: a forged X-Forwarded-For does not give the caller a fresh per-IP counter.
 * Runs last: it leaves this machine's address with 20 failures.
 */
export async function signInLimits(db: ClusterDb): Promise<void> {
  section('Sign-in limits across instances');
  const [one, two, three] = await db.createMembers('lock', 3);

  const sequential: number[] = [];
  for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
    sequential.push((await signIn(one!, WRONG, instance(i))).status);
  const after = await Promise.all(ports.map((_, i) => signIn(one!, PASSWORD, instance(i))));
  const lockMessage = String(after[0]?.body.message ?? '');
  check(
    `${MAX_FAILURES_PER_ACCOUNT} failed sign-ins spread over ${ports.length} instances lock the account`,
    sequential.every((s) => s === 422) &&
      after.every((r) => r.status === 429 && r.headers.has('retry-after')),
    `failures ${statuses(sequential)}; then the right password on each instance: ${statuses(after.map((r) => r.status))} "${lockMessage}"`,
  );

  console.log(`The account's counter lives in ${await counterStore(db, `sign-in:account:${one}`)}.`);

  const burst = await Promise.all(
    Array.from({ length: 15 }, (_, i) => signIn(two!, WRONG, instance(i)).then((r) => r.status)),
  );
  const evaluated = burst.filter((s) => s === 422).length;
  check(
    '15 wrong sign-ins at once over the instances are evaluated at most 10 times',
    evaluated === MAX_FAILURES_PER_ACCOUNT && burst.every((s) => s === 422 || s === 429),
    statuses(burst),
  );

  const other = await signIn(three!, PASSWORD);
  check(
    'another account still signs in from the same address',
    other.status === 200,
    `answered ${other.status}`,
  );

  // /login (no captcha) allows 10 failures per address; this address has 20 by now. Behind nginx
  // with TRUST_PROXY=1 the instance takes the address nginx appended, not the caller's entry.
  const forged = await call('POST', '/api/login', {
    body: { email: three, password: PASSWORD },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  check(
    'a forged X-Forwarded-For does not escape the per-address limit',
    forged.status === 429,
    `/login with the right password and X-Forwarded-For: 203.0.113.9 answered ${forged.status}`,
  );
}
