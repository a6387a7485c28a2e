import { defineConfig } from 'drizzle-kit';

// Migrations are generated as SQL (`pnpm --filter @callops/server db:generate`), committed, and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
