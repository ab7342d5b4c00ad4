import pg from 'pg';
import { databaseUrl } from './http.ts';

/** The test's own reads and set-up writes on the cluster's database (never a request's work). */
export class ClusterDb {
  private readonly client = new pg.Client({ connectionString: databaseUrl });

  connect() {
    return this.client.connect();
  }

  close() {
    return this.client.end();
  }

  /**
   * Members `cluster-<tag><run>-1…n@logoya.test` with the demo member's password (member1234, the same
   * hash), verified, so they sign in through the real call without the sign-up mail round trip.
   */
  async createMembers(tag: string, n: number): Promise<string[]> {
    const run = `${tag}${Date.now().toString(36)}`;
    const { rows } = await this.client.query<{ email: string }>(
      `insert into users (name, email, role, password_hash, email_verified_at)
       select 'Cluster ' || $1 || ' ' || k, 'cluster-' || $1 || '-' || k || '@logoya.test', 'user', u.password_hash, now()
       from users u, generate_series(1, $2::int) k
       where lower(u.email) = 'member@logoya.test'
       returning email`,
      [run, n],
    );
    if (rows.length !== n) throw new Error(`created ${rows.length} of ${n} members (is the demo seeded?)`);
    return rows.map((r) => r.email);
  }

  /** Logos anyone may keep: normal, and nobody keeps them. */
  async freeLogos(n: number): Promise<number[]> {
    const { rows } = await this.client.query<{ id: number }>(
      `select l.id from logos l
       where l.state = 0 and not exists (select 1 from favorites f where f.logo_id = l.id and f.kept)
       order by random() limit $1`,
      [n],
    );
    return rows.map((r) => r.id);
  }

  /** A public demo logo with images (the demo is seeded by instance 1, through its storage). */
  async demoLogoWithImage(): Promise<number> {
    const { rows } = await this.client.query<{ id: number }>(
      `select l.id from logos l where l.state in (0, 1, 2)
       and exists (select 1 from logo_images i where i.logo_id = l.id) order by l.id limit 1`,
    );
    return rows[0]!.id;
  }

  async logoIds(n: number): Promise<number[]> {
    const { rows } = await this.client.query<{ id: number }>(
      'select id from logos where state in (0, 1, 2) order by random() limit $1',
      [n],
    );
    return rows.map((r) => r.id);
  }

  /** Members holding a keep on the logo (the partial unique index allows one). */
  async keepersOf(logoId: number): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      'select count(*)::int as n from favorites where logo_id = $1 and kept',
      [logoId],
    );
    return rows[0]!.n;
  }

  /** The member's keeps (nothing in the schema caps them: only the keep transaction's lock). */
  async keepsOf(email: string): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      `select count(*)::int as n from favorites f join users u on u.id = f.user_id
       where lower(u.email) = lower($1) and f.kept`,
      [email],
    );
    return rows[0]!.n;
  }

  /** Whether a counted limit's key has a row in the database's rate_limits table. */
  async hasLimitRow(key: string): Promise<boolean> {
    const { rows } = await this.client.query('select 1 from rate_limits where key = $1', [key]);
    return rows.length > 0;
  }

  /**
   * Transactions committed or rolled back in this database so far (every statement outside an
   * explicit transaction is one). PostgreSQL publishes a backend's counts when it goes idle, at most
   * a second late.
   */
  async transactions(): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(
      `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
    );
    return Number(rows[0]!.n);
  }

  /** The largest tables with their heap and index sizes (bytes) and row estimates. */
  async tableSizes(limit: number) {
    const { rows } = await this.client.query<{
      name: string;
      total: string;
      heap: string;
      indexes: string;
      rows: string;
    }>(
      `select c.relname as name, pg_total_relation_size(c.oid) as total, pg_relation_size(c.oid) as heap,
              pg_indexes_size(c.oid) as indexes, greatest(c.reltuples, 0)::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
       order by pg_total_relation_size(c.oid) desc limit $1`,
      [limit],
    );
    return rows.map((r) => ({
      ...r,
      total: Number(r.total),
      heap: Number(r.heap),
      indexes: Number(r.indexes),
      rows: Number(r.rows),
    }));
  }

  async databaseSize(): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(
      'select pg_database_size(current_database()) as n',
    );
    return Number(rows[0]!.n);
  }

  /** The write-ahead log position: the difference of two is the WAL a replica must replay. */
  async walPosition(): Promise<string> {
    const { rows } = await this.client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]!.lsn;
  }

  async walBytesSince(lsn: string): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn) as n',
      [lsn],
    );
    return Number(rows[0]!.n);
  }

  /** Empties the search postings (the cluster's own database only): a rebuild from nothing. */
  async dropPostings(): Promise<void> {
    await this.client.query('truncate search_postings');
  }

  async postingCount(): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>('select count(*)::int as n from search_postings');
    return rows[0]!.n;
  }

  /** Logos whose favorites_count differs from their favourite rows (a lost or doubled write). */
  async favoriteCountDrift(): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      `select count(*)::int as n from logos l
       where l.favorites_count <> (select count(*) from favorites f where f.logo_id = l.id)`,
    );
    return rows[0]!.n;
  }
}
