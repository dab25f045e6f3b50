/**
 * Short-lived shared caching for what the server renders from, in the spirit of a CDN in front of
 * the origin (caches only with TTLs). Two users:
 *
 * - Sub-requests (`withSubrequestCache`, the in-process transport of server/index.ts). A
 *   server-rendered product page asks the store API for the product, menus, settings and
 *   recommendations; every one of those answers is public catalogue data that the API already
 *   marks as shareable (`Cache-Control: public, s-maxage=…`, server/http/cache.ts).
 * - Whole pages (`pageCacheKey`, server/index.ts): pages the routes mark `public, s-maxage=60`
 *   (pages/loaders/seo.ts). Catalogue pages are every shopper's, cart and login included (they
 *   are rendered as a guest's, `sharedPageRequest`); others only for shoppers with no cart and
 *   no session; none under a theme preview.
 * - The store API's public answers to outside clients (`publicApiKey`, server/index.ts).
 *
 * Answers stay fresh for `ttlMs` (a second by default) and are then served stale for up to
 * `staleMs` more while one background request refreshes them: Hydrogen's "CacheShort" policy
 * for its storefront sub-requests (1 s fresh + 9 s stale-while-revalidate). Only status 200
 * answers with a `public` Cache-Control carrying `s-maxage`, and no Set-Cookie, are kept, as sent
 * (compressed or not); a streamed answer streams to its first reader while a copy fills the
 * cache, and later readers skip rendering, compression and the app's middleware altogether. A
 * merchant's change in any process empties it at once (readCache generation, notified through
 * server/db/cacheNotify.ts).
 */

import { CONSENT_COOKIE } from '../../lib/analytics/consent';
import { cookieValue } from '../../lib/http';
import { splitLocalePath } from '../../lib/i18n/localePrefix';
import { CART_COOKIE } from '../http/cartCookie';
import { policyForSharing } from '../http/securityHeaders';

// Extra arguments (the Node server's bindings) reach `handle` on a miss; a background refresh
// has none to give.
// biome-ignore lint/suspicious/noExplicitAny: passed through untouched.
type Handler = (request: Request, ...rest: any[]) => Response | Promise<Response>;

export interface SharedCacheOptions {
  /** How long an answer is fresh, in ms; 0 turns caching off. */
  ttlMs: number;
  /**
   * How long after that a stale answer is still served while a background request refreshes it.
   * @default 9 × ttlMs
   */
  staleMs?: number;
  /**
   * Bytes of answers kept at most (a crawler walking every filter combination must not grow the
   * process); the oldest go first.
   * @default 64 MiB
   */
  maxBytes?: number;
  /** A number that changes when cached answers must be dropped (readGeneration of the db). */
  generation?: () => number;
  /**
   * The cache key of a request, or null to pass it through untouched.
   * @default GET requests by URL, X-LANG and Accept-Encoding (the store API's Vary)
   */
  key?: (request: Request) => string | null;
  /**
   * The request a keyed miss (or refresh) is answered from: what the key does not name may be
   * taken away, so the kept answer cannot depend on it.
   * @default the request itself
   */
  shared?: (request: Request) => Request;
}

/**
 * The store API's public GETs from outside (browsers' product lookups, other storefronts): by
 * URL, X-LANG and Accept-Encoding — the answer is kept as sent, compressed or not. Only
 * `/api/store/` paths; whether an answer is kept is still the route's Cache-Control.
 */
export const publicApiKey = (request: Request): string | null =>
  request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/store/')
    ? `${request.url}\n${request.headers.get('x-lang') ?? ''}\n${request.headers.get('accept-encoding') ?? ''}`
    : null;

// Cookie names of pages/loaders/request.ts (server never imports pages).
const PREVIEW_COOKIE = 'preview_theme';
const SESSION_COOKIE = 'vitrine_session';
const LANG_COOKIE = 'vitrine_lang';
// The theme editor's preview frame renders the staff member's draft (pages/loaders/request.ts).
const EDITOR_PREVIEW_PARAM = 'editor_preview';

