/**
 * Per-address limits for order lookups (the thank-you page, Track Your Order and their API
 * routes), so order numbers and emails cannot be tried in bulk. The counts live in this process
 * only: a bounded map of fixed windows, forgotten on restart (several instances each count on
 * their own, which still bounds a prober to a small multiple of the limit).
 *
 * Only requests that came over a socket count: the storefront's in-process sub-requests to the
 * store API carry no address and were already counted as the page request that made them.
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
}

/** The peer address of a request served by @hono/node-server; undefined for in-process calls. */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const maxAddresses = options.maxAddresses ?? 10_000;
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const address = socketAddress(c);
    if (address === undefined) return next();
    const time = now();
    let window = windows.get(address);
    if (!window || time - window.start >= options.windowMs) {
      windows.delete(address);
      if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value!);
      window = { start: time, count: 0 };
      windows.set(address, window);
    }
    window.count++;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + options.windowMs - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      const message = 'Too many order lookups from your address. Please try again later.';
      if (c.req.path.startsWith('/api/')) throw new ApiError(429, message);
      return c.text(message, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}

/** Order lookups: 30 per address per 10 minutes, ample for a shopper reloading their order. */
export const ORDER_LOOKUP_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
