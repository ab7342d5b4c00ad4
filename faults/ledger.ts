import { sql } from 'drizzle-orm';
import { type Db, rows } from '../apps/server/src/platform/db/db.ts';
import { type LoadAnswer, type LoadRequest, type LoadResult, runLoad } from '../bench/load.ts';
import { auth, type Member } from './shop.ts';

/**
 * The writes of a fault run and what the database must hold afterwards. Each load connection is
 * one member and sends that member's favourite changes one after another: POST /api/favorite/{id}
 * with type 1 (add) or 0 (remove). Both are "make it so" (idempotent), so the last acknowledged
 * change of a (member, logo) pair decides what its row must be, unless a later change of the pair
 * got no 2xx: that one may or may not have happened (cut by the fault), so the pair is "in doubt"
 * until its next acknowledged change or until it is read back.
 */
interface Pair {
  /** What the last acknowledged change made it (undefined: never acknowledged, as at the start). */
  present: boolean;
  inDoubt: boolean;
}

interface FavoriteWrite {
  kind: 'favorite';
  member: number;
  logo: number;
  add: boolean;
}

export interface Verdict {
  /** Pairs whose row contradicts an acknowledged change (a lost write). */
  lost: number;
  /** Pairs changed without a 2xx answer, so either state is right. */
  inDoubt: number;
  /** The first few lost pairs, for the report. */
  examples: string[];
}

export class FavoriteLedger {
  private readonly pairs = new Map<string, Pair>();
  /** Acknowledged writes (2xx answers to favourite changes). */
  acknowledged = 0;
  writes = 0;

  constructor(
    readonly base: string,
    readonly members: Member[],
    readonly logos: number[],
  ) {}

  private pair(member: number, logo: number): Pair {
    const key = `${member}:${logo}`;
    let p = this.pairs.get(key);
    if (!p) {
      p = { present: false, inDoubt: false };
      this.pairs.set(key, p);
    }
    return p;
  }

  /** The next change for connection `worker` (its member): a random logo, flipped from its state. */
  next(worker: number): LoadRequest {
    const member = this.members[worker % this.members.length]!;
    const logo = this.logos[Math.floor(Math.random() * this.logos.length)]!;
    const add = !this.pair(member.id, logo).present;
    const tag: FavoriteWrite = { kind: 'favorite', member: member.id, logo, add };
    return {
      url: `${this.base}/api/favorite/${logo}`,
      method: 'POST',
      headers: auth(member.token),
      body: { type: add ? 1 : 0 },
      tag,
    };
  }

  /** Records an answer of the load (others than favourite changes are ignored). */
  record(answer: LoadAnswer): void {
    const tag = answer.request.tag as FavoriteWrite | undefined;
    if (tag?.kind !== 'favorite') return;
    this.writes++;
    const p = this.pair(tag.member, tag.logo);
    if (answer.status !== null && answer.status >= 200 && answer.status <= 299) {
      this.acknowledged++;
      p.present = tag.add;
      p.inDoubt = false;
    } else {
      p.inDoubt = true;
    }
  }

  /**
   * Compares with the rows read back (member id → logo ids), then takes them as the known state:
   * pairs in doubt are settled by what the database kept.
   */
  verify(actual: Map<number, Set<number>>): Verdict {
    const verdict: Verdict = { lost: 0, inDoubt: 0, examples: [] };
    for (const member of this.members) {
      const held = actual.get(member.id) ?? new Set<number>();
      const logos = new Set([...held, ...this.logos]);
      for (const logo of logos) {
        const p = this.pair(member.id, logo);
        const has = held.has(logo);
        if (p.inDoubt) verdict.inDoubt++;
        else if (p.present !== has) {
          verdict.lost++;
          if (verdict.examples.length < 5)
            verdict.examples.push(
              `member ${member.id} logo ${logo}: acknowledged ${p.present ? 'add' : 'remove'}, row ${has ? 'present' : 'absent'}`,
            );
        }
        p.present = has;
        p.inDoubt = false;
      }
    }
    return verdict;
  }
}

