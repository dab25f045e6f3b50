/**
 * The thank-you page's proof of ownership: after placing an order the route action sets a
 * short-lived httpOnly cookie holding the order number and email, and the thank-you loader looks
 * the order up with them (`GET /api/store/orders/{number}?email=`). The email never goes into a
 * URL (logs, referrers, history), and a visitor without the cookie is asked for it instead.
 */
import { readCookie } from '../../loaders/request';

export const ORDER_COOKIE = 'vitrine_order';
/** Long enough to reload or come back to the page after paying, short enough not to linger. */
export const ORDER_COOKIE_MAX_AGE_SECONDS = 60 * 60;

export interface OrderProof {
  number: string;
  email: string;
}

/** Set-Cookie for the thank-you page of `proof.number`; sent only to `/orders/…` pages. */
export function orderCookieHeader(request: Request, proof: OrderProof): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify({ number: proof.number, email: proof.email }));
  return `${ORDER_COOKIE}=${value}; Path=/orders; Max-Age=${ORDER_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** The order proof the browser holds, or null when absent or not ours. */
export function readOrderCookie(request: Request): OrderProof | null {
  const raw = readCookie(request, ORDER_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { number, email } = parsed as Record<string, unknown>;
    return typeof number === 'string' && typeof email === 'string' ? { number, email } : null;
  } catch {
    return null;
  }
}
