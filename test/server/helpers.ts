/**
 * Server test context: a fresh database with the migrations and the demo catalogue, plus the app,
 * for one test file.
 *
 * - `VITRINE_TEST_DB=pglite` (default): PGlite in memory.
 * - `VITRINE_TEST_DB=postgres`: a uniquely named database on `TEST_DATABASE_URL`, dropped in
 *   `close()`, so files running in parallel never see each other's writes.
 *
 * Seeded databases start from a copy made once per change of the sources, a dump for PGlite and a
 * template database for PostgreSQL (VITRINE_TEST_CACHE=0 seeds every one afresh).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp, silentLogger } from '../../server/app';
import { createDatabase, type Database, type Db, dumpPglite, migrate } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { seedDemoCatalogue } from '../../server/db/seed/index';
import { seedDemoCommerce } from '../../server/db/seed-commerce/index.ts';
import { type Mailer, outboxMailer } from '../../server/mail/mailer';
import { type FileStore, localFileStore } from '../../server/media/fileStore';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Db;
  database: Database;
  /** Where the app stores uploads (review photos). */
  files: FileStore;
  /** `app.request` with JSON helpers. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * A new, uniquely named database on TEST_DATABASE_URL and a way to drop it: empty, or `seeded`
 * (migrated, with the demo catalogue) as a copy of a template database. Migrations and the seed
 * cost a second or two per test file; the first file builds the template, named by the sources'
 * hash (templates of older sources are dropped), and every file copies it in a fraction of that.
 */
export async function createPostgresDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('VITRINE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vitrine_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    if (!options.seeded) {
      await admin.query(`create database ${name}`);
      return;
    }
    // A database is copied only while nobody is connected to its template: one copy at a time,
    // and never while another file builds or drops a template.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const template = await seededTemplate(admin, adminUrl);
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const TEMPLATE_LOCK = 7_341_001;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** The seeded template's name, built first if these sources have none (the caller holds the lock). */
async function seededTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const template = `vitrine_tpl_${sourcesHash()}`;
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'vitrine\\_tpl\\_%'",
  );
  if (rows.some((row) => row.datname === template)) return template;
  for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  // Built under another name and renamed once complete: a file that failed halfway leaves no
  // template that looks ready.
  const building = `${template}_building`;
  await admin.query(`create database ${building}`);
  const database = await createDatabase({ url: databaseUrl(adminUrl, building), poolSize: 2 });
  try {
    await migrate(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
  return template;
}

async function seed(db: Db): Promise<void> {
  await seedDemoCatalogue(db);
  await seedDemoCommerce(db);
}

/** Hash of every source that shapes the seeded database (schema, migrations, seeds, domain). */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk('server/db');
  walk('server/domain');
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite database costs initdb + migrations + seed (several seconds on a
 * busy machine) per test file. The first file builds it and leaves a gzipped dump keyed by the
 * sources' hash; later files start from the dump. VITRINE_TEST_CACHE=0 turns this off.
 */
async function seededPglite(): Promise<Database> {
  const useCache = process.env.VITRINE_TEST_CACHE !== '0';
  const cacheDir = path.resolve('node_modules/.cache/vitrine-test');
  const file = path.join(cacheDir, `seeded-${sourcesHash()}.tar.gz`);
  if (useCache && existsSync(file)) {
    const database = await createDatabase({ memory: true, loadDataDir: new Blob([readFileSync(file)]) });
    await migrate(database);
    return database;
  }
  const database = await createDatabase({ memory: true });
  await migrate(database);
  await seed(database.db);
  if (useCache) {
    const dump = Buffer.from(await (await dumpPglite(database)).arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename, so a parallel file never reads half a dump.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, dump);
    renameSync(tmp, file);
  }
  return database;
}

export interface TestContextOptions {
  seed?: boolean;
  /** Where account mail goes. @default an outbox in a fresh temporary folder */
  mailer?: Mailer;
  /** The clock of account rules. @default the real one */
  now?: () => Date;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const usePostgres = process.env.VITRINE_TEST_DB === 'postgres';
  let database: Database;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  if (usePostgres) {
    const useCache = options.seed !== false && process.env.VITRINE_TEST_CACHE !== '0';
    pgDb = await createPostgresDatabase({ seeded: useCache });
    database = await createDatabase({ url: pgDb.url, poolSize: 4 });
    await migrate(database);
    if (options.seed !== false && !useCache) await seed(database.db);
  } else if (options.seed !== false) {
    database = await seededPglite();
  } else {
    database = await createDatabase({ memory: true });
    await migrate(database);
  }
  // Uploads go to a folder of this test file's own, never the working tree's data folder.
  const files = localFileStore(mkdtempSync(path.join(tmpdir(), 'vitrine-uploads-')));
  const mailer =
    options.mailer ?? outboxMailer(path.join(mkdtempSync(path.join(tmpdir(), 'vitrine-outbox-')), 'outbox'));
  const app = createApp({ db: database.db, logger: silentLogger, files, mailer, now: options.now });
  return {
    app,
    db: database.db,
    database,
    files,
    request: async (url, init) => app.request(url, init),
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

/** Row count and a checksum of every row of each table: equal snapshots mean nothing changed. */
export async function tableSnapshot(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number; sum: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`,
      ),
    );
    out[table] = `${row!.n}:${row!.sum}`;
  }
  return out;
}
