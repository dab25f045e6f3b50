/**
 * Server test context: a fresh database with the migrations and the demo catalogue, plus the app,
 * for one test file.
 *
 * - `VITRINE_TEST_DB=pglite` (default): PGlite in memory.
 * - `VITRINE_TEST_DB=postgres`: a uniquely named database on `TEST_DATABASE_URL`, dropped in
 *   `close()`, so files running in parallel never see each other's writes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, silentLogger } from '../../server/app';
import { createDatabase, type Database, type Db, migrate } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { seedDemoCommerce } from '../../server/db/seed-commerce/index.ts';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Db;
  database: Database;
  /** `app.request` with JSON helpers. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('VITRINE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vitrine_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestContext(options: { seed?: boolean } = {}): Promise<TestContext> {
  const usePostgres = process.env.VITRINE_TEST_DB === 'postgres';
  const pgDb = usePostgres ? await createPostgresDatabase() : undefined;
  const database = await createDatabase(pgDb ? { url: pgDb.url, poolSize: 4 } : { memory: true });
  await migrate(database);
  if (options.seed !== false) await seedDemoCatalogue(database.db);
  if (options.seed !== false) await seedDemoCommerce(database.db);
  const app = createApp({ db: database.db, logger: silentLogger });
  return {
    app,
    db: database.db,
    database,
    request: async (path, init) => app.request(path, init),
    close: async () => {
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** A JSON POST for `app.request`. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
