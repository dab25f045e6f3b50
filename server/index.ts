/**
 * Node entry (`npm start`): open the database, migrate, seed the demo catalogue when the store
 * is empty, serve, and shut down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase, migrate } from './db/client';
import { seedIfEmpty } from './db/seedIfEmpty';
import { startOrderSweeper } from './domain/orders/orders';

const port = Number(process.env.PORT ?? 3000);

const database = await createDatabase();
await migrate(database);
const seeded = await seedIfEmpty(database.db);
if (seeded) console.log('[db] demo catalogue seeded');
// spec §4: unpaid (bank transfer) orders are cancelled once their payment deadline passes.
startOrderSweeper(database.db);

// VITRINE_ACCESS_LOG=0 drops the per-request lines (benchmarks); errors are always logged.
const quiet = process.env.VITRINE_ACCESS_LOG === '0';
const app = createApp({
  db: database.db,
  ...(quiet ? { logger: { info: () => {}, error: (m: string, e?: unknown) => console.error(m, e) } } : {}),
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Vitrine listening on http://localhost:${info.port} (database: ${database.kind})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: closing`);
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
