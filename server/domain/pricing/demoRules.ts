import type { Coupon, DiscountRule, Id, Scope } from './types.ts';

/**
 * The demo store's discounts, as plain data for the seed. Amounts are USD minor units.
 * Scopes name categories and shipping methods by slug; the seed swaps in the real ids with
 * `resolveDemoIds` once it has created them.
 */

/** The demo coupon codes (documented in the README): `usedCount` starts at 0. */
export const demoCoupons: readonly Coupon[] = [
  { code: 'WELCOME10', kind: 'percentage', value: 10 },
  // "$5 off orders over $50": a $50.00 subtotal qualifies.
  { code: 'SAVE5', kind: 'fixed_cart', value: 500, minSpend: 5000 },
  { code: 'FREESHIP', kind: 'free_shipping', value: 0 },
  { code: 'EXPIRED2020', kind: 'percentage', value: 20, expiresAt: '2021-01-01T00:00:00Z' },
  { code: 'ONCE', kind: 'percentage', value: 15, usageLimit: 1, usedCount: 0 },
];

export const demoRules: readonly DiscountRule[] = [
  {
    kind: 'bulk',
    id: 'tees-bulk',
    name: 'Buy more tees, save more',
    priority: 10,
    scope: { categoryIds: ['tees'] },
    preferenceType: 'count',
    tiers: [
      { from: 2, type: 'percentage', value: 10 },
      { from: 4, type: 'percentage', value: 20 },
    ],
  },
  {
    kind: 'step',
    id: 'accessories-second-half',
    name: 'Second accessory half price',
    priority: 20,
    scope: { categoryIds: ['accessories'] },
    steps: [{ nth: 2, type: 'percentage', value: 50 }],
    // Count dearest first, so every second unit is the cheaper of a pair.
    discountOrder: 'desc',
    discountMethod: 'any',
    effectiveLevel: 'all_level',
  },
  {
    kind: 'buy_x_get_y',
    id: 'home-free-mug',
    name: 'Buy 2 for the home, get a mug free',
    priority: 30,
    buy: { scope: { categoryIds: ['home'] }, preferenceType: 'count', quantity: 2 },
    gift: { targetType: 'category', targetIds: ['mugs'], valueType: 'other' },
    giftQuantity: 1,
    repeat: false,
  },
  {
    kind: 'shipping',
    id: 'standard-free-over-100',
    name: 'Free standard shipping over $100',
    methodIds: ['standard'],
    maxShippingAmount: 0,
    limitType: 'min_shipping',
    maxLimit: false,
    minSubtotal: 10_000,
  },
  {
    kind: 'shipping',
    id: 'express-5-off-over-75',
    name: '$5 off express shipping over $75',
    methodIds: ['express'],
    maxShippingAmount: 500,
    limitType: 'max_shipping',
    maxLimit: true,
    minSubtotal: 7_500,
  },
];

/** Slug → id maps built by the seed. A slug missing from a map is kept as it is. */
export interface DemoIdMaps {
  categories?: Readonly<Record<string, Id>>;
  products?: Readonly<Record<string, Id>>;
  shippingMethods?: Readonly<Record<string, Id>>;
}

const mapIds = (ids: readonly Id[] | undefined, map: Readonly<Record<string, Id>> | undefined) =>
  ids?.map((id) => map?.[String(id)] ?? id);

function resolveScope(scope: Scope, maps: DemoIdMaps): Scope {
  return {
    ...scope,
    ...(scope.categoryIds ? { categoryIds: mapIds(scope.categoryIds, maps.categories) } : {}),
    ...(scope.productIds ? { productIds: mapIds(scope.productIds, maps.products) } : {}),
  };
}

/** The rules with their category, product and shipping-method slugs replaced by ids. */
export function resolveDemoIds<T extends DiscountRule | Coupon>(items: readonly T[], maps: DemoIdMaps): T[] {
  return items.map((item): T => {
    if ('scope' in item && item.scope) return { ...item, scope: resolveScope(item.scope, maps) };
    if (item.kind === 'buy_x_get_y') {
      const target =
        item.gift.targetType === 'category'
          ? maps.categories
          : item.gift.targetType === 'product'
            ? maps.products
            : undefined;
      return {
        ...item,
        buy: { ...item.buy, scope: resolveScope(item.buy.scope, maps) },
        gift: { ...item.gift, targetIds: mapIds(item.gift.targetIds, target) ?? [] },
      };
    }
    if (item.kind === 'shipping') {
      return { ...item, methodIds: mapIds(item.methodIds, maps.shippingMethods) ?? [] };
    }
    return item;
  });
}
