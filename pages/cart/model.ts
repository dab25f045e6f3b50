import type { CartDiscountGroupView, CartLineView, CartTotalsView } from '../../lib/cart/types';

/**
 * The cart as the cart page (`main-cart`, built by the cart route's loader), the popup cart and the
 * drawer (built from the client's cart store) show it.
 */
export interface CartView {
  /** The cart's hash: its checkout address. */
  hash: string;
  currency: string;
  /** Units in the cart (a lone lens half counts 0.5). */
  count: number;
  lines: CartLineView[];
  groups: CartDiscountGroupView[];
  totals: CartTotalsView;
  coupons: {
    applied: { code: string; automatic: boolean }[];
    /** The store allows one discount code per order. */
    oneDiscount: boolean;
    notice?: string;
  };
  note: string;
}
