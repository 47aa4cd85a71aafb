import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  casing: undefined,
  // Named by the time they were made (20261124135501_jobs.sql), so migrations written in parallel
  // never take the same number.
  migrations: { prefix: 'timestamp' },
});
