// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type {
  BulkRule,
  BuyXGetXRule,
  BuyXGetYRule,
  CartInput,
  CartLineInput,
  Coupon,
  DiscountRule,
  PricedCart,
  Scope,
  ShippingDiscountRule,
  StepRule,
} from '../../../server/domain/pricing/types.ts';
import { now } from './fixtures.ts';

// Small id pools so lines share products, categories and pairs, and rules actually match.
const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4');
const categoryId = fc.constantFrom('c1', 'c2', 'c3');
const valueType = fc.constantFrom('flat' as const, 'percentage' as const);
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const money = fc.integer({ min: 0, max: 200_000 });

const scope: fc.Arbitrary<Scope> = fc.oneof(
  fc.constant({}),
  fc.record({ categoryIds: fc.uniqueArray(categoryId, { minLength: 1 }) }),
  fc.record({ productIds: fc.uniqueArray(productId, { minLength: 1 }) }),
);

const lineArb = (key: string): fc.Arbitrary<CartLineInput> =>
  fc.record({
    key: fc.constant(key),
    productId,
    variantId: fc.constantFrom('v1', 'v2', null),
    categoryIds: fc.uniqueArray(categoryId, { maxLength: 2 }),
    // Mostly shared prices and single units: ties, where only a canonical tie-break keeps
    // results free of line order. Sometimes anything, up to the 100 000 quantity limit.
    unitPrice: fc.oneof(
      { arbitrary: fc.constantFrom(333, 1000), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 50_000 }), weight: 1 },
    ),
    quantity: fc.oneof(
      { arbitrary: fc.constant(1), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 1 },
      { arbitrary: fc.integer({ min: 0, max: 100_000 }), weight: 1 },
    ),
    properties: fc.oneof(fc.constant({}), fc.record({ groupId: fc.constantFrom('g1', 'g2') })),
  });

const linesArb = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 })
  .chain((keys) => fc.tuple(...keys.map(lineArb)));

const tierValue = (type: 'flat' | 'percentage') => (type === 'percentage' ? percent : money);

const bulk: fc.Arbitrary<BulkRule> = fc.record({
  kind: fc.constant('bulk' as const),
  id: fc.constantFrom('r-bulk', 'r-bulk2'),
  name: fc.constant('Bulk'),
  priority: fc.integer({ min: 0, max: 3 }),
  scope,
  preferenceType: fc.constantFrom('count' as const, 'amount' as const),
  tiers: fc.array(
    valueType.chain((type) =>
      fc.record({
        from: fc.integer({ min: 0, max: 60_000 }),
        type: fc.constant(type),
        value: tierValue(type),
      }),
    ),
    { minLength: 1, maxLength: 4 },
  ),
});

const step: fc.Arbitrary<StepRule> = fc.record({
  kind: fc.constant('step' as const),
  id: fc.constant('r-step'),
  name: fc.constant('Step'),
  priority: fc.integer({ min: 0, max: 3 }),
  scope,
  steps: fc.array(
    valueType.chain((type) =>
      fc.record({ nth: fc.integer({ min: 1, max: 5 }), type: fc.constant(type), value: tierValue(type) }),
    ),
    { minLength: 1, maxLength: 3 },
  ),
  discountMethod: fc.constantFrom('any' as const, 'top' as const),
  discountOrder: fc.constantFrom('asc' as const, 'desc' as const),
  effectiveLevel: fc.constantFrom('all_level' as const, 'top_only' as const),
});

const giftValue = fc.oneof(
  fc.constant({ valueType: 'other' as const }),
  fc.record({ valueType: fc.constant('percentage' as const), value: percent }),
);

