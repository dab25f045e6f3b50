/**
 * How route loaders reach the store: always through the typed client, over a
 * transport chosen once per process.
 *
 * - Production (`npm start`): server/render/handler.ts passes `{ vitrine: { transport } }` as
 *   React Router's load context — `app.request` of the same Hono app, no network hop.
 * - `STORE_API_URL` set: the client calls that store over HTTP (any store honouring api/).
 * - `react-router dev`: there is no custom server to pass a context, so the first loader call
 *   lazily opens the database and builds the Hono app in the dev server's process (kept on
 *   globalThis so a hot reload never opens the same PGlite folder twice). Chosen over a custom
 *   dev server so `react-router dev` keeps its own HMR and error overlay untouched.
 */
import { data } from 'react-router';
import {
  createStoreClient,
  StoreApiError,
  type StoreClient,
  type StoreReads,
  type StoreTransport,
} from '../../api/client';
import type { ThemeReads } from '../../api/theme';
import { defaultLocale } from '../../lib/i18n/locales';
import { postLocale } from './request';

export interface VitrineLoadContext {
  /** How the typed client reaches the store API. */
  transport: StoreTransport;
  /**
   * The catalogue reads the store in this process answers directly (no HTTP round trip), for one
   * page request in the shopper's language (server/render/directReads.ts); unset over HTTP.
   * @default undefined
   */
  reads?: (lang: string) => StoreReads & ThemeReads;
  /**
   * This answer's Content Security Policy nonce, set on every inline script React and React
   * Router write (pages/entry.server.tsx; server/http/securityHeaders.ts).
   * @default undefined (no nonce: `react-router dev`)
   */
  nonce?: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    vitrine?: VitrineLoadContext;
  }
}

const devKey = Symbol.for('vitrine.devTransport');
type DevGlobal = typeof globalThis & { [devKey]?: Promise<StoreTransport> };

async function devTransport(): Promise<StoreTransport> {
  const holder = globalThis as DevGlobal;
  holder[devKey] ??= import('../../server/render/devContext').then((module) => module.createDevTransport());
  return holder[devKey];
}

/** The transport for this request: the load context's, `STORE_API_URL`, or the lazy dev one. */
export async function storeTransport(
  context: { vitrine?: VitrineLoadContext } | undefined,
): Promise<StoreTransport> {
  if (context?.vitrine) return passUnavailable(context.vitrine.transport);
  if (process.env.STORE_API_URL) return passUnavailable({ baseUrl: process.env.STORE_API_URL });
  return passUnavailable(await devTransport());
}

/**
 * This request's in-process reads, when the store runs in this process (`npm start`); undefined
 * over HTTP (`STORE_API_URL`, `react-router dev`).
 */
export function storeReads(
  context: { vitrine?: VitrineLoadContext } | undefined,
  lang: string,
): (StoreReads & ThemeReads) | undefined {
  const reads = context?.vitrine?.reads?.(lang);
  if (!reads) return undefined;
  const guarded = {} as StoreReads & ThemeReads;
  for (const [name, read] of Object.entries(reads) as [
    keyof typeof reads,
    (...a: unknown[]) => Promise<unknown>,
  ][]) {
    (guarded[name] as unknown) = (...args: unknown[]) =>
      read(...args).catch((error: unknown) => {
        const refusal = asStoreApiError(error);
        if (refusal?.status === 503) throw unavailable('5');
        throw refusal ?? error;
      });
  }
  return guarded;
}

/**
 * The store's refusal as this bundle's `StoreApiError`: the server bundle that answers in-process
 * reads has its own copy of the class, so its errors fail `instanceof` here (a missing product
 * would be a 500, not the not-found page).
 */
function asStoreApiError(error: unknown): StoreApiError | undefined {
  if (error instanceof StoreApiError) return error;
  if (!(error instanceof Error) || error.name !== 'StoreApiError') return undefined;
  const { status, errors } = error as Partial<StoreApiError>;
  return typeof status === 'number' ? new StoreApiError(status, error.message, errors ?? {}) : undefined;
}

const unavailable = (retryAfter: string) =>
  data(
    { message: 'The store is briefly unavailable. Please try again in a moment.' },
    { status: 503, headers: { 'Retry-After': retryAfter } },
  );

/**
 * A store answering 503 (its database is unreachable) makes the page or form post a 503 with the
 * same Retry-After, not a 500: thrown as a route error response, it ends whatever loader or action
 * asked, and the error boundary renders it.
 */
function passUnavailable(transport: StoreTransport): StoreTransport {
  const check = (response: Response): Response => {
    if (response.status !== 503) return response;
    throw unavailable(response.headers.get('retry-after') ?? '5');
  };
  if (typeof transport === 'function') return async (request) => check(await transport(request));
  const fetcher = transport.fetch ?? globalThis.fetch;
  return { ...transport, fetch: async (input, init) => check(await fetcher(input, init)) };
}

/**
 * A client for one shopper's request: their locale and cookies (the cart hash) go along. A post
 * speaks its page's language (`postLocale`: a form every language shares, like the cart's, posts
 * to one URL), so the store's refusals come back in the shopper's language.
 */
export function storeClientFor(
  transport: StoreTransport,
  request: Request,
  lang: string,
  reads?: StoreReads,
): StoreClient {
  const cookie = request.headers.get('cookie');
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const client = createStoreClient({
    transport,
    lang: reading || lang !== defaultLocale ? lang : postLocale(request),
    headers: cookie ? { cookie } : {},
  });
  if (!reads) return client;
  // The catalogue reads a store in this process answers directly; every other call still goes
  // through the transport. Kept here, on the server, so the browser's client carries none of it.
  client.products.get = (slug) => reads.product(slug);
  client.collections.get = (handle, params = {}) => reads.collection(handle, params);
  client.comments.list = (params = {}) => reads.comments(params);
  client.sizeChart.forProduct = (productId) => reads.sizeChart(productId);
  client.diversion.relationships = (productIds) => reads.diversion(productIds);
  client.settings.get = () => reads.settings();
  client.menus.get = (handle) => reads.menu(handle);
  return client;
}
