/**
 * After a checkout click the button stays dimmed and ignores clicks
 * for 5 s in the popup cart and 3 s elsewhere (the cart page), so a double
 * click cannot start two checkouts while the next page loads.
 */
export const CHECKOUT_LOCK_MS = {
  popup: 5000,
  page: 3000,
} as const;

export type CheckoutContext = keyof typeof CHECKOUT_LOCK_MS;

export const checkoutLockMs = (context: CheckoutContext): number => CHECKOUT_LOCK_MS[context];
