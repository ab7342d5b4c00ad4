import fs from 'node:fs';
import { migrationsFolder, openDatabase } from './db.ts';
import { migratedImageFile, writeMigratedImage } from './pglite-image.ts';

/**
 * Makes the migrated database image for the current migrations (ADR 0094) unless it is there
 * already: a new in-memory database, every migration, its dump kept. True when it made one.
 */
export async function ensureMigratedImage(): Promise<boolean> {
  if (fs.existsSync(migratedImageFile(migrationsFolder))) return false;
  const database = await openDatabase({ url: 'memory://', dataDir: '' });
  try {
    await database.migrate();
    await writeMigratedImage(migrationsFolder, await database.dump!());
  } finally {
    await database.close();
  }
  return true;
}
