/**
 * A read cache for store-wide data that every request reads and merchants rarely change: the
 * theme document, store settings, discount rules, shipping zones. A cart answer used to re-read
 * all of them (about a dozen queries) on every request.
 *
 * Every process agrees because changes are pushed: the database notifies each committed change
 * (migration 0009's triggers) and server/db/cacheNotify.ts calls `invalidateReads` in every
 * process that listens; in this process a write through the admin routes also calls it at once.
 * The TTL rule: while the process listens (`setPushedInvalidation(db, true)`), entries live
 * `PUSHED_TTL_MS` (a minute: it only bounds what a change outside the triggers could cost); while
 * it does not (PostgreSQL connection lost, or never started), `ttlMs` (a second by default), so
 * processes still agree within it. Nothing per shopper is ever stored here.
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

/** How long entries live while every change is pushed (see the file comment). */
export const PUSHED_TTL_MS = 60_000;

const states = new WeakMap<object, CacheState>();
/** Handles whose changes reach this process by notification (set before or after enabling). */
const pushedTo = new WeakSet<object>();

const ttlOf = (db: Db, state: CacheState) =>
  pushedTo.has(db) ? Math.max(state.ttlMs, PUSHED_TTL_MS) : state.ttlMs;

/** Turns the cache on for `db`; `ttlMs` ≤ 0 leaves it off. */
export function enableReadCache(db: Db, ttlMs: number): void {
  if (ttlMs > 0) states.set(db, { ttlMs, entries: new Map(), generation: 0 });
}

/** Turns the cache off for `db` (what it kept is dropped; its generation restarts). */
export function disableReadCache(db: Db): void {
  states.delete(db);
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
  const entry = { expires: now + ttlOf(db, state), value };
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

/**
 * Whether changes to `db` are pushed to this process (it LISTENs). Either way the entries kept so
 * far are dropped: going live, changes made while not listening may be missing; going dark,
 * entries kept for the long TTL must not outlive the short one.
 */
export function setPushedInvalidation(db: Db, pushed: boolean): void {
  if (pushed) pushedTo.add(db);
  else pushedTo.delete(db);
  invalidateReads(db);
}

/** Changes whenever `invalidateReads(db)` runs: lets other caches drop what they derived. */
export function readGeneration(db: Db): number {
  return states.get(db)?.generation ?? 0;
}

/** The TTL in force for `db` now, 0 when the cache is off. */
export function readCacheTtl(db: Db): number {
  const state = states.get(db);
  return state ? ttlOf(db, state) : 0;
}
