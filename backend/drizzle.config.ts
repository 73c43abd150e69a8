import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w backend`), committed, and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
});
