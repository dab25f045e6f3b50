/**
 * The wishlist's rules shared by the store and the storefront (no zod: the browser loads it).
 * A change answers a `tips_type`: 1 added, 2 removed (the successes), 3 the list is full (an
 * error). The storefront shows `wishlist_tips_type_{n}`; any other number is an error too.
 */

/** A customer's list holds at most this many products; adding past it answers "full". */
export const WISHLIST_LIMIT = 100;

export const WISHLIST_TIPS = { added: 1, removed: 2, full: 3 } as const;
export type WishlistTipsType = (typeof WISHLIST_TIPS)[keyof typeof WISHLIST_TIPS];

/** Whether a `tips_type` reports a change that went through. */
export const isWishlistSuccess = (tipsType: number): boolean =>
  tipsType === WISHLIST_TIPS.added || tipsType === WISHLIST_TIPS.removed;

/** The message id of a `tips_type`: `wishlist_tips_type_{n}` for 1–3, else the general error. */
export const wishlistTipsMessageId = (tipsType: number): string =>
  tipsType === 1 || tipsType === 2 || tipsType === 3 ? `wishlist_tips_type_${tipsType}` : 'wishlist.error';
