import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied at start by src/server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
