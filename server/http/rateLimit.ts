/**
 * Per-address limits for order lookups (the thank-you page, Track Your Order and their API
 * routes), so order numbers and emails cannot be tried in bulk. The counts live in this process
 * only: a bounded map of fixed windows, forgotten on restart (several instances each count on
 * their own, which still bounds a prober to a small multiple of the limit).
 *
 * Only failed lookups count (a 4xx: an unknown number, a wrong email): a prober's guesses fail,
 * while a shopper reloading their own thank-you page succeeds and is never held back. Once an
 * address has used its failures, every lookup from it is refused until the window ends.
 *
 * Only requests that came over a socket count: the storefront's in-process sub-requests to the
 * store API carry no address and were already counted as the page request that made them. Behind
 * a trusted proxy (`TRUST_PROXY=1`) the address is the client's, from `X-Forwarded-For`;
 * otherwise every shopper would share the proxy's one budget.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

export interface RateLimitOptions {
  /** Requests allowed per address and window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /**
   * Addresses remembered at once; the oldest window is dropped beyond it.
   * @default 10_000
   */
  maxAddresses?: number;
  /** @default Date.now */
  now?: () => number;
  /**
   * Take the client address from `X-Forwarded-For` (its first entry), as set by a proxy we trust.
   * @default false
   */
  trustProxy?: boolean;
}

/** The peer address of a request served by @hono/node-server; undefined for in-process calls. */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}

/** The client's address: the socket's, or behind a trusted proxy the first forwarded one. */
function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  const socket = socketAddress(c);
  if (socket === undefined || !trustProxy) return socket;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : socket;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const maxAddresses = options.maxAddresses ?? 10_000;
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const address = clientAddress(c, options.trustProxy ?? false);
    if (address === undefined) return next();
    const time = now();
    let window = windows.get(address);
    if (!window || time - window.start >= options.windowMs) {
      windows.delete(address);
      if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value!);
      window = { start: time, count: 0 };
      windows.set(address, window);
    }
    if (window.count >= options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + options.windowMs - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      const message = 'Too many order lookups from your address. Please try again later.';
      if (c.req.path.startsWith('/api/')) throw new ApiError(429, message);
      return c.text(message, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfter) });
    }
    await next();
    if (c.res.status >= 400 && c.res.status < 500) window.count++;
  };
}

/** Order lookups: 30 per address per 10 minutes, ample for a shopper reloading their order. */
export const ORDER_LOOKUP_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
