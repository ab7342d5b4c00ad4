import type pg from 'pg';
import { issueToken } from '../apps/server/src/platform/auth/auth.ts';
import { openDatabase } from '../apps/server/src/platform/db/db.ts';

/**
 * Signed-in members for a benchmark on a running shop: accounts made in the database (kept, so a
 * reused database does not grow), sessions issued by the app's own `issueToken` (a scrypt sign-in
 * each would only measure the password hash), favourites and keeps made and undone through the
 * API, so counters, the keep history and any read model stay as the shop keeps them.
 */
export interface Member {
  id: number;
  token: string;
}

/** Runs `work` over the items with `width` in flight at once. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** `count` members named `<prefix>-<n>@logoya.test` (made when missing), each with a new session. */
export async function signedInMembers(
  db: pg.Client,
  databaseUrl: string,
  dataDir: string,
  prefix: string,
  count: number,
): Promise<Member[]> {
  await db.query(
    `insert into users (name, email, role, email_verified_at)
     select 'Bench member ' || n, $1 || '-' || n || '@logoya.test', 'user', now()
     from generate_series(1, $2::int) n
     on conflict do nothing`,
    [prefix, count],
  );
  const ids = await db.query<{ id: number }>(
    `select id from users where email = any(select $1 || '-' || n || '@logoya.test' from generate_series(1, $2::int) n)
     and deleted_at is null order by id`,
    [prefix, count],
  );
  if (ids.rows.length !== count) throw new Error(`expected ${count} bench members, found ${ids.rows.length}`);
  const database = await openDatabase({ url: databaseUrl, dataDir, poolMax: 2 });
  try {
    const members: Member[] = [];
    for (const { id } of ids.rows)
      members.push({ id, token: (await issueToken(database.db, id, false)).token });
    return members;
  } finally {
    await database.close();
  }
}

async function call(base: string, member: Member, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * Makes member k's favourites exactly `favorites(k)` and their active keeps `keeps(k)` (each kept
 * logo also among the favourites), through POST /api/favorite/{id} and /api/keep-logo/{id}: what a
 * member has already (a kept database, an earlier run) stays, the rest is undone or added. Returns
 * the number of calls it took.
 */
export async function syncFavorites(
  db: pg.Client,
  base: string,
  members: readonly Member[],
  favorites: (k: number) => readonly number[],
  keeps: (k: number) => readonly number[],
): Promise<number> {
  const found = await db.query<{ user_id: number; logo_id: number; kept: boolean }>(
    `select user_id, logo_id, (kept and keep_date > now() - interval '10 days') as kept
     from favorites where user_id = any($1)`,
    [members.map((m) => m.id)],
  );
  let calls = 0;
  // One member's calls in turn (removals first, which frees keep slots), ten members at a time.
  await inParallel([...members.keys()], 10, async (k) => {
    const member = members[k]!;
    const mine = found.rows.filter((r) => r.user_id === member.id);
    const wanted = new Set(favorites(k));
    const kept = new Set(mine.filter((r) => r.kept).map((r) => r.logo_id));
    const have = new Set(mine.map((r) => r.logo_id));
    const send = async (path: string, body: object) => {
      calls++;
      await call(base, member, 'POST', path, body);
    };
    for (const r of mine) if (!wanted.has(r.logo_id)) await send(`/api/favorite/${r.logo_id}`, { type: 0 });
    for (const id of wanted) if (!have.has(id)) await send(`/api/favorite/${id}`, { type: 1 });
    for (const id of keeps(k)) {
      if (!kept.has(id)) await send(`/api/keep-logo/${id}`, { is_keep: true });
    }
  });
  return calls;
}

/** Ends the members' sessions through POST /api/logout. */
export async function signOut(base: string, members: readonly Member[]): Promise<void> {
  await inParallel(members, 10, async (member) => {
    await call(base, member, 'POST', '/api/logout');
  });
}
