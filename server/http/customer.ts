/**
 * The customer on a request: the `vitrine_session` cookie's live session, the CSRF check of
 * state-changing account requests, the client's address for attempt limits, the origin of mailed
 * links, and the mapping of the accounts domain's refusals to HTTP answers.
 *
 * In-process requests (the storefront's loaders and actions call the app without a socket) may
 * carry `X-Vitrine-Client-Address` and `X-Vitrine-Origin`, set by the storefront handler from
 * the shopper's own request (server/render/handler.ts); requests that came over a socket never
 * get to choose them.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER, SESSION_COOKIE, SESSION_TOKEN_PATTERN } from '../../api/session';
import { AccountError, accountError } from '../domain/accounts/errors';
import { sameSecret } from '../domain/accounts/secrets';
import { findSession, type LiveSession } from '../domain/accounts/sessions';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import { originOptionsFromEnv } from './origin';
import { socketAddress } from './rateLimit';

export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';
export const CLIENT_ORIGIN_HEADER = 'x-vitrine-origin';

/** The clock of account rules (tests pass a fake one through the app context). */
export const nowOf = (c: Context<AppEnv>): Date => c.get('ctx').now?.() ?? new Date();

/** The request's session cookie value, when well-formed. */
export function sessionToken(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return value && SESSION_TOKEN_PATTERN.test(value) ? value : undefined;
}

const sessions = new WeakMap<Request, Promise<LiveSession | null>>();

/** The request's live session, or null (read once per request). */
export function currentSession(c: Context<AppEnv>): Promise<LiveSession | null> {
  let pending = sessions.get(c.req.raw);
  if (!pending) {
    const token = sessionToken(c);
    pending = token ? findSession(c.get('ctx').db, token, nowOf(c)) : Promise.resolve(null);
    sessions.set(c.req.raw, pending);
  }
  return pending;
}

/** The live session, or 401. */
export async function requireSession(c: Context<AppEnv>): Promise<LiveSession> {
  const session = await currentSession(c);
  if (!session)
    throw accountError('unauthenticated', 'Unauthenticated.', { id: 'account.error.unauthenticated' });
  return session;
}

/**
 * Refuses (419) a state-changing request whose CSRF token — the `X-CSRF-Token` header or `_token`
 * of the body — is not the session's.
 */
export function requireCsrf(c: Context, session: LiveSession, body?: Record<string, unknown>): void {
  const given = c.req.header(CSRF_HEADER) ?? (typeof body?._token === 'string' ? body._token : '');
  if (!given || !sameSecret(given, session.csrfToken)) {
    throw accountError('csrf_mismatch', 'CSRF token mismatch.', { id: 'account.error.expiredForm' });
  }
}

/** The client's address: the socket's (behind TRUST_PROXY the forwarded one), or the storefront's hint. */
export function clientAddress(c: Context): string | undefined {
  const socket = socketAddress(c);
  if (socket === undefined) return c.req.header(CLIENT_ADDRESS_HEADER)?.slice(0, 64) || undefined;
  if (!originOptionsFromEnv().trustProxy) return socket;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : socket;
}

/** Where mailed links point: PUBLIC_URL, the request's own origin, or the storefront's hint. */
export function linkOrigin(c: Context): string {
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  if (socketAddress(c) !== undefined) return new URL(c.req.url).origin;
  const hinted = c.req.header(CLIENT_ORIGIN_HEADER);
  if (hinted && /^https?:\/\/[^/\s]+$/.test(hinted)) return hinted;
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

/** Sets (or, with null, clears) the session cookie on the answer, for browsers calling the API. */
export function writeSessionCookie(c: Context, session: { token: string; expiresAt: Date } | null): void {
  const secure = new URL(c.req.url).protocol === 'https:';
  if (!session) {
    setCookie(c, SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 0, secure });
    return;
  }
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure });
}

const statusOf = {
  unauthenticated: 401,
  csrf_mismatch: 419,
  invalid: 422,
  bad_credentials: 401,
  too_many_attempts: 429,
  not_found: 404,
  token_invalid: 422,
  payment_declined: 402,
} as const;

/** The HTTP answer of an accounts refusal (429s get `Retry-After`); other errors pass unchanged. */
export function accountErrorToHttp(c: Context, error: unknown): unknown {
  if (!(error instanceof AccountError)) return error;
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  // biome-ignore lint/suspicious/noExplicitAny: 419 is not in Hono's status list.
  return new ApiError(statusOf[error.code] as any, error.message, error.fields, error.refs);
}

/** Runs a handler, turning accounts refusals into their HTTP answers. */
export async function withAccountErrors<T>(c: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw accountErrorToHttp(c, error);
  }
}
