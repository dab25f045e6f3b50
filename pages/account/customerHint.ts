/**
 * How a page in the browser learns that the shopper is logged in without the server's HTML
 * depending on the session (catalogue pages stay publicly cacheable). The session cookie is
 * HttpOnly, so the storefront sets a second, readable cookie beside it — `vitrine_customer=1`, a
 * hint with no authority: it only tells the header that asking the store
 * (`GET /api/store/account/info`) is worth a request. Guests, who have no hint, never ask. Log-in,
 * registration and a password reset set it with the session's lifetime; log-out clears it; an
 * answer that the session is gone clears it too.
 */

export const CUSTOMER_HINT_COOKIE = 'vitrine_customer';

/** The readable hint beside a session that lasts until `expiresAt` (ISO). */
export function customerHintCookieHeader(expiresAt: string, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  return `${CUSTOMER_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearCustomerHintCookieHeader(secure: boolean): string {
  return `${CUSTOMER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** True when a `document.cookie` string carries the hint. */
export const hasCustomerHint = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim() === `${CUSTOMER_HINT_COOKIE}=1`);
