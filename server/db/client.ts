/**
 * Database connection: embedded PGlite by default, PostgreSQL through a pool when a URL is given.
 * Both are exposed as one drizzle type so the rest of the server never cares.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { FolderLockedError, lockFolder } from './folderLock';
import * as schema from './schema';
import { statementCounter } from './statements';

export type Schema = typeof schema;

/** The drizzle database every query in the server is written against (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Ends the pool or closes the embedded database; safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * `postgres://…` connection string; switches to PostgreSQL with a pool.
   * @default process.env.DATABASE_URL
   */
  url?: string;
  /**
   * Folder of the embedded database (created if missing). One process per folder: it is locked
   * while open, and a second process refuses it with `FolderLockedError`.
   * @default process.env.VITRINE_DATA_DIR ?? './.data'
   */
  dataDir?: string;
  /**
   * Embedded database in memory only (tests).
   * @default false
   */
  memory?: boolean;
  /**
   * Start the embedded database from a dump made by `dumpPglite` (tests: skips initdb, migrations
   * and seeding).
   * @default undefined
   */
  loadDataDir?: Blob;
  /**
   * How long to wait for another process to let go of the embedded database folder before
   * refusing (a rolling restart: the new process starts, the old one is then stopped).
   * @default Number(process.env.VITRINE_LOCK_WAIT_MS ?? 0)
   */
  lockWaitMs?: number;
  /**
   * Pool size for PostgreSQL.
   * @default 10
   */
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.memory ? undefined : (options.url ?? process.env.DATABASE_URL);
  if (url) {
    // A database that does not answer fails a request after 5 s (a 503) instead of hanging it.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    let closed = false;
    return {
      db: drizzlePg(pool, { schema, logger: statementCounter }) as unknown as Db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  let client: PGlite;
  let release: (() => void) | undefined;
  if (options.memory) {
    client = options.loadDataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite();
  } else {
    const dataDir = path.resolve(options.dataDir ?? process.env.VITRINE_DATA_DIR ?? './.data');
    mkdirSync(dataDir, { recursive: true });
    release = await lockFolderWaiting(
      dataDir,
      options.lockWaitMs ?? Number(process.env.VITRINE_LOCK_WAIT_MS ?? 0),
    );
    try {
      client = new PGlite(dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    await client.waitReady;
  } catch (error) {
    release?.();
    throw error;
  }
  return {
    db: drizzlePglite(client, { schema, logger: statementCounter }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
      // Only once the files are closed may another process open the folder.
      release?.();
    },
  };
}

/** Takes the folder lock, retrying while a live process holds it for up to `waitMs`. */
async function lockFolderWaiting(dataDir: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  let announced = false;
  for (;;) {
    try {
      return lockFolder(dataDir);
    } catch (error) {
      if (!(error instanceof FolderLockedError) || Date.now() >= deadline) throw error;
      if (!announced) {
        announced = true;
        console.log(
          `[db] waiting up to ${Math.round(waitMs / 1000)} s for process ${error.pid} to release ${dataDir}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A gzipped copy of an embedded database, for `createDatabase({ memory: true, loadDataDir })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('Only the embedded database can be dumped');
  // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
  const client = (database.db as any).$client as PGlite;
  return client.dumpDataDir('gzip');
}

/**
 * Where the committed SQL migrations live. A bundled server (build/) can point elsewhere with
 * VITRINE_MIGRATIONS_DIR.
 */
export function migrationsFolder(): string {
  return process.env.VITRINE_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));
}

/** Applies every pending migration; idempotent. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
    await migratePg(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
    await migratePglite(database.db as any, config);
  }
}
