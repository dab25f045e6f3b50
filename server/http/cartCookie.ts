/** The shopper's cart on a request: the `cart_hash` cookie, or `cart_hash` in the query or body. */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cartHashParam } from '../../api/cart';
import { parseOr422 } from './request';

export const CART_COOKIE = 'cart_hash';
const cartCookieMaxAge = 60 * 60 * 24 * 30;

/** The cart hash of the request: body or query `cart_hash` first (API clients), then the cookie. */
export function requestCartHash(c: Context, body?: Record<string, unknown>): string | undefined {
  const explicit = body?.cart_hash ?? c.req.query('cart_hash');
  if (explicit !== undefined && explicit !== '') {
    return parseOr422(cartHashParam, explicit, () => 'cart_hash');
  }
  const cookie = getCookie(c, CART_COOKIE);
  return cookie && /^[a-f0-9]{32}$/.test(cookie) ? cookie : undefined;
}

export function rememberCart(c: Context, hash: string): void {
  setCookie(c, CART_COOKIE, hash, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: cartCookieMaxAge,
    secure: new URL(c.req.url).protocol === 'https:',
  });
}
