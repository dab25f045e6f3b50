/**
 * The customer session as cookies and form fields see it, zod-free so the page layer, the browser
 * and the store share one spelling.
 *
 * - The session is the opaque `vitrine_session` cookie (HttpOnly, SameSite=Lax, Path=/, Secure
 *   over HTTPS). The store keeps only its SHA-256 in the database; log-in rotates it, log-out and a
 *   password reset revoke it, and it expires 30 days after log-in.
 * - Every state-changing account request also carries the session's CSRF token: the `_token` form
 *   field, which the page action forwards as the `X-CSRF-Token` header (or `_token` in a JSON
 *   body). The token comes with `GET /api/store/account/info` as `csrf_token`.
 */

/** The session cookie's name. */
export const SESSION_COOKIE = 'vitrine_session';
/** The hidden form field of the CSRF token (log-out and every account form). */
export const CSRF_FIELD = '_token';
/** The header the typed client sends the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/** A session lasts 30 days from log-in. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
/** Session tokens are 43 base64url characters (32 random bytes). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionGrant {
  /** The cookie value. */
  token: string;
  /** ISO time the session ends. */
  expires_at: string;
}

/** The `Set-Cookie` value that stores a session (`secure` when the shopper's request is HTTPS). */
export function sessionCookieHeader(session: SessionGrant, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(session.expires_at) - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${session.token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The `Set-Cookie` value that forgets the session (log-out, an expired or revoked session). */
export function clearSessionCookieHeader(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session token of a `Cookie` header, or undefined when there is none or it is malformed. */
export function sessionFromCookieHeader(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return SESSION_TOKEN_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}