/**
 * Catalogue pages (home, collections, products and their reviews, search, content pages, blogs,
 * policies), with or without a language prefix, and React Router's data requests for them
 * (`/products/x.data`, `/_root.data`). Their HTML is the same for every shopper: the cart count,
 * the login state, wishlist hearts and rewards arrive after hydration from `no-store` answers.
 * The order tracker (`/pages/track-order`) reads its own cookie and is not one of them.
 */
export function isCataloguePage(pathname: string): boolean {
  const page = pathname.endsWith('/_root.data')
    ? pathname.slice(0, -'_root.data'.length) || '/'
    : pathname.replace(/\.data$/, '');
  const { path } = splitLocalePath(page);
  if (/^\/pages\/track-order\/?$/.test(path)) return false;
  return /^\/(?:|collections\/[^/]+|products\/[^/]+(?:\/reviews)?|search|pages\/[^/]+|blogs(?:\/.*)?|policies(?:\/[^/]*)?)\/?$/.test(
    path,
  );
}

/** Cookies a shared page may depend on: both are in its cache key. */
const KEYED_COOKIES = [LANG_COOKIE, CONSENT_COOKIE];

/**
 * Which storefront pages may be answered from the cache: GETs, keyed by URL, what picks the
 * language, the consent choice and Accept-Encoding (the page is kept as sent). Catalogue pages
 * (`isCataloguePage`) are shared by every shopper, a cart or a login included: on a miss they are
 * rendered from a request stripped of every other cookie (`sharedPageRequest`), so no shopper's
 * cart, session or name can reach the kept HTML. Any other page is kept only for shoppers with no
 * cart and no session (their cart, checkout and account pages are theirs), and never with a theme
 * preview. API, media and asset paths are not pages. The route still decides: only answers it
 * marks `public, s-maxage` are kept (pages/loaders/seo.ts).
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (
    /^\/(?:api|media|assets|admin)(?:\/|$)/.test(url.pathname) ||
    url.searchParams.has(PREVIEW_COOKIE) ||
    url.searchParams.has(EDITOR_PREVIEW_PARAM)
  )
    return null;
  const cookies = request.headers.get('cookie');
  // A theme preview is one shopper's view wherever it is.
  if (new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=`).test(cookies ?? '')) return null;
  // Presence, not value: any cart or session cookie, even an unreadable one, makes a page that is
  // not catalogue personal.
  if (
    !isCataloguePage(url.pathname) &&
    new RegExp(`(?:^|;)\\s*(?:${CART_COOKIE}|${SESSION_COOKIE})=`).test(cookies ?? '')
  )
    return null;
  const lang = cookieValue(cookies, LANG_COOKIE) ?? '';
  return [
    // The origin too: pages carry absolute links (canonical, sitemap) made from it.
    `${url.origin}${url.pathname}${url.search}`,
    request.headers.get('accept-language') ?? '',
    lang,
    // The consent banner, or the tracker in its place, depends on the stored choice.
    cookieValue(cookies, CONSENT_COOKIE) ?? '',
    request.headers.get('accept-encoding') ?? '',
  ].join('\n');
}

/**
 * What a catalogue page is rendered from on a miss: the shopper's request with only the cookies
 * its key names, so the kept page is every shopper's (a cart holder's render is a guest's). Other
 * requests pass untouched.
 */
export function sharedPageRequest(request: Request): Request {
  const cookies = request.headers.get('cookie');
  if (!cookies || request.method !== 'GET' || !isCataloguePage(new URL(request.url).pathname)) return request;
  // The pairs as sent (raw, not decoded), in their order.
  const kept = cookies
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => KEYED_COOKIES.includes(pair.slice(0, pair.indexOf('='))))
    .join('; ');
  if (kept === cookies) return request;
  const headers = new Headers(request.headers);
  if (kept) headers.set('cookie', kept);
  else headers.delete('cookie');
  // A new Request, not clone(): see the background refresh below.
  return new Request(request.url, { method: request.method, headers });
}