/** The fault members' favourites, read in SQL. */
export async function favoritesInDb(db: Db, members: Member[]): Promise<Map<number, Set<number>>> {
  const found = await rows<{ user_id: number; logo_id: number }>(
    db,
    sql`select f.user_id, f.logo_id from favorites f join users u on u.id = f.user_id
        where u.email like 'faults-%@logoya.test'`,
  );
  const map = new Map<number, Set<number>>(members.map((m) => [m.id, new Set()]));
  for (const r of found) map.get(Number(r.user_id))?.add(Number(r.logo_id));
  return map;
}

/** Logos whose favorites_count differs from their favourite rows (must be 0). */
export async function counterDrift(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from logos l
        where l.favorites_count <> (select count(*) from favorites f where f.logo_id = l.id)`,
  );
  return Number(row?.n ?? 0);
}

/** The fault members' favourites as the API lists them (GET /api/my-favorite, every page). */
export async function favoritesViaApi(base: string, members: Member[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  for (const member of members) {
    const held = new Set<number>();
    for (let page = 1; ; page++) {
      const res = await fetch(`${base}/api/my-favorite?limit=100&page=${page}`, {
        headers: auth(member.token),
      });
      if (res.status !== 200) throw new Error(`my-favorite of ${member.email} answered ${res.status}`);
      const list = ((await res.json()) as { data: { logo_id: number }[] }).data;
      for (const f of list) held.add(f.logo_id);
      if (list.length < 100) break;
    }
    map.set(member.id, held);
  }
  return map;
}

/**
 * The same check through the API, for a running shop on PGlite (whose database this process
 * cannot open meanwhile): each normal logo's public favorites_count must be what it was before
 * the run (the demo member's favourites) plus the fault members holding it now.
 */
export function counterDriftViaApi(
  before: { id: number; favorites: number }[],
  now: { id: number; favorites: number }[],
  held: Map<number, Set<number>>,
): number {
  const current = new Map(now.map((l) => [l.id, l.favorites]));
  let drift = 0;
  for (const logo of before) {
    let expected = logo.favorites;
    for (const set of held.values()) if (set.has(logo.id)) expected++;
    if (current.get(logo.id) !== expected) drift++;
  }
  return drift;
}

/** The ledger checked against the database, and the counters against their rows. */
export async function verifyInDb(db: Db, ledger: FavoriteLedger): Promise<Verdict & { drift: number }> {
  return { ...ledger.verify(await favoritesInDb(db, ledger.members)), drift: await counterDrift(db) };
}

/** A running write load: its answers so far, and how to end it. */
export interface FavoriteLoad {
  answers: LoadAnswer[];
  stop(): Promise<LoadResult>;
}

/**
 * The fault scripts' load: each connection is one member sending favourite changes through the
 * ledger, paced to `rate` requests a second in all (if given); one request in `cycle` is a read instead
 * (`read`, given the member's token). Every answer is recorded in the ledger and kept.
 */
export function favoriteLoad(options: {
  ledger: FavoriteLedger;
  connections: number;
  /** Requests a second in all; undefined: each connection sends as fast as it is answered. */
  rate?: number;
  cycle: number;
  pauseAfterFailureMs?: number;
  read: (token: string, sent: number) => LoadRequest;
}): FavoriteLoad {
  const { ledger, cycle } = options;
  const answers: LoadAnswer[] = [];
  const stopLoad = new AbortController();
  const load = runLoad(
    ledger.base,
    options.connections,
    Number.POSITIVE_INFINITY,
    (worker, sent) => {
      if (sent % cycle !== cycle - 1) return ledger.next(worker);
      return options.read(ledger.members[worker % ledger.members.length]!.token, sent);
    },
    {
      ratePerSecond: options.rate,
      pauseAfterFailureMs: options.pauseAfterFailureMs ?? 100,
      signal: stopLoad.signal,
      onAnswer: (answer) => {
        answers.push(answer);
        ledger.record(answer);
      },
    },
  );
  return {
    answers,
    stop() {
      stopLoad.abort();
      return load;
    },
  };
}
