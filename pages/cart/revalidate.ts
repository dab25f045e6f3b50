import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For routes whose data does not depend on the cart (the document frame, catalogue pages): a
 * cart change (a fetcher posting to /cart) does not reload them. The popup cart and header get
 * the new cart from the action's answer; without this every add to cart would re-run the page's
 * loaders for nothing.
 */
export const keepDataAfterCartChange: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/cart' ? false : defaultShouldRevalidate;
