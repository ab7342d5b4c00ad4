// Makes the migrated database image a first start loads instead of running initdb and the
// migrations (ADR 0094), unless the image for the current migrations is there already. Run by
// scripts/build-server.mjs after it compiles the server, as the compiled first-start-image.js.
import { ensureMigratedImage } from '../db/make-migrated-image.ts';

const started = Date.now();
if (await ensureMigratedImage()) {
  console.log(`build-server: made the migrated database image (${Date.now() - started} ms)`);
}
