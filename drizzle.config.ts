import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for schema changes into server/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
