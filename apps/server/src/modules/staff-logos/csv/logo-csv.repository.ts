import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../platform/db/db.ts';
import { type StaffFilter, staffLogoWhere } from '../staff-logos.repository.ts';
import type { KeywordNames } from './logo-csv-format.ts';
import type { ExportLogo, ReferenceMaps } from './logo-csv-rows.ts';

/** SQL of the catalogue CSV: the export's batches and the names an import resolves. */

/** The export's filters: those of GET /api/logo, read by the same SQL. */
export type ExportFilter = Omit<StaffFilter, 'id'>;

interface ExportRow
  extends Omit<ExportLogo, 'industries' | 'genres' | 'tastes' | 'alphabets' | 'keywords' | 'images'> {
  industries: unknown;
  genres: unknown;
  tastes: unknown;
  alphabets: unknown;
  keywords: unknown;
  images: unknown;
}

/** json columns: parsed by one driver, text from another. */
function json<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

const keyNames = (join: string, column: string, target: string) =>
  sql`(select json_agg(t.key_name order by t.sort, t.id) from ${sql.identifier(join)} j
        join ${sql.identifier(target)} t on t.id = j.${sql.identifier(column)} where j.logo_id = l.id)`;

/**
 * Logos after `afterId` in id order, with everything a CSV row holds, in one statement: the
 * export walks the catalogue by id (keyset), so a batch costs the same wherever it is and logos
 * added meanwhile neither repeat nor shift rows.
 */
export async function exportBatch(
  db: Db,
  f: ExportFilter,
  afterId: number,
  limit: number,
): Promise<ExportLogo[]> {
  const found = await rows<ExportRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.explain, l.explain_en, l.explain_vi, l.designer_ref, l.state,
          u.email as designer_email,
          ${keyNames('logo_industries', 'industry_id', 'industries')} as industries,
          ${keyNames('logo_colors', 'color_id', 'colors')} as genres,
          ${keyNames('logo_tastes', 'taste_id', 'tastes')} as tastes,
          (select json_agg(a.name order by a.sort, a.id) from logo_alphabets j
            join alphabets a on a.id = j.alphabet_id where j.logo_id = l.id) as alphabets,
          (select json_agg(json_build_object('ja', k.name_ja, 'en', k.name_en, 'vi', k.name_vi) order by k.id)
            from logo_keywords j join keywords k on k.id = j.keyword_id where j.logo_id = l.id) as keywords,
          (select json_agg(json_build_object('kind', i.kind, 'key', i.storage_key)
              order by case i.kind when 'main' then 0 when 'hover' then 1 else 2 end,
                       case i.format when 'gif' then 0 else 1 end, i.sort, i.id)
            from logo_images i where i.logo_id = l.id) as images
        from logos l left join users u on u.id = l.designer_id
        where ${staffLogoWhere(f)} and l.id > ${afterId}
        order by l.id
        limit ${limit}`,
  );
  return found.map((r) => ({
    ...r,
    id: Number(r.id),
    state: Number(r.state),
    industries: json<string>(r.industries),
    genres: json<string>(r.genres),
    tastes: json<string>(r.tastes),
    alphabets: json<string>(r.alphabets),
    keywords: json<KeywordNames>(r.keywords),
    images: json<ExportLogo['images'][number]>(r.images),
  }));
}

/** Every category's key_name and every alphabet letter, with their ids (small reference tables). */
export async function referenceMaps(db: Db): Promise<ReferenceMaps> {
  const found = await rows<{ grp: string; name: string; id: number }>(
    db,
    sql`select 'industries' as grp, key_name as name, id from industries
        union all select 'genres', key_name, id from colors
        union all select 'tastes', key_name, id from tastes
        union all select 'alphabets', upper(name), id from alphabets`,
  );
  const maps: ReferenceMaps = {
    industries: new Map(),
    genres: new Map(),
    tastes: new Map(),
    alphabets: new Map(),
  };
  for (const r of found) maps[r.grp as keyof ReferenceMaps].set(r.name, Number(r.id));
  return maps;
}

/** A live staff account that may be a logo's designer (a designer or an admin), by e-mail. */
export async function designerByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from users
        where lower(email) = lower(${email}) and role in ('designer', 'admin') and deleted_at is null
        limit 1`,
  );
  return row ? Number(row.id) : undefined;
}
