/**
 * Sub-request caching for the storefront's loaders (the in-process transport of
 * server/index.ts). A server-rendered product page asks the store API for the product, menus,
 * settings and recommendations; every one of those answers is public catalogue data that the API
 * already marks as shareable (`Cache-Control: public, s-maxage=60`, server/http/cache.ts). This
 * keeps such answers for at most `ttlMs` (a second by default), the way a CDN in front of the API
 * would, so a busy page renders from memory instead of a dozen queries — Hydrogen's "CacheShort"
 * for its storefront sub-requests is the same idea.
 *
 * Only GET answers with status 200, a `public` Cache-Control with `s-maxage`, and no Set-Cookie
 * are kept, keyed by URL and the headers catalogue answers vary on (X-LANG, Accept-Encoding).
 * Cart, checkout and theme answers say `private`/`no-store`/`no-cache` and always pass through.
 * A merchant's change in this process (readCache generation) empties it at once.
 */

type Handler = (request: Request) => Response | Promise<Response>;

export interface SubrequestCacheOptions {
  /** Longest time an answer is kept, in ms; 0 turns caching off. */
  ttlMs: number;
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
  expires: number;
  generation: number;
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
  const { ttlMs, maxEntries = 2000, generation = () => 0 } = options;
  if (ttlMs <= 0) return handle;
  const entries = new Map<string, Stored>();
  return async (request) => {
    if (request.method !== 'GET') return handle(request);
    const key = `${request.url}\n${request.headers.get('x-lang') ?? ''}\n${request.headers.get('accept-encoding') ?? ''}`;
    const now = performance.now();
    const current = generation();
    const hit = entries.get(key);
    if (hit && hit.expires > now && hit.generation === current) return toResponse(hit);
    if (hit) entries.delete(key);
    const response = await handle(request);
    const keepMs = Math.min(ttlMs, sharedMaxAgeMs(response.headers.get('cache-control')));
    if (response.status !== 200 || keepMs <= 0 || response.headers.has('set-cookie')) return response;
    const stored: Stored = {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
      expires: now + keepMs,
      generation: current,
    };
    entries.set(key, stored);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return toResponse(stored);
  };
}
