import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';

/** What the back office's price settings and dashboard need. */
export interface StatsDeps {
  db: Db;
  /** A price change shows on the visitors' cards at once. */
  catalogCache: MicroCache;
  /** The clock the dashboard's default period is counted from (tests fix it). */
  now: () => Date;
}
