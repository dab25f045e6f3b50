/**
 * What every page's always-loaded wishlist part shares with the rest: where a heart posts, the
 * presses waiting for the wishlist code (WishlistRuntime.tsx, loaded on the first press), and the
 * product page's heart, which comes in the product card's chunk (lazily: see ProductDetails).
 */

/** The Wishlist screen, which is also where a heart posts without JavaScript. */
export const WISHLIST_PATH = '/account/wishlist';

/** Presses made before the wishlist code arrived, and its handler once it has. */
export const presses: {
  waiting: HTMLFormElement[];
  handler: ((form: HTMLFormElement) => void) | null;
} = { waiting: [], handler: null };

/** The product page's heart (in the product card's chunk, which listings load anyway). */
export const loadProductPageHeart = () =>
  import('../sections/shared/productCard').then((module) => ({ default: module.ProductPageHeart }));
