import type { StoreClient } from '../../api/client';
import { readCookie } from '../loaders/request';
import { CART_COOKIE } from './cookie.server';

/**
 * The header's cart count for the first HTML. Only a shopper with a cart cookie has one, and such
 * a page is theirs: the root marks it private, so no shared cache (the server's page cache skips
 * cart cookies too, server/render/sharedCache.ts) ever hands one shopper's count to another.
 * `null` without a cart cookie, and when the store cannot answer (the browser's stored count
 * takes over after hydration).
 */
export async function serverCartCount(
  request: Request,
  store: StoreClient,
): Promise<{ personal: boolean; count: number | null }> {
  if (!readCookie(request, CART_COOKIE)) return { personal: false, count: null };
  const cart = await store.cart.get().catch(() => null);
  return { personal: true, count: cart ? cart.cart_contents_count : null };
}
