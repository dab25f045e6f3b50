import type { ProductSummary } from '../shared/productModel';

export interface RecentlyViewedData {
  /** The product this page shows (recorded once the section runs); null on other pages. */
  current: ProductSummary | null;
  /** Product pages not to show again: on the cart page, the cart's own products. */
  hidden: string[];
}
