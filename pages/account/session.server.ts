/**
 * How the page layer knows the customer. The session is the `vitrine_session` cookie
 * (api/session.ts); every loader's store client already forwards the shopper's `Cookie` header
 * (pages/loaders/context.server.ts `storeClientFor`), so the store sees the session as if the
 * browser had called it.
 *
 * - Reading: `currentCustomer(store)` → the account (with its `csrf_token`) or null; it never
 *   throws. A page for customers only redirects guests with `requireCustomer`.
 * - Writing: a route action that logs in, registers or resets a password gets the new session in
 *   the store's answer (`session`) and repeats it to the browser with `sessionSetCookie`, since an
 *   in-process call's own Set-Cookie never reaches the browser (the same as the cart cookie). Log-out
 *   answers with `sessionClearCookie`.
 * - CSRF: every account form carries the session's token as the hidden `_token` field; the action
 *   passes it to the client method (`csrfToken`), and the store refuses a mismatch with 419.
 * - Pages that show a customer's data are `private, no-store`.
 */
import { redirect } from 'react-router';
import type { AccountInfo } from '../../api/account';
import type { StoreClient } from '../../api/client';
import {
  CSRF_FIELD,
  clearSessionCookieHeader,
  SESSION_COOKIE,
  type SessionGrant,
  sessionCookieHeader,
  sessionFromCookieHeader,
} from '../../api/session';

export { CSRF_FIELD, SESSION_COOKIE };

/** True when the request carries a well-formed session cookie (no store call). */
export function hasSessionCookie(request: Request): boolean {
  return sessionFromCookieHeader(request.headers.get('cookie')) !== undefined;
}

/** The logged-in customer of this request, or null (guests skip the store call). */
export async function currentCustomer(store: StoreClient, request?: Request): Promise<AccountInfo | null> {
  if (request && !hasSessionCookie(request)) return null;
  return store.account.info();
}

/** The customer, or a redirect to `/account/login?return_to=<this page>` for a guest. */
export async function requireCustomer(store: StoreClient, request: Request): Promise<AccountInfo> {
  const customer = await currentCustomer(store, request);
  if (customer) return customer;
  const url = new URL(request.url);
  throw redirect(`/account/login?return_to=${encodeURIComponent(url.pathname + url.search)}`);
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/** The Set-Cookie value that gives the browser a session the store just granted. */
export function sessionSetCookie(request: Request, session: SessionGrant): string {
  return sessionCookieHeader(session, isHttps(request));
}

/** The Set-Cookie value that forgets the session (log-out). */
export function sessionClearCookie(request: Request): string {
  return clearSessionCookieHeader(isHttps(request));
}
