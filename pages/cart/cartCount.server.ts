import type { StoreClient } from '../../api/client';
import { readCookie } from '../loaders/request';
import { CART_COOKIE } from './cookie.server';

/**
 * The header's cart count for the first HTML. Only a shopper with a cart cookie has one, and such
 * a page is theirs: the root marks it private, so no shared cache ever hands one shopper's count
 * to another. Behind the server's page cache only their own pages (cart, checkout, account) get
 * here with the cookie: catalogue pages are rendered as a guest's and shared
 * (server/render/sharedCache.ts), and the stored count takes over after hydration.
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
