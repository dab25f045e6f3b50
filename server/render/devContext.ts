/**
 * The in-process store for `react-router dev` (see pages/loaders/context.server.ts): the same
 * database, migrations and demo seed as `npm start`, and the Hono app called without a network
 * hop. Created once, on the first loader call.
 */
import type { StoreTransport } from '../../api/client';
import { createApp } from '../app';
import { openDatabase, prepareDatabase } from '../db/startup';

export async function createDevTransport(): Promise<StoreTransport> {
  const database = await openDatabase();
  if (await prepareDatabase(database)) console.log('[dev] demo catalogue seeded');
  const app = createApp({
    db: database.db,
    logger: { info: () => {}, error: (m, e) => console.error(m, e) },
  });
  console.log(`[dev] store API in-process (database: ${database.kind})`);
  return (request) => app.request(request);
}
