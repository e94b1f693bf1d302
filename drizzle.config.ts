import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/server/db/tables.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
