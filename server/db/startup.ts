/**
 * Opening and preparing the database at start-up, for any number of server processes:
 * - PostgreSQL is retried while it is not reachable yet (it often starts after the app), with one
 *   clear line per attempt, and given up on with a clear message;
 * - migrations and the demo seed run under a PostgreSQL advisory lock, so instances starting
 *   together on an empty database take turns instead of racing on `CREATE TABLE`;
 * - an embedded folder already open in another process is refused at once (./folderLock.ts).
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { startupMark } from '../startupTiming';
import { createDatabase, type Database, type DatabaseOptions, migrate } from './client';
import { FolderLockedError } from './folderLock';
import { queryRows } from './rows';
import { seedDemoCommerce } from './seed-commerce/index.ts';
import { seedIfEmpty } from './seedIfEmpty';
import { fillFromSnapshot } from './snapshot';
import { reasonOf } from './unavailable';

/** Any number that is the same in every instance; names this app's start-up lock. */
const STARTUP_LOCK_KEY = 0x76_69_74_72; // "vitr"

/** The database could not be reached at start-up; the message says where and why. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** `postgres://user@host:port/db` without the password, for messages. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL database';
  }
}

export interface OpenOptions extends DatabaseOptions {
  /**
   * How long to keep retrying an unreachable PostgreSQL before giving up, in milliseconds.
   * @default Number(process.env.VITRINE_DB_WAIT_MS ?? 30_000)
   */
  waitMs?: number;
  /** @default console.log */
  log?: (line: string) => void;
  /**
   * Fill an empty embedded data folder with a migrated copy instead of initdb + migrations
   * (./snapshot.ts; VITRINE_DB_SNAPSHOT=0 turns it off).
   * @default true
   */
  snapshot?: boolean;
}

/** Opens the database, retrying PostgreSQL until it answers or `waitMs` has passed. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const log = options.log ?? ((line: string) => console.log(line));
  const url = options.memory ? undefined : (options.url ?? process.env.DATABASE_URL);
  const database = await createDatabase(
    options.snapshot === false ? options : { prefill: fillFromSnapshot, ...options },
  );
  if (database.kind !== 'postgres' || !url) return database;
  const waitMs = options.waitMs ?? Number(process.env.VITRINE_DB_WAIT_MS ?? 30_000);
  const deadline = Date.now() + waitMs;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql`select 1`);
      return database;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        await database.close();
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${describeUrl(url)} is not reachable (${reasonOf(error)}); gave up after ` +
            `${attempt} attempts in ${Math.round(waitMs / 1000)} s (VITRINE_DB_WAIT_MS). Check that ` +
            'it runs and that DATABASE_URL is right.',
        );
      }
      log(
        `[db] PostgreSQL at ${describeUrl(url)} is not reachable (${reasonOf(error)}); retrying in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 4000);
    }
  }
}

/**
 * Runs `work` while holding the start-up lock: a PostgreSQL session advisory lock on one pooled
 * connection (released with it), nothing on the embedded database (one process per folder).
 * Never nest it: the work runs on other connections of the pool.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // biome-ignore lint/suspicious/noExplicitAny: the shared Db type erases the driver type.
  const pool = (database.db as any).$client as pg.Pool;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Migrations, then the demo catalogue when the store is empty; returns whether it seeded. With
 * `deferTopUps` a store that already has its catalogue is not topped up here: the caller runs
 * `topUpDemoCommerce` later (the server does once it is listening).
 */
export async function prepareDatabase(
  database: Database,
  options: { seed?: boolean; deferTopUps?: boolean } = {},
): Promise<boolean> {
  return withStartupLock(database, async () => {
    await migrate(database);
    startupMark('migrated');
    if (options.seed === false) return false;
    return seedIfEmpty(database.db, { topUp: !options.deferTopUps });
  });
}

/** The idempotent demo commerce top-up (coupons, shipping, rules) under the start-up lock. */
export async function topUpDemoCommerce(database: Database): Promise<void> {
  await withStartupLock(database, async () => {
    await seedDemoCommerce(database.db);
  });
}

/**
 * Whether the embedded database's planner has statistics yet (PGlite runs no autovacuum, so a
 * store that was never analysed has none and gets poor plans).
 */
export async function hasPlannerStatistics(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select exists (select 1 from pg_statistic where starelid = to_regclass('public.products')) as present`,
  );
  return row?.present === true;
}

/**
 * Refreshes the planner statistics one table at a time, so the requests that arrive meanwhile
 * run between the tables instead of waiting for the whole database.
 */
export async function analyzeTableByTable(database: Database, keepGoing = () => true): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { name } of tables) {
    if (!keepGoing()) return;
    await database.db.execute(sql`analyze ${sql.identifier(name)}`);
  }
}

/** A one-line explanation for start-up errors the operator can act on, or null for bugs. */
export function startupErrorMessage(error: unknown): string | null {
  if (error instanceof FolderLockedError || error instanceof DatabaseUnavailableError) return error.message;
  return null;
}
