// Makes the migrated database image a first start loads instead of running initdb and the
// migrations (ADR 0094), unless the image for the current migrations is there already. Run by
// scripts/build-server.mjs after it compiles the server, as the compiled first-start-image.js.
import fs from 'node:fs';
import { migrationsFolder, openDatabase } from '../db/db.ts';
import { migratedImageFile, writeMigratedImage } from '../db/pglite-image.ts';

const started = Date.now();
const file = migratedImageFile(migrationsFolder);
if (fs.existsSync(file)) {
  process.exit(0);
}
const database = await openDatabase({ url: 'memory://', dataDir: '' });
try {
  await database.migrate();
  await writeMigratedImage(migrationsFolder, await database.dump!());
} finally {
  await database.close();
}
console.log(`build-server: made the migrated database image (${Date.now() - started} ms)`);
