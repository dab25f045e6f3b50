/**
 * A short-lived read cache for store-wide data that every request reads and merchants rarely
 * change: the theme document, store settings, discount rules, shipping zones. A cart answer used
 * to re-read all of them (about a dozen queries) on every request.
 *
 * Caches live only with TTLs, so several processes behind one database agree
 * within `ttlMs`; in this process a write through the admin routes calls `invalidateReads` and
 * is visible at once. Nothing per shopper is ever stored here.
 *
 * The cache is per database handle and off unless `enableReadCache` was called for it (the app
 * does so from `AppContext.readCacheMs`): tests that write settings straight into the database
 * keep reading them straight back, and a transaction handle is never cached.
 */
import type { Db } from '../db/client';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

interface CacheState {
  ttlMs: number;
  entries: Map<string, Entry>;
  generation: number;
}

const states = new WeakMap<object, CacheState>();

/** Turns the cache on for `db`; `ttlMs` ≤ 0 leaves it off. */
export function enableReadCache(db: Db, ttlMs: number): void {
  if (ttlMs > 0) states.set(db, { ttlMs, entries: new Map(), generation: 0 });
}

/**
 * `load()`'s answer, shared for `ttlMs` under `key`. Concurrent callers share one load; a failed
 * load is not kept. Callers must treat the answer as read-only: it is the same object for all.
 */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const state = states.get(db);
  if (!state) return load();
  const now = performance.now();
  const hit = state.entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + state.ttlMs, value };
  state.entries.set(key, entry);
  value.catch(() => {
    if (state.entries.get(key) === entry) state.entries.delete(key);
  });
  return value;
}

/** Drops everything cached for `db` (after a merchant's change) and bumps its generation. */
export function invalidateReads(db: Db): void {
  const state = states.get(db);
  if (!state) return;
  state.entries.clear();
  state.generation += 1;
}

/** Changes whenever `invalidateReads(db)` runs: lets other caches drop what they derived. */
export function readGeneration(db: Db): number {
  return states.get(db)?.generation ?? 0;
}

/** The TTL in force for `db`, 0 when the cache is off. */
export function readCacheTtl(db: Db): number {
  return states.get(db)?.ttlMs ?? 0;
}
