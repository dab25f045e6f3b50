/**
 * Database connection: embedded PGlite by default, PostgreSQL through a pool when a URL is given.
 * Both are exposed as one drizzle type so the rest of the server never cares.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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
  /**
   * LISTENs on `channel`: `onNotify` gets each committed NOTIFY's payload. PostgreSQL listens on a
   * dedicated connection outside the pool, and `onLost` runs once if that connection breaks (the
   * caller listens again); PGlite listens in process and is never lost. Resolves with a function
   * that stops listening; rejects when the connection cannot be made.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
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
   * Runs on the embedded database folder once it is locked and before it opens (start-up fills an
   * empty one with a migrated copy: ./snapshot.ts).
   * @default undefined
   */
  prefill?: (dataDir: string) => Promise<unknown>;
  /**
   * Pool size for PostgreSQL.
   * @default 10
   */
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.memory ? undefined : (options.url ?? process.env.DATABASE_URL);
  // Each driver loads only when it is the one used (a start on PGlite never reads pg, nor the reverse).
  if (url) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // A database that does not answer fails a request after 5 s (a 503) instead of hanging it.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    let closed = false;
    const listeners = new Set<pg.Client>();
    return {
      db: drizzlePg(pool, { schema, logger: statementCounter }) as unknown as Db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
      listen: async (channel, onNotify, onLost) => {
        if (closed) throw new Error('The database is closed');
        // keepAlive: a peer that vanished (a failover, a cut network) is noticed, not waited on.
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 5000,
          keepAlive: true,
        });
        let over = false;
        const end = () => {
          listeners.delete(client);
          return client.end().catch(() => {});
        };
        const lost = () => {
          if (over) return;
          over = true;
          void end();
          onLost();
        };
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        client.on('error', lost);
        client.on('end', lost);
        listeners.add(client);
        try {
          await client.connect();
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        } catch (error) {
          over = true;
          await end();
          throw error;
        }
        return async () => {
          over = true;
          await end();
        };
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
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
      await options.prefill?.(dataDir);
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
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
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

/**
 * Whether the journal's newest migration is already applied: the migrator then has nothing to do,
 * and start-up skips reading, hashing and the migrator's own statements.
 */
async function migrationsApplied(database: Pick<Database, 'db' | 'kind'>, folder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  // Both drivers answer `{ rows }` (./rows.ts says so for the rest of the server).
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const [row] = await rows<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return row?.last != null && Number(row.last) >= newest;
}

/** Applies every pending migration; idempotent. */
export async function migrate(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (await migrationsApplied(database, config.migrationsFolder)) return;
  if (database.kind === 'postgres') {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
    await migratePg(database.db as any, config);
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
    await migratePglite(database.db as any, config);
  }
}
