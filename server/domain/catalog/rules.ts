import type { Variant } from '../../db/schema';

/** Buyable when in stock, not stock-managed, or backorders allowed. */
export const variantBuyable = (v: Pick<Variant, 'manageStock' | 'stock' | 'backorders'>) =>
  !v.manageStock || v.stock > 0 || v.backorders !== 'no';

/** The discount percent: round((1 - price/regular_price) × 100) when both are numbers; 0 otherwise. */
export function discountPercentage(price: number, regular: number): number {
  if (!(regular > 0) || price >= regular) return 0;
  return Math.round((1 - price / regular) * 100);
}
