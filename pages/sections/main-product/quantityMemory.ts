/**
 * The product page remembers the quantity per product in session storage, so going
 * back to a product (or reloading it) keeps what the shopper chose this session.
 */
import { useCallback, useEffect, useState } from 'react';
import { clampQuantity, QUANTITY_MIN, type QuantityBounds } from '../../../lib/quantity';

/** The session storage key for one product's quantity. */
export const quantityStorageKey = (productId: number | string) => `vitrine:qty:${productId}`;

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

/** The session storage, or null where there is none or it is blocked (SSR, privacy settings). */
const sessionStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** The remembered quantity clamped to `bounds`, or null when nothing usable is stored. */
export const readRememberedQuantity = (
  storage: Reader | null,
  productId: number | string,
  bounds: QuantityBounds,
): number | null => {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(quantityStorageKey(productId)) ?? null;
  } catch {
    return null;
  }
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return clampQuantity(Number(raw), bounds);
};

/** Stores the quantity; the minimum clears the entry instead (nothing worth remembering). */
export const rememberQuantity = (storage: Writer | null, productId: number | string, quantity: number) => {
  try {
    if (quantity <= QUANTITY_MIN) storage?.removeItem(quantityStorageKey(productId));
    else storage?.setItem(quantityStorageKey(productId), String(quantity));
  } catch {
    // A full or blocked storage only costs the memory, never the page.
  }
};

/**
 * The product page's quantity: starts at the minimum (so the server and the first client render
 * agree), then takes the remembered value after hydration; every change is remembered. The value
 * is always within `bounds` (a variant with less stock lowers it).
 */
export const useRememberedQuantity = (
  productId: number,
  bounds: QuantityBounds,
): [quantity: number, setQuantity: (quantity: number) => void] => {
  const [quantity, setStored] = useState(bounds.min);
  const { min, max } = bounds;

  // Read once per product: later bound changes clamp at render without forgetting the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bounds are applied at render
  useEffect(() => {
    setStored(readRememberedQuantity(sessionStore(), productId, { min, max }) ?? min);
  }, [productId]);

  const setQuantity = useCallback(
    (next: number) => {
      setStored(next);
      rememberQuantity(sessionStore(), productId, next);
    },
    [productId],
  );

  return [clampQuantity(quantity, bounds), setQuantity];
};
