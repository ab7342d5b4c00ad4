import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { publicLogo } from '../../platform/db/sql.ts';

const publicState = publicLogo(sql`state`);

export interface SeoLogoRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  state: number;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

/**
 * A public logo with its shared-link image, in one statement. A still image (PNG, JPEG) is
 * preferred to the GIF, as some link previews do not show GIFs.
 */
export async function findPublicLogo(db: Db, id: number): Promise<SeoLogoRow | undefined> {
  const [row] = await rows<SeoLogoRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.state,
          i.storage_key as image_key, i.width as image_width, i.height as image_height
        from logos l
        left join lateral (
          select storage_key, width, height from logo_images
          where logo_id = l.id and kind = 'main'
          order by case format when 'png' then 0 when 'jpeg' then 1 else 2 end, sort, id limit 1
        ) i on true
        where l.id = ${id} and ${publicState}`,
  );
  return row;
}

/** Groups of public logos by id range (`size` ids each), with their latest change. */
export async function logoChunks(db: Db, size: number): Promise<{ chunk: number; lastmod: Date }[]> {
  const found = await rows<{ chunk: number | string; lastmod: string | Date }>(
    db,
    sql`select (id - 1) / ${size} + 1 as chunk, max(updated_at) as lastmod
        from logos where ${publicState} group by 1 order by 1`,
  );
  return found.map((r) => ({ chunk: Number(r.chunk), lastmod: new Date(r.lastmod) }));
}

/** Public logos with ids in (afterId, toId], by id: one page of a sitemap file. */
export function logosAfter(
  db: Db,
  afterId: number,
  toId: number,
  limit: number,
): Promise<{ id: number; updated_at: string | Date }[]> {
  return rows(
    db,
    sql`select id, updated_at from logos
        where id > ${afterId} and id <= ${toId} and ${publicState}
        order by id limit ${limit}`,
  );
}
