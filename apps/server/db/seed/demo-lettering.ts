import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { arrayLiteral, forEachLimit } from './bulk.ts';
import { demoLayoutFor } from './demo-layout.ts';
import type { LogoArt } from './images.ts';

/**
 * Each demo logo's lettering (issue 25, ADR 0098): its mark stored under the layout's content-hashed
 * key, and its layout as version 1 of `logo_lettering`, written by the logo's designer, in the
 * seed's transaction. One statement for every logo.
 */
export async function seedDemoLettering(
  db: Db,
  storage: Storage,
  logos: readonly { id: number; index: number; art: LogoArt; designerId: number }[],
): Promise<void> {
  if (logos.length === 0) return;
  const made = logos.map((logo) => ({ logo, ...demoLayoutFor(logo) }));
  await forEachLimit(made, 16, async ({ layout, markSvg }) => {
    const key = layout.mark?.key;
    if (key && !(await storage.exists(key))) await storage.put(key, Buffer.from(markSvg));
  });
  await db.execute(
    sql`insert into logo_lettering (logo_id, version, layout, mark_key, created_by)
        select u.logo_id, 1, u.layout::jsonb, u.mark_key, u.created_by
        from unnest(${arrayLiteral(made.map((m) => m.logo.id))}::int[],
                    ${arrayLiteral(made.map((m) => JSON.stringify(m.layout)))}::text[],
                    ${arrayLiteral(made.map((m) => m.layout.mark?.key ?? null))}::text[],
                    ${arrayLiteral(made.map((m) => m.logo.designerId))}::int[])
          as u(logo_id, layout, mark_key, created_by)`,
  );
}
