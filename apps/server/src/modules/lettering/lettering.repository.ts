import { sql } from 'drizzle-orm';
import { type Db, preparedRows, rows } from '../../platform/db/db.ts';
import { idArray, publicLogo } from '../../platform/db/sql.ts';

/**
 * SQL of the stored lettering layouts (ADR 0098): `logo_lettering` keeps every version of every
 * logo's layout; rows are only inserted and read. The current layout is the highest version.
 */

export interface LetteringRow {
  version: number;
  layout: unknown;
  mark_key: string | null;
  created_at: Date | string;
  created_by: number | null;
}

/** A logo as the staff calls need it: who designed it (for the ownership rule). */
export interface LetteringLogoRow {
  id: number;
  designer_id: number | null;
}

const columns = sql`ll.version, ll.layout, ll.mark_key, ll.created_at, ll.created_by`;

/** The logo (not deleted), for the staff reads; `lock` takes its row lock for a new version. */
export async function findStaffLogo(db: Db, id: number, lock = false): Promise<LetteringLogoRow | undefined> {
  const [row] = await rows<LetteringLogoRow>(
    db,
    sql`select l.id, l.designer_id from logos l where l.id = ${id} and l.state <> 9 ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** The current (highest) version of a logo's layout, or undefined. */
export async function currentLettering(db: Db, logoId: number): Promise<LetteringRow | undefined> {
  const [row] = await rows<LetteringRow>(
    db,
    sql`select ${columns} from logo_lettering ll where ll.logo_id = ${logoId} order by ll.version desc limit 1`,
  );
  return row;
}

/** Appends the next version (inside the caller's transaction, under the logo's row lock). */
export async function insertVersion(
  tx: Db,
  entry: { logoId: number; layout: unknown; markKey: string | null; userId: number | null },
): Promise<number> {
  const [row] = await rows<{ version: number }>(
    tx,
    sql`insert into logo_lettering (logo_id, version, layout, mark_key, created_by)
        select ${entry.logoId}, coalesce(max(version), 0) + 1, ${JSON.stringify(entry.layout)}::jsonb,
               ${entry.markKey}, ${entry.userId}
        from logo_lettering where logo_id = ${entry.logoId}
        returning version`,
  );
  return Number(row!.version);
}

/** What the public preview needs of a logo, in one statement; undefined when it is not public. */
export interface PreviewSourceRow {
  version: number | null;
  layout: unknown;
  main_image: string | null;
}

/**
 * A public logo's layout (the given version, or the current one) and its main image (the GIF
 * first, as the catalogue shows it). A logo that is not public has no row; a public one without
 * a layout (or without the asked version) has a row with a null version.
 */
export async function previewSource(
  db: Db,
  logoId: number,
  version: number | null,
): Promise<PreviewSourceRow | undefined> {
  const [row] = await preparedRows<PreviewSourceRow>(
    db,
    sql`select ll.version, ll.layout,
               (select i.storage_key from logo_images i where i.logo_id = l.id and i.kind = 'main'
                order by case i.format when 'gif' then 0 else 1 end, i.sort, i.id limit 1) as main_image
        from logos l
        left join lateral (
          select x.version, x.layout from logo_lettering x
          where x.logo_id = l.id and (${version}::int is null or x.version = ${version}::int)
          order by x.version desc limit 1
        ) ll on true
        where l.id = ${logoId} and ${publicLogo()}`,
  );
  return row;
}

/** The current (highest) version of each of these logos' layouts; logos without one are absent. */
export function currentVersions(
  db: Db,
  logoIds: readonly number[],
): Promise<{ logo_id: number; version: number }[]> {
  if (logoIds.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select ll.logo_id, max(ll.version)::int as version from logo_lettering ll
        where ll.logo_id = any(${idArray(logoIds)}) group by ll.logo_id`,
  );
}

/** One stored version's layout, whatever the logo's state now (an order's pinned version). */
export async function layoutAt(db: Db, logoId: number, version: number): Promise<unknown | undefined> {
  const [row] = await preparedRows<{ layout: unknown }>(
    db,
    sql`select ll.layout from logo_lettering ll where ll.logo_id = ${logoId} and ll.version = ${version}`,
  );
  return row?.layout;
}
