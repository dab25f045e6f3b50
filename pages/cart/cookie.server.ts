/**
 * The cart hash cookie as the page layer sets it. The store API sets `cart_hash` on its own
 * answers, but a route action calls the API in-process (or over HTTP), so its Set-Cookie never
 * reaches the browser: the action repeats it on its own response when the cart is new or changed.
 * Attributes match server/routes/cart.ts (httpOnly, SameSite=Lax, 30 days).
 */
import { readCookie } from '../loaders/request';

export const CART_COOKIE = 'cart_hash';
const maxAgeSeconds = 60 * 60 * 24 * 30;

/** The Set-Cookie value for `hash`, or null when the browser already holds it. */
export function cartCookieHeader(request: Request, hash: string): string | null {
  if (!hash || readCookie(request, CART_COOKIE) === hash) return null;
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${CART_COOKIE}=${hash}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Forgets the cart (after an order is placed, the next visit starts a fresh one). */
export function clearCartCookieHeader(): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}
