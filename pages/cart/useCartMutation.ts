/**
 * Cart changes from the enhanced UI (popup cart, drawer, cart page): each goes to the same cart
 * action the plain forms use, as a plain request (cartChange.ts: one at a time, page-wide), and
 * resolves with the action's answer so callers (CouponForm, CartNote) can show its message. The
 * new cart reaches the header and popup through the cart store; a page whose own data is the cart
 * reloads it (revalidate.ts).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { CART_CHANGE_PATH, sendCartChange } from './cartChange';
import type { CartActionResult, CartIntent } from './cartIntents';
import { cartChanged } from './cartStore';

type Fields = Record<string, string | number | undefined>;

export function toFormData(intent: CartIntent, fields: Fields): FormData {
  const form = new FormData();
  form.set('intent', intent);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  return form;
}

// The cart's controls (popup, drawer, cart page) are busy while any of their changes runs.
let running = 0;
const listeners = new Set<() => void>();
const setRunning = (next: number) => {
  running = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sends cart intents one at a time; `busy` is true while any runs. */
export function useCartMutation() {
  const localize = useLocalizePath();
  const busy = useSyncExternalStore(
    subscribe,
    () => running > 0,
    () => false,
  );
  const mutate = useCallback(
    async (intent: CartIntent, fields: Fields = {}): Promise<CartActionResult> => {
      setRunning(running + 1);
      try {
        const result = await sendCartChange(localize(CART_CHANGE_PATH), toFormData(intent, fields));
        if (result.ok) cartChanged(result.cart);
        return result;
      } finally {
        setRunning(running - 1);
      }
    },
    [localize],
  );
  return { mutate, busy };
}
