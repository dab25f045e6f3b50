/**
 * How the enhanced UI sends a cart change: a plain `fetch` to POST /cart/change (the same action
 * as the plain forms' POST /cart, answering JSON), not a React Router fetcher. A fetcher is a
 * router update, and the first router update after hydration makes React hydrate every part of
 * the page still waiting for it before it can show anything — an add to cart paid for the footer,
 * the recommendations and the cards near the viewport before its popup appeared. The cart's own
 * store (cartStore.ts) carries the answer to the header and the popup instead; the cart page,
 * whose data is the cart, reloads itself on the store's changed event (revalidate.ts).
 *
 * Changes run one at a time, page-wide: a second change waits for the first instead of racing it.
 */
import type { CartActionResult } from './cartIntents';

/** Where the enhanced UI posts (pages/routes/cart-change.ts); localized by the caller. */
export const CART_CHANGE_PATH = '/cart/change';

export const unreachable: CartActionResult = {
  ok: false,
  intent: null,
  message: 'The store could not be reached. Please try again.',
  fieldErrors: {},
};

let queue: Promise<unknown> = Promise.resolve();

async function post(url: string, form: FormData): Promise<CartActionResult> {
  try {
    // Same-origin credentials (the cart cookie) are fetch's default; the answer is always JSON.
    const response = await fetch(url, { method: 'POST', body: form });
    // A refused change is a 200 with `ok: false`; anything else is a store that did not answer.
    if (!response.ok) return unreachable;
    const result = (await response.json()) as CartActionResult;
    return typeof result?.ok === 'boolean' ? result : unreachable;
  } catch {
    return unreachable;
  }
}

/** Sends one change after those already queued; resolves with the action's answer, never rejects. */
export function sendCartChange(url: string, form: FormData): Promise<CartActionResult> {
  const run = () => post(url, form);
  const next = queue.then(run, run);
  queue = next;
  return next;
}
