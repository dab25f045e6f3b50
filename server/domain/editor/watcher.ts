/**
 * Other processes pick a publish up within a second: each process asks for the newest published
 * version number every `intervalMs` (half a second) and, when it changed, empties its store-wide
 * read cache, which also drops the page and sub-request caches derived from it
 * (server/http/readCache.ts `readGeneration`). One indexed `max(id)` query per interval.
 */
import type { Db } from '../../db/client';
import { invalidateReads } from '../../http/readCache';
import { latestVersionId } from './drafts';

/** Starts watching; returns a stop function. The timer does not keep the process alive. */
export function startPublishWatcher(db: Db, intervalMs = 500): () => void {
  let seen: number | null | undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    latestVersionId(db)
      .then((latest) => {
        if (seen !== undefined && latest !== seen) invalidateReads(db);
        seen = latest;
      })
      .catch(() => {})
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
