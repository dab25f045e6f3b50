// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCoupons, demoRules, resolveDemoIds } from '../../../server/domain/pricing/demoRules.ts';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { Coupon, ShippingDiscountRule } from '../../../server/domain/pricing/types.ts';
import { cart, line, lineByKey } from './fixtures.ts';

const methods = [
  { id: 'standard', name: 'Standard', cost: 795 },
  { id: 'express', name: 'Express', cost: 1995 },
];
const expressOff = (overrides: Partial<ShippingDiscountRule> = {}): ShippingDiscountRule => ({
  kind: 'shipping',
  id: 'ship',
  name: 'Express $5 off',
  methodIds: ['express'],
  maxShippingAmount: 500,
  limitType: 'max_shipping',
  maxLimit: true,
  ...overrides,
});
const costs = (rule: ShippingDiscountRule, subtotal = 8000) =>
  priceCart(cart([line('a', subtotal, 1)], { rules: [rule], shippingMethods: methods })).shipping.map(
    (method) => [method.id, method.cost, method.regularCost],
  );

describe('shipping discounts', () => {
  it('reduces matching methods by the max shipping amount and keeps the original as regular cost', () => {
    expect(costs(expressOff())).toEqual([
      ['standard', 795, 795],
      ['express', 1495, 1995],
    ]);
  });

  it('floors the reduced cost at 0', () => {
    expect(costs(expressOff({ maxShippingAmount: 5000 }))).toContainEqual(['express', 0, 1995]);
  });

  it('reduces without limit for the min_shipping limit type or when max_limit is false', () => {
    expect(costs(expressOff({ limitType: 'min_shipping' }))).toContainEqual(['express', 0, 1995]);
    expect(costs(expressOff({ maxLimit: false }))).toContainEqual(['express', 0, 1995]);
  });

  it('applies to every method when no method is listed', () => {
    expect(costs(expressOff({ methodIds: [] }))).toEqual([
      ['standard', 295, 795],
      ['express', 1495, 1995],
    ]);
  });

  it('waits for its minimum subtotal and tips the amount still to spend', () => {
    const priced = priceCart(
      cart([line('a', 6000, 1)], { rules: [expressOff({ minSubtotal: 7500 })], shippingMethods: methods }),
    );
    expect(priced.shipping[1]).toMatchObject({ cost: 1995, discountedBy: null });
    expect(priced.tips).toEqual([
      {
        kind: 'add_amount',
        ruleId: 'ship',
        discountType: 'shipping_discount',
        amount: 1500,
        value: 500,
        valueType: 'flat',
      },
    ]);
  });

  it('charges the selected method and records the shipping discount', () => {
    const priced = priceCart(
      cart([line('a', 8000, 1)], {
        rules: [expressOff()],
        shippingMethods: methods,
        selectedShippingMethodId: 'express',
      }),
    );
    expect(priced.totals).toMatchObject({
      shippingTotal: 1495,
      shippingRegularTotal: 1995,
      cartTotal: 8000 + 1495,
    });
    expect(priced.discountRecord).toEqual([
      expect.objectContaining({ ruleId: 'ship', discountType: 'shipping_discount', amount: 500 }),
    ]);
  });

  it('makes every method free with a free-shipping coupon', () => {
    const freeship = demoCoupons.find((coupon) => coupon.code === 'FREESHIP')!;
    const priced = priceCart(
      cart([line('a', 1000, 1)], {
        coupons: [{ coupon: freeship }],
        shippingMethods: methods,
        selectedShippingMethodId: 'standard',
      }),
    );
    expect(priced.shipping.map((method) => [method.cost, method.discountedBy])).toEqual([
      [0, 'FREESHIP'],
      [0, 'FREESHIP'],
    ]);
    expect(priced.totals.shippingTotal).toBe(0);
    expect(priced.couponRecord[0]).toMatchObject({ freeShipping: true, isUse: true });
  });

  it('charges no shipping before a method is chosen', () => {
    const priced = priceCart(cart([line('a', 1000, 1)], { shippingMethods: methods }));
    expect(priced.totals.shippingTotal).toBe(0);
  });
});

describe('cart contents count', () => {
  it('counts paired lens lines half each, so a pair is one item', () => {
    const lines = [
      line('left', 3000, 1, { properties: { groupId: 'g1' } }),
      line('right', 3000, 1, { properties: { groupId: 'g1' } }),
      line('case', 500, 2),
    ];
    expect(priceCart(cart(lines)).totals.cartContentsCount).toBe(3);
  });

  it('still counts a lens half when its partner is missing', () => {
    const lines = [line('left', 3000, 1, { properties: { groupId: 'g1' } })];
    const priced = priceCart(cart(lines));
    expect(priced.totals.cartContentsCount).toBe(0.5);
    expect(lineByKey(priced, 'left').countedQuantity).toBe(0.5);
  });
});

