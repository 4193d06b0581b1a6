import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @pilewise/server` writes SQL migrations into ./drizzle;
// the server applies them at start-up (src/db/migrate.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