const bxgy: fc.Arbitrary<BuyXGetYRule> = fc.record({
  kind: fc.constant('buy_x_get_y' as const),
  id: fc.constant('r-bxgy'),
  name: fc.constant('BXGY'),
  priority: fc.integer({ min: 0, max: 3 }),
  buy: fc.record({
    scope,
    preferenceType: fc.constantFrom('count' as const, 'amount' as const),
    quantity: fc.integer({ min: 1, max: 4 }),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  gift: fc
    .tuple(giftValue, fc.constantFrom('product' as const, 'category' as const))
    .chain(([value, targetType]) =>
      fc
        .uniqueArray((targetType === 'product' ? productId : categoryId) as fc.Arbitrary<string>, {
          minLength: 1,
        })
        .map((targetIds): BuyXGetYRule['gift'] => ({ ...value, targetType, targetIds })),
    ),
  giftQuantity: fc.integer({ min: 0, max: 3 }),
  repeat: fc.boolean(),
});

const bxgx: fc.Arbitrary<BuyXGetXRule> = fc.record({
  kind: fc.constant('buy_x_get_x' as const),
  id: fc.constant('r-bxgx'),
  name: fc.constant('BXGX'),
  priority: fc.integer({ min: 0, max: 3 }),
  scope,
  buyQuantity: fc.integer({ min: 1, max: 4 }),
  giftQuantity: fc.integer({ min: 0, max: 3 }),
  gift: giftValue,
  sameBy: fc.constantFrom('product' as const, 'variant' as const),
  repeat: fc.boolean(),
});

const shippingRule: fc.Arbitrary<ShippingDiscountRule> = fc.record({
  kind: fc.constant('shipping' as const),
  id: fc.constantFrom('r-ship', 'r-ship2'),
  name: fc.constant('Ship'),
  methodIds: fc.uniqueArray(fc.constantFrom('m1', 'm2'), { maxLength: 2 }),
  maxShippingAmount: fc.integer({ min: 0, max: 3_000 }),
  limitType: fc.constantFrom('min_shipping' as const, 'max_shipping' as const),
  maxLimit: fc.boolean(),
  minSubtotal: fc.integer({ min: 0, max: 50_000 }),
});

const rulesArb: fc.Arbitrary<DiscountRule[]> = fc
  .array(fc.oneof(bulk, step, bxgy, bxgx, shippingRule), { maxLength: 4 })
  // Rule ids are unique within a store.
  .map((rules) => rules.filter((rule, index) => rules.findIndex((other) => other.id === rule.id) === index));

const couponArb: fc.Arbitrary<Coupon> = fc.record({
  code: fc.constantFrom('A', 'B', 'C', 'D'),
  kind: fc.constantFrom('percentage' as const, 'fixed_cart' as const, 'free_shipping' as const),
  value: fc.oneof(percent, money),
  // Mostly valid coupons, so that allocation is exercised; some expired or out of reach.
  minSpend: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20_000 })),
  expiresAt: fc.constantFrom(null, null, '2030-01-01T00:00:00Z', '2020-01-01T00:00:00Z'),
  scope: fc.option(scope, { nil: undefined }),
  autoApply: fc.boolean(),
});

const cartArb: fc.Arbitrary<CartInput> = fc.record({
  currency: fc.constantFrom('USD', 'JPY', 'EUR'),
  lines: linesArb,
  rules: rulesArb,
  coupons: fc.array(fc.record({ coupon: couponArb }), { maxLength: 3 }),
  interactionType: fc.constantFrom('one_discount' as const, 'combinable' as const),
  shippingMethods: fc.constantFrom(
    [],
    [
      { id: 'm1', name: 'One', cost: 795 },
      { id: 'm2', name: 'Two', cost: 1995 },
    ],
  ),
  selectedShippingMethodId: fc.constantFrom('m1', 'm2', null),
  fees: fc.array(fc.record({ id: fc.constant('fee'), name: fc.constant('Fee'), amount: money }), {
    maxLength: 1,
  }),
  now: fc.constant(now),
});

