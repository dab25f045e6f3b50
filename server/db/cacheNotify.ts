/**
 * Caches that agree across processes: every committed change to what pages and store-wide reads
 * are made of (theme publish, settings, catalogue, prices, rates, rules, shipping, and stock when a
 * page shows it) NOTIFYs `vitrine_cache` from the writing transaction (migration 0009's
 * triggers), and every process LISTENs and empties its read cache at once, which also drops the
 * page, sub-request and public API caches derived from it (server/http/readCache.ts
 * `readGeneration`).
 *
 * PostgreSQL listens on one dedicated connection per process. When it is lost the caches are
 * dropped, the read cache falls back to its short TTL, and listening starts again after
 * `retryMs` (and again, until it succeeds). PGlite (one process per data folder) listens in
 * process: the same triggers, delivered locally.
 */
import { invalidateReads, setPushedInvalidation } from '../http/readCache';
import type { Database, Db } from './client';

/** The channel migration 0009's triggers notify; the payload names the changed table. */
export const CACHE_CHANNEL = 'vitrine_cache';

export interface CacheListener {
  /** True while changes are being pushed to this process. */
  listening(): boolean;
  /** Stops listening (and retrying). */
  stop(): Promise<void>;
}

export interface CacheListenerOptions {
  /** Wait before listening again after a failure, in ms. @default 1000 */
  retryMs?: number;
  /** Called with each change's table, after the caches were emptied (tests, logs). */
  onChange?: (table: string) => void;
  /** Reports the connection going up or down. */
  onState?: (listening: boolean) => void;
}

/**
 * Empties `db`'s caches on every change notified through `database` (`db` is `database.db`
 * unless a test gives a second handle on the same database).
 */
export function startCacheListener(
  database: Pick<Database, 'listen'>,
  db: Db,
  options: CacheListenerOptions = {},
): CacheListener {
  const { retryMs = 1000, onChange, onState } = options;
  let stopped = false;
  let live = false;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    // Either way what is cached is dropped: changes made while not listening may be missing.
    setPushedInvalidation(db, next);
    onState?.(next);
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref?.();
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    try {
      const stop = await database.listen(
        CACHE_CHANNEL,
        (table) => {
          invalidateReads(db);
          onChange?.(table);
        },
        () => {
          unlisten = null;
          setLive(false);
          retry();
        },
      );
      if (stopped) {
        await stop();
        return;
      }
      unlisten = stop;
      setLive(true);
    } catch {
      retry();
    }
  }

  void connect();
  return {
    listening: () => live,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const stop = unlisten;
      unlisten = null;
      if (stop) await stop();
      setLive(false);
    },
  };
}
