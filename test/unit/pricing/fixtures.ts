import type { CartInput, CartLineInput, PricedCart } from '../../../server/domain/pricing/types.ts';

/** 2026-06-01T00:00:00Z: a fixed "now" for coupon dates. */
export const now = Date.parse('2026-06-01T00:00:00Z');

/** A cart line with sensible defaults; prices in minor units. */
export function line(
  key: string,
  unitPrice: number,
  quantity: number,
  extra: Partial<CartLineInput> = {},
): CartLineInput {
  return {
    key,
    productId: `p-${key}`,
    variantId: `v-${key}`,
    categoryIds: [],
    unitPrice,
    quantity,
    ...extra,
  };
}

export function cart(lines: CartLineInput[], extra: Partial<CartInput> = {}): CartInput {
  return { currency: 'USD', lines, now, ...extra };
}

export function lineByKey(priced: PricedCart, key: string) {
  const found = priced.lines.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No line ${key}`);
  return found;
}

export function groupById(priced: PricedCart, id: string | null) {
  const found = priced.discountGroups.find((group) => group.id === id);
  if (!found) throw new Error(`No group ${id}`);
  return found;
}
