import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema into migrations/ and never edited after they land.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
