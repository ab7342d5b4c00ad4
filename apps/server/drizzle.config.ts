import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/db/schema/index.ts',
  out: './apps/server/db/migrations',
});