describe('totals', () => {
  it('adds shipping and fees to the contents total', () => {
    const priced = priceCart(
      cart([line('a', 1234, 2)], {
        shippingMethods: methods,
        selectedShippingMethodId: 'standard',
        fees: [{ id: 'gift-wrap', name: 'Gift wrap', amount: 250 }],
      }),
    );
    expect(priced.totals).toEqual({
      cartSubtotal: 2468,
      ruleDiscountTotal: 0,
      couponDiscountTotal: 0,
      discountTotal: 0,
      cartContentsTotal: 2468,
      shippingRegularTotal: 795,
      shippingTotal: 795,
      feesTotal: 250,
      cartTotal: 2468 + 795 + 250,
      cartContentsCount: 2,
    });
  });

  it('rounds to whole yen for JPY, which has no minor digits', () => {
    const tenPercent: Coupon = { code: 'TEN', kind: 'percentage', value: 10 };
    const priced = priceCart(
      cart([line('a', 1005, 1)], { currency: 'JPY', coupons: [{ coupon: tenPercent }] }),
    );
    expect(priced.currency).toEqual({ code: 'JPY', exponent: 0 });
    // ¥100.5 → ¥101, half up.
    expect(priced.totals.discountTotal).toBe(101);
    expect(priced.totals.cartTotal).toBe(904);
  });

  it('formats a JPY minimum-spend message without decimals', () => {
    const minimum: Coupon = { code: 'YEN500', kind: 'fixed_cart', value: 500, minSpend: 5000 };
    const priced = priceCart(cart([line('a', 3005, 1)], { currency: 'JPY', coupons: [{ coupon: minimum }] }));
    expect(priced.couponRecord[0]!.exception?.message).toBe(
      'The minimum spend for YEN500 coupon code is ¥5,000. Spend ¥1,995 more to use it.',
    );
  });

  it('refuses lines no cart can hold', () => {
    expect(() => priceCart(cart([line('a', 100, 1), line('a', 100, 1)]))).toThrow(RangeError);
    expect(() => priceCart(cart([line('a', 100, 1.5)]))).toThrow(RangeError);
    expect(() => priceCart(cart([line('a', -1, 1)]))).toThrow(RangeError);
  });
});

describe('demo rules', () => {
  const rules = resolveDemoIds(demoRules, {
    categories: { tees: 11, home: 12, mugs: 13, accessories: 14 },
    shippingMethods: { standard: 'std', express: 'exp' },
  });

  it('maps category and shipping-method slugs to the seed ids', () => {
    expect(rules.find((rule) => rule.id === 'tees-bulk')).toMatchObject({ scope: { categoryIds: [11] } });
    expect(rules.find((rule) => rule.id === 'home-free-mug')).toMatchObject({
      buy: { scope: { categoryIds: [12] } },
      gift: { targetIds: [13] },
    });
    expect(rules.find((rule) => rule.id === 'express-5-off-over-75')).toMatchObject({ methodIds: ['exp'] });
  });

  it('price a demo cart: tees 10 % off, a free mug, half-price second accessory, free standard shipping', () => {
    const lines = [
      line('tee', 2500, 2, { categoryIds: [11] }),
      line('lamp', 4500, 2, { categoryIds: [12] }),
      line('mug', 1400, 1, { categoryIds: [12, 13] }),
      line('cap', 2000, 2, { categoryIds: [14] }),
    ];
    const priced = priceCart(
      cart(lines, {
        rules,
        shippingMethods: [
          { id: 'std', name: 'Standard', cost: 795 },
          { id: 'exp', name: 'Express', cost: 1995 },
        ],
        selectedShippingMethodId: 'std',
      }),
    );
    expect(lineByKey(priced, 'tee').discount).toBe(500);
    expect(lineByKey(priced, 'mug')).toMatchObject({ giftCount: 1, lineTotal: 0 });
    expect(lineByKey(priced, 'cap').discount).toBe(1000);
    // 5000 + 9000 + 1400 + 4000 − 500 − 1400 − 1000 = 16 500 ≥ 10 000: standard is free.
    expect(priced.totals.cartContentsTotal).toBe(16_500);
    expect(priced.totals.shippingTotal).toBe(0);
  });
});