/** A deterministic shuffle driven by fast-check's seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Everything the result says, keyed so that input line order cannot show. */
function orderFree(priced: PricedCart) {
  return {
    totals: priced.totals,
    lines: Object.fromEntries(
      priced.lines.map(({ key, ...rest }) => [key, rest] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
    groups: priced.discountGroups.map((group) => ({ ...group, lineKeys: [...group.lineKeys].sort() })),
    discountRecord: priced.discountRecord.map((entry) => ({
      ...entry,
      cartItemKeys: [...entry.cartItemKeys].sort(),
    })),
    couponRecord: priced.couponRecord.map((entry) => ({
      ...entry,
      cartItemKeys: [...entry.cartItemKeys].sort(),
    })),
    shipping: priced.shipping,
    tips: priced.tips,
  };
}

const isMinor = (value: number) => Number.isSafeInteger(value) && value >= 0;

describe('priceCart properties', () => {
  it('gives the same result, line by line, whatever the order of the input lines', () => {
    fc.assert(
      fc.property(cartArb, fc.integer(), (input, seed) => {
        const reordered = { ...input, lines: shuffled(input.lines, seed) };
        expect(orderFree(priceCart(reordered))).toEqual(orderFree(priceCart(input)));
      }),
      { numRuns: 300 },
    );
  });

  it('outputs only whole, non-negative minor units', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const priced = priceCart(input);
        const { cartContentsCount, ...money } = priced.totals;
        for (const [name, value] of Object.entries(money)) expect(isMinor(value), name).toBe(true);
        expect(cartContentsCount * 2).toSatisfy(Number.isSafeInteger);
        for (const entry of priced.lines) {
          for (const value of [
            entry.lineSubtotal,
            entry.lineTotal,
            entry.discount,
            ...entry.discounts.map((d) => d.amount),
          ]) {
            expect(isMinor(value)).toBe(true);
          }
        }
        for (const method of priced.shipping)
          expect(isMinor(method.cost) && isMinor(method.regularCost)).toBe(true);
        for (const entry of [...priced.discountRecord, ...priced.couponRecord])
          expect(isMinor(entry.amount)).toBe(true);
        for (const group of priced.discountGroups) expect(isMinor(group.discount)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('adds up: line discounts to the total discount, lines to totals, cart total to contents + shipping + fees', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const priced = priceCart(input);
        const { totals } = priced;
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(priced.lines.map((entry) => entry.discount))).toBe(totals.discountTotal);
        expect(totals.discountTotal).toBe(totals.ruleDiscountTotal + totals.couponDiscountTotal);
        expect(sum(priced.discountGroups.map((group) => group.discount))).toBe(totals.ruleDiscountTotal);
        expect(sum(priced.couponRecord.map((entry) => entry.amount))).toBe(totals.couponDiscountTotal);
        expect(sum(priced.lines.map((entry) => entry.lineSubtotal))).toBe(totals.cartSubtotal);
        expect(sum(priced.lines.map((entry) => entry.lineTotal))).toBe(totals.cartContentsTotal);
        expect(totals.cartContentsTotal).toBe(totals.cartSubtotal - totals.discountTotal);
        expect(totals.cartTotal).toBe(totals.cartContentsTotal + totals.shippingTotal + totals.feesTotal);
        for (const entry of priced.lines) {
          expect(entry.lineTotal).toBe(entry.lineSubtotal - entry.discount);
          expect(sum(entry.discounts.map((share) => share.amount))).toBe(entry.discount);
        }
        for (const method of priced.shipping) expect(method.cost).toBeLessThanOrEqual(method.regularCost);
      }),
      { numRuns: 300 },
    );
  });

  it('splits gift lines into paid and gift parts that add up to the line quantity', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        for (const entry of priceCart(input).lines) {
          expect(entry.giftCount).toBeGreaterThanOrEqual(0);
          expect(entry.paidQuantity).toBeGreaterThanOrEqual(0);
          expect(entry.paidQuantity + entry.giftCount).toBe(entry.quantity);
          expect(entry.gift === null).toBe(entry.giftCount === 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer twice for the same input (no hidden state)', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        expect(priceCart(input)).toEqual(priceCart(input));
      }),
      { numRuns: 100 },
    );
  });
});
