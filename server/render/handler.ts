/**
 * Hosts React Router's request handler in the Hono app (ARCHITECTURE §3 step 4): everything that
 * is not API, media or a static file is rendered by the storefront build, whose loaders reach the
 * store through the load context's transport (pages/loaders/context.server.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { StoreTransport } from '../../api/client';
import type { AppEnv } from '../app';
import { CART_COOKIE } from '../routes/cart';
import { withSharedCache } from './sharedCache';

/** Where `react-router build` put the server bundle (relative to the working directory). */
export const ssrBuildPath = () => path.resolve(process.env.VITRINE_SSR_BUILD ?? 'build/server/index.js');

// Cookie names of pages/loaders/request.ts (server never imports pages).
const PREVIEW_COOKIE = 'preview_theme';
const LANG_COOKIE = 'vitrine_lang';

const cookieValue = (cookies: string, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];

/**
 * Which rendered pages the page cache may answer: GETs from shoppers with no cart and no theme
 * preview (their pages are theirs), keyed by URL and what picks the language. The route still
 * decides: only answers it marks `public, s-maxage` are kept (pages/loaders/seo.ts).
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.searchParams.has(PREVIEW_COOKIE)) return null;
  const cookies = request.headers.get('cookie') ?? '';
  if (cookieValue(cookies, CART_COOKIE) !== undefined || cookieValue(cookies, PREVIEW_COOKIE) !== undefined) {
    return null;
  }
  const lang = cookieValue(cookies, LANG_COOKIE) ?? '';
  return `${url.pathname}${url.search}\n${request.headers.get('accept-language') ?? ''}\n${lang}`;
}

export interface StorefrontOptions {
  /**
   * How long a rendered catalogue page is fresh in the page cache (then served stale for 9× as
   * long while it re-renders); 0 renders every request.
   * @default 0
   */
  pageCacheMs?: number;
  /** Changes when the merchant changes something (readGeneration): cached pages are dropped. */
  generation?: () => number;
}

/**
 * The Hono fallback that renders the storefront, or undefined when there is no build (the API
 * still serves; pages answer a JSON 404 until `npm run build`).
 */
export async function createStorefrontFallback(
  transport: () => StoreTransport,
  options: StorefrontOptions = {},
): Promise<((c: Context<AppEnv>) => Promise<Response>) | undefined> {
  const buildFile = ssrBuildPath();
  if (!existsSync(buildFile)) return undefined;
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  const render = withSharedCache((request) => handle(request, { vitrine: { transport: transport() } }), {
    ttlMs: options.pageCacheMs ?? 0,
    generation: options.generation,
    key: pageCacheKey,
    gzip: true,
  });
  return (c) => Promise.resolve(render(c.req.raw));
}
