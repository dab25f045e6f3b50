import type { MiddlewareHandler } from 'hono';

/**
 * Anonymous catalogue answers may be cached by a CDN for a minute and served
 * stale while it revalidates. The answer depends on X-LANG, so caches must key on it.
 */
export const catalogueCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) {
    c.header('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    c.header('Vary', 'X-LANG, Accept-Encoding');
  }
};
