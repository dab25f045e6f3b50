/**
 * The logged-in state a page learns after hydration (loaded on demand, only when the readable
 * `vitrine_customer` hint is there — see customerHint.ts): one `GET /api/store/account/info` per
 * page, shared by the header and the footer. A gone session clears the hint, so the next pages
 * skip the call. The first page that finds the shopper logged in after they set out to log in
 * reports the login event (lib/analytics/loginReturn.ts).
 */
import { consumeLoginReturn } from '../../lib/analytics/loginReturn';
import { CUSTOMER_HINT_COOKIE } from './customerHint';

export interface CustomerState {
  loggedIn: boolean;
  /** The session's CSRF token, for the log-out form's `_token`. */
  csrfToken?: string;
}

const GUEST: CustomerState = { loggedIn: false };
let pending: { key: string; state: Promise<CustomerState> } | null = null;

async function fetchState(): Promise<CustomerState> {
  try {
    const response = await fetch('/api/store/account/info', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed name-value pair, and the Cookie Store API is not in every browser we serve.
      document.cookie = `${CUSTOMER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      return GUEST;
    }
    const body = (await response.json()) as { data?: { csrf_token?: unknown } };
    const token = body.data?.csrf_token;
    if (typeof token !== 'string') return GUEST;
    if (consumeLoginReturn(window.sessionStorage, true)) {
      void fetch('/api/statistics/events', {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'login', parameters: { method: 'email' } }),
      }).catch(() => undefined);
    }
    return { loggedIn: true, csrfToken: token };
  } catch {
    return GUEST;
  }
}

/** The state for this page (`key`: its path): one request however many parts ask. */
export function loadCustomerState(key: string): Promise<CustomerState> {
  if (pending?.key !== key) pending = { key, state: fetchState() };
  return pending.state;
}
