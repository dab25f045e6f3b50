/**
 * The cart action's form contract, apart from the action itself so the browser's cart code can
 * name it without importing the server module (and the page loaders behind it).
 */
import type { WireCart } from '../../api/cart';

/** The cart action's intents (the `intent` form field). */
export const cartIntents = [
  'add',
  'update',
  'remove',
  'coupon_apply',
  'coupon_remove',
  'note',
  'gift_add',
] as const;
export type CartIntent = (typeof cartIntents)[number];

export type CartActionResult =
  | { ok: true; intent: CartIntent; cart: WireCart; checkoutUrl?: string }
  | { ok: false; intent: CartIntent | null; message: string; fieldErrors: Record<string, string[]> };
