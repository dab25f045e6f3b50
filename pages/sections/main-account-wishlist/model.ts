import type { Money } from '../../../lib/money/money';

/** One saved product as the Wishlist screen shows it. */
export interface WishlistRow {
  productId: number;
  title: string;
  href: string;
  image?: { src: string; alt?: string; width?: number; height?: number };
  /** The saved variant's option values, when one was saved. */
  variantTitle?: string;
  price: Money;
  regularPrice?: Money;
  stock?: number;
  soldOut: boolean;
  /**
   * What add to cart posts: the saved variant, the only variant, or null for a product without
   * variants; `'choose'` when the shopper must pick options on the product page first.
   */
  addVariantId: string | null | 'choose';
}

export interface WishlistView {
  items: WishlistRow[];
}
