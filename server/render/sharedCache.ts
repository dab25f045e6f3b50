/**
 * Sub-request caching for the storefront's loaders (the in-process transport of
 * server/index.ts). A server-rendered product page asks the store API for the product, menus,
 * settings and recommendations; every one of those answers is public catalogue data that the API
 * already marks as shareable (`Cache-Control: public, s-maxage=60`, server/http/cache.ts). This
 * keeps such answers fresh for `ttlMs` (a second by default) and then serves them stale for up to
 * `staleMs` more while one background request refreshes them — the way a CDN in front of the API
 * would, so a busy page renders from memory instead of a dozen queries. Hydrogen's "CacheShort"
 * for its storefront sub-requests is the same policy (1 s fresh + 9 s stale-while-revalidate).
 *
 * Only GET answers with status 200, a `public` Cache-Control with `s-maxage`, and no Set-Cookie
 * are kept, keyed by URL and the headers catalogue answers vary on (X-LANG, Accept-Encoding).
 * Cart, checkout and theme answers say `private`/`no-store`/`no-cache` and always pass through.
 * A merchant's change in this process (readCache generation) empties it at once.
 */

type Handler = (request: Request) => Response | Promise<Response>;

export interface SubrequestCacheOptions {
  /** How long an answer is fresh, in ms; 0 turns caching off. */
  ttlMs: number;
  /**
   * How long after that a stale answer is still served while a background request refreshes it.
   * @default 9 × ttlMs
   */
  staleMs?: number;
  /**
   * Entries kept at most; the oldest goes first.
   * @default 2000
   */
  maxEntries?: number;
  /** A number that changes when cached answers must be dropped (readGeneration of the db). */
  generation?: () => number;
}

interface Stored {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** Fresh until then (performance.now() ms)… */
  expires: number;
  /** …and served stale, refreshing, until then. */
  staleUntil: number;
  generation: number;
  refreshing?: boolean;
}

/** How long a shared cache may keep the answer (s-maxage of a public answer), in ms. */
export function sharedMaxAgeMs(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public')) return 0;
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const seconds = Number(directives.find((d) => d.startsWith('s-maxage='))?.slice('s-maxage='.length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

const toResponse = (stored: Stored) =>
  new Response(stored.body, { status: stored.status, headers: stored.headers });

/** Wraps `handle` (e.g. `app.request`) with the sub-request cache. */
export function withSubrequestCache(handle: Handler, options: SubrequestCacheOptions): Handler {
  const { ttlMs, staleMs = ttlMs * 9, maxEntries = 2000, generation = () => 0 } = options;
  if (!(ttlMs > 0)) return handle;
  const entries = new Map<string, Stored>();

  /** Asks the store; keeps the answer when it may be shared. */
  async function fetchAndKeep(key: string, request: Request): Promise<Response> {
    const current = generation();
    const response = await handle(request);
    const keepMs = Math.min(ttlMs, sharedMaxAgeMs(response.headers.get('cache-control')));
    if (response.status !== 200 || keepMs <= 0 || response.headers.has('set-cookie')) {
      entries.delete(key);
      return response;
    }
    const now = performance.now();
    const stored: Stored = {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
      expires: now + keepMs,
      staleUntil: now + keepMs + staleMs,
      generation: current,
    };
    entries.delete(key);
    entries.set(key, stored);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return toResponse(stored);
  }

  return async (request) => {
    if (request.method !== 'GET') return handle(request);
    const key = `${request.url}\n${request.headers.get('x-lang') ?? ''}\n${request.headers.get('accept-encoding') ?? ''}`;
    const hit = entries.get(key);
    const now = performance.now();
    if (hit && hit.generation === generation()) {
      if (hit.expires > now) return toResponse(hit);
      if (hit.staleUntil > now) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          // One refresh at a time; a failed one leaves the stale answer until it runs out.
          fetchAndKeep(key, request.clone()).then(
            (response) => response.body?.cancel(),
            () => {
              hit.refreshing = false;
            },
          );
        }
        return toResponse(hit);
      }
    }
    return fetchAndKeep(key, request);
  };
}