/** What the Node server answers from the cache: store API public GETs and storefront pages. */
export const storefrontKey = (request: Request): string | null =>
  publicApiKey(request) ?? pageCacheKey(request);

/** The request a storefront miss is answered from (`sharedPageRequest` for pages). */
export const storefrontRequest = (request: Request): Request =>
  publicApiKey(request) === null ? sharedPageRequest(request) : request;

const subrequestKey = (request: Request): string | null =>
  request.method === 'GET'
    ? `${request.url}\n${request.headers.get('x-lang') ?? ''}\n${request.headers.get('accept-encoding') ?? ''}`
    : null;

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

/** Wraps `handle` with a shared cache (see the file comment). */
export function withSharedCache(handle: Handler, options: SharedCacheOptions): Handler {
  const {
    ttlMs,
    staleMs = ttlMs * 9,
    maxBytes = 64 * 1024 * 1024,
    generation = () => 0,
    key: keyOf = subrequestKey,
    shared = (request: Request) => request,
  } = options;
  if (!(ttlMs > 0)) return handle;
  const entries = new Map<string, Stored>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };

  /** Asks `handle`; keeps a copy of the answer when it may be shared. */
  // biome-ignore lint/suspicious/noExplicitAny: see Handler.
  async function fetchAndKeep(key: string, request: Request, rest: any[]): Promise<Response> {
    const current = generation();
    const response = await handle(request, ...rest);
    const keepMs = Math.min(ttlMs, sharedMaxAgeMs(response.headers.get('cache-control')));
    if (response.status !== 200 || keepMs <= 0 || response.headers.has('set-cookie') || !response.body) {
      drop(key);
      return response;
    }
    const keep = (body: ArrayBuffer) => {
      const now = performance.now();
      drop(key);
      // A page's nonce must not be replayed to later readers: the kept copy's policy names its
      // scripts' hashes instead, or the copy is not kept (server/http/securityHeaders.ts).
      const headers = new Headers(response.headers);
      const policy = headers.get('content-security-policy');
      if (policy) {
        const shared = policyForSharing(policy);
        if (!shared) return;
        headers.set('Content-Security-Policy', shared);
      }
      bytes += body.byteLength;
      entries.set(key, {
        status: response.status,
        headers: [...headers],
        body,
        expires: now + keepMs,
        staleUntil: now + keepMs + staleMs,
        generation: current,
      });
      // Map order is insertion order: the first keys are the oldest.
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    };
    // The first reader gets the stream as it is produced (streaming SSR stays streaming).
    const [forReader, forCache] = response.body.tee();
    new Response(forCache).arrayBuffer().then(keep, () => drop(key));
    return new Response(forReader, { status: response.status, headers: response.headers });
  }

  return async (given, ...rest) => {
    const key = keyOf(given);
    if (key === null) return handle(given, ...rest);
    // A client asking for a fresh answer (a hard reload, `Cache-Control: no-cache`) gets one, and
    // it replaces the kept copy.
    if (/no-cache/i.test(`${given.headers.get('cache-control')} ${given.headers.get('pragma')}`)) {
      return fetchAndKeep(key, shared(given), rest);
    }
    const hit = entries.get(key);
    const now = performance.now();
    if (hit && hit.generation === generation()) {
      if (hit.expires > now) return toResponse(hit);
      if (hit.staleUntil > now) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          // One refresh at a time; a failed one leaves the stale answer until it runs out. A new
          // Request, not clone(): @hono/node-server swaps the global Request class, and a clone
          // of its requests is not one Hono recognises.
          const request = shared(given);
          fetchAndKeep(key, new Request(request.url, { headers: request.headers }), []).then(
            (response) => response.body?.cancel(),
            () => {
              hit.refreshing = false;
            },
          );
        }
        return toResponse(hit);
      }
    }
    // A hit costs no request of its own: only a miss is rendered from the shared request.
    return fetchAndKeep(key, shared(given), rest);
  };
}

/** The store API sub-request cache of the storefront's loaders. */
export const withSubrequestCache = (handle: Handler, options: Omit<SharedCacheOptions, 'key'>): Handler =>
  withSharedCache(handle, options);
