/**
 * One writer per embedded database folder. PGlite keeps the whole database in one process's
 * memory and writes its files without any cross-process locking, so two processes on one folder
 * both accept orders and the last to stop overwrites the other's. The folder therefore holds a
 * lock file naming its process: a second process refuses to open it while that process is alive,
 * and takes a lock left by a dead one (kill -9, power loss) over.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'vitrine.lock';

/** The folder is in use by a live process; `message` says which and what to do. */
export class FolderLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}. An embedded (PGlite) database ` +
        'takes one server process at a time: stop that process first, give this one another ' +
        'VITRINE_DATA_DIR, or run several servers on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'FolderLockedError';
    this.pid = pid;
  }
}

/** Folders this process holds, so a second open in the same process is refused as well. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(file, 'utf8').split('\n');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, host: host ?? '' } : null;
  } catch {
    return null;
  }
}

/** A lock whose owner cannot be holding it: dead, or our own pid reused after a restart. */
function isStale(dataDir: string, owner: { pid: number; host: string } | null): boolean {
  if (!owner) return true;
  if (owner.host && owner.host !== hostname()) return false; // another machine: cannot tell
  if (owner.pid === process.pid) return !held.has(dataDir);
  return !isAlive(owner.pid);
}

/**
 * Takes the folder's lock or throws `FolderLockedError`. Creating the lock is atomic (a hard link
 * of a complete file), and a stale lock is moved aside before it is replaced, so of two processes
 * taking over the same stale lock only one wins.
 */
export function lockFolder(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  writeSync(fd, `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`);
  closeSync(fd);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(tmp, file);
        held.add(dataDir);
        return () => releaseFolder(dataDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (!isStale(dataDir, owner)) throw new FolderLockedError(dataDir, owner!.pid);
      const aside = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue; // someone else moved it first: look again
      }
      const moved = readOwner(aside);
      if (moved?.pid !== owner?.pid) {
        // Another process replaced the stale lock between our read and our move: it holds it.
        renameSync(aside, file);
        throw new FolderLockedError(dataDir, moved?.pid ?? 0);
      }
      unlinkSync(aside);
      console.log(
        `[db] took over the lock of ${dataDir} left by process ${owner?.pid ?? '?'}, which is gone`,
      );
    }
    throw new Error(`Could not lock the database folder ${dataDir}`);
  } finally {
    unlinkSync(tmp);
  }
}

/** Removes the lock if this process holds it (never another process's). */
export function releaseFolder(dataDir: string): void {
  if (!held.delete(dataDir)) return;
  const file = path.join(dataDir, LOCK_FILE);
  if (readOwner(file)?.pid === process.pid) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
}

// An exit without close() (process.exit, an uncaught error) still leaves no lock behind.
process.on('exit', () => {
  for (const dataDir of [...held]) releaseFolder(dataDir);
});
