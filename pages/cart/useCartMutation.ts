/**
 * Cart changes from the enhanced UI (popup cart, drawer, cart page): each goes through a fetcher
 * to the same POST /cart action the plain forms use, one at a time (the cart is busy
 * while a change runs; a second change waits instead of racing the first), and resolves with the
 * action's answer so callers (CouponForm, CartNote) can show its message.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ThemeSettings } from '../../themes/settings';
import { useThemeSettings } from '../layout/themeSettings';
import type { CartActionResult, CartIntent } from './cartIntents';
import { setCart } from './cartStore';

/** The cart type of the active theme (themes/settings.ts), from the root loader's data. */
export function useCartType(): ThemeSettings['cartType'] {
  return useThemeSettings()?.cartType ?? 'page';
}

type Fields = Record<string, string | number | undefined>;

export function toFormData(intent: CartIntent, fields: Fields): FormData {
  const form = new FormData();
  form.set('intent', intent);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  return form;
}

const unreachable: CartActionResult = {
  ok: false,
  intent: null,
  message: 'The store could not be reached. Please try again.',
  fieldErrors: {},
};

/** Sends cart intents one at a time; `busy` is true while any runs. */
export function useCartMutation() {
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-mutation' });
  const waiting = useRef<((result: CartActionResult) => void) | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const submitted = useRef(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !submitted.current) return;
    submitted.current = false;
    const result = fetcher.data ?? unreachable;
    if (result.ok) setCart(result.cart);
    waiting.current?.(result);
    waiting.current = null;
  }, [fetcher.state, fetcher.data]);

  const mutate = useCallback(
    (intent: CartIntent, fields: Fields = {}): Promise<CartActionResult> => {
      const run = () =>
        new Promise<CartActionResult>((resolve) => {
          waiting.current = resolve;
          submitted.current = true;
          void fetcher.submit(toFormData(intent, fields), { method: 'post', action: '/cart' });
        });
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [fetcher],
  );

  return { mutate, busy: fetcher.state !== 'idle', lastResult: fetcher.data };
}
