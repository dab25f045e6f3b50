/**
 * A first start on an empty embedded data folder copies a ready database — initdb and every
 * migration done, nothing else — instead of making one: initdb alone costs seconds of CPU, a copy
 * a few milliseconds. The demo seed then runs on the copy as it would on a new database, with the
 * real clock. The copy lives in node_modules/.cache/vitrine-db (VITRINE_DB_SNAPSHOT_DIR), keyed by
 * the migrations and the PGlite version, and is made by the first start that finds none.
 * VITRINE_DB_SNAPSHOT=0 turns it off.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, migrate, migrationsFolder } from './client';
import { LOCK_FILE } from './folderLock';

/** Where the copies are kept, or null when there is nowhere to keep them. */
function snapshotRoot(): string | null {
  if (process.env.VITRINE_DB_SNAPSHOT === '0') return null;
  if (process.env.VITRINE_DB_SNAPSHOT_DIR) return path.resolve(process.env.VITRINE_DB_SNAPSHOT_DIR);
  // Only beside an installed node_modules (never creates one).
  return existsSync('node_modules') ? path.resolve('node_modules/.cache/vitrine-db') : null;
}

/** The migrations' files and the PGlite version: what the copied database depends on. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder());
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version (its package.json is not among its exports). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (
    (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? ''
  );
}

/** Nothing in the folder but this process's lock. */
function isEmptyFolder(dataDir: string): boolean {
  return readdirSync(dataDir).every((name) => name.startsWith(LOCK_FILE));
}

/** Makes the migrated copy in a folder of its own, then moves it into place in one rename. */
async function makeSnapshot(target: string): Promise<void> {
  const tmp = `${target}.${process.pid}.tmp`;
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
  const client = new PGlite(tmp);
  try {
    await client.waitReady;
    await migrate({ db: drizzle(client) as unknown as Db, kind: 'pglite' });
  } finally {
    await client.close();
  }
  try {
    renameSync(tmp, target);
  } catch (error) {
    // Another process made the same copy first: use theirs.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'PG_VERSION'))) throw error;
  }
}

/**
 * Fills an empty data folder (held under this process's lock) with the migrated copy, making the
 * copy first when there is none; returns whether it did. A folder with anything in it is left as
 * it is.
 */
export async function fillFromSnapshot(dataDir: string): Promise<boolean> {
  const root = snapshotRoot();
  if (!root || !isEmptyFolder(dataDir)) return false;
  const snapshot = path.join(root, `migrated-${snapshotKey()}`);
  if (!existsSync(path.join(snapshot, 'PG_VERSION'))) await makeSnapshot(snapshot);
  cpSync(snapshot, dataDir, { recursive: true });
  return true;
}
