// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCoupon, normalizeCouponCode } from '../../../server/domain/pricing/coupons.ts';
import { demoCoupons } from '../../../server/domain/pricing/demoRules.ts';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { Coupon } from '../../../server/domain/pricing/types.ts';
import { cart, line, lineByKey, now } from './fixtures.ts';

const demo = (code: string): Coupon => demoCoupons.find((coupon) => coupon.code === code)!;
const context = (overrides: Partial<Parameters<typeof evaluateCoupon>[2]> = {}) => ({
  now,
  currency: 'USD',
  lines: [line('a', 3000, 2)],
  ...overrides,
});

describe('evaluateCoupon', () => {
  it('accepts a valid code typed in any case with spaces around it', () => {
    expect(evaluateCoupon('  welcome10 ', demo('WELCOME10'), context())).toEqual({
      ok: true,
      code: 'WELCOME10',
      coupon: demo('WELCOME10'),
    });
  });

  it('rejects an unknown code with the store’s message', () => {
    expect(evaluateCoupon('NOPE', undefined, context())).toEqual({
      ok: false,
      status: 422,
      reason: 'unknown',
      code: 'NOPE',
      message: 'This code did not match any active coupon. Was it entered correctly?',
      values: { code: 'NOPE' },
    });
  });

  it('treats an inactive or not-yet-started coupon as unknown', () => {
    expect(
      evaluateCoupon('X', { code: 'X', kind: 'percentage', value: 5, active: false }, context()),
    ).toMatchObject({
      reason: 'unknown',
    });
    const future = { code: 'X', kind: 'percentage', value: 5, startsAt: '2027-01-01T00:00:00Z' } as const;
    expect(evaluateCoupon('X', future, context())).toMatchObject({ reason: 'unknown' });
  });

  it('rejects an expired code with the store’s message', () => {
    expect(evaluateCoupon('expired2020', demo('EXPIRED2020'), context())).toMatchObject({
      ok: false,
      status: 422,
      reason: 'expired',
      message: 'EXPIRED2020 coupon code has expired!',
    });
  });

  it('treats an unreadable expiry date as expired', () => {
    const broken: Coupon = { code: 'X', kind: 'percentage', value: 5, expiresAt: 'soon' };
    expect(evaluateCoupon('X', broken, context())).toMatchObject({ reason: 'expired' });
  });

  it('rejects a code whose usage limit is reached', () => {
    expect(evaluateCoupon('ONCE', { ...demo('ONCE'), usedCount: 1 }, context())).toMatchObject({
      reason: 'usage_limit',
      message: 'ONCE coupon code has reached its usage limit.',
    });
    expect(evaluateCoupon('ONCE', demo('ONCE'), context())).toMatchObject({ ok: true });
  });

  it('rejects a code the customer already used as often as allowed', () => {
    const perCustomer: Coupon = { code: 'THANKS', kind: 'percentage', value: 5, perCustomerLimit: 1 };
    expect(evaluateCoupon('THANKS', perCustomer, context({ customerUses: 1 }))).toMatchObject({
      reason: 'customer_limit',
      message: 'You have already used the THANKS coupon code the maximum number of times.',
    });
    expect(evaluateCoupon('THANKS', perCustomer, context({ customerUses: 0 }))).toMatchObject({ ok: true });
  });

  it('rejects a spend below the minimum and says how much more to spend, as data too', () => {
    const result = evaluateCoupon('SAVE5', demo('SAVE5'), context({ lines: [line('a', 1250, 3)] }));
    expect(result).toEqual({
      ok: false,
      status: 422,
      reason: 'min_spend',
      code: 'SAVE5',
      message: 'The minimum spend for SAVE5 coupon code is $50.00. Spend $12.50 more to use it.',
      // The message's arguments, for the same message from a language pack.
      values: { code: 'SAVE5', minimum: '$50.00', short: '$12.50' },
      minSpend: { required: 5000, current: 3750, amountShort: 1250, currency: 'USD' },
    });
    expect(evaluateCoupon('SAVE5', demo('SAVE5'), context({ lines: [line('a', 2500, 2)] }))).toMatchObject({
      ok: true,
    });
  });

  it('rejects a product-scoped code when no cart product is in its scope', () => {
    const tees: Coupon = { code: 'TEES', kind: 'percentage', value: 15, scope: { categoryIds: ['tees'] } };
    expect(evaluateCoupon('TEES', tees, context())).toMatchObject({
      reason: 'not_applicable',
      message: 'TEES coupon code does not apply to any product in your cart.',
    });
    const withTee = context({ lines: [line('t', 2000, 1, { categoryIds: ['tees'] })] });
    expect(evaluateCoupon('TEES', tees, withTee)).toMatchObject({ ok: true });
  });

  it('rejects a second manual code under one_discount and names the applied one', () => {
    const result = evaluateCoupon(
      'SAVE5',
      demo('SAVE5'),
      context({ interactionType: 'one_discount', appliedCoupons: [{ code: 'WELCOME10' }] }),
    );
    expect(result).toMatchObject({
      reason: 'one_discount',
      message: 'Only one discount code can be used per order. Remove WELCOME10 to use SAVE5.',
    });
    const combinable = context({ interactionType: 'combinable', appliedCoupons: [{ code: 'WELCOME10' }] });
    expect(evaluateCoupon('SAVE5', demo('SAVE5'), combinable)).toMatchObject({ ok: true });
  });

  it('lets a manual code join an auto-applied one under one_discount', () => {
    const ctx = context({
      interactionType: 'one_discount',
      appliedCoupons: [{ code: 'AUTO', autoApply: true }],
    });
    expect(evaluateCoupon('WELCOME10', demo('WELCOME10'), ctx)).toMatchObject({ ok: true });
  });

  it('rejects a code that is already applied', () => {
    expect(
      evaluateCoupon('welcome10', demo('WELCOME10'), context({ appliedCoupons: [{ code: 'WELCOME10' }] })),
    ).toMatchObject({
      reason: 'already_applied',
      message: 'WELCOME10 coupon code has already been applied.',
    });
  });

  it('gives the same verdict for any casing and surrounding spaces of a code', () => {
    const codes = fc.constantFrom(...demoCoupons.map((coupon) => coupon.code));
    const casing = fc.array(fc.boolean(), { minLength: 12, maxLength: 12 });
    const spaces = fc.constantFrom('', ' ', '  ', '\t');
    fc.assert(
      fc.property(codes, casing, spaces, spaces, (code, upper, before, after) => {
        const typed = [...code].map((char, index) => (upper[index] ? char : char.toLowerCase())).join('');
        const coupon = demo(code);
        expect(evaluateCoupon(`${before}${typed}${after}`, coupon, context())).toEqual(
          evaluateCoupon(code, coupon, context()),
        );
      }),
    );
  });

  it('normalises full-width and lower-case input', () => {
    expect(normalizeCouponCode(' ｗｅｌｃｏｍｅ１０ ')).toBe('WELCOME10');
  });
});

describe('coupons in priceCart', () => {
  it('takes a percentage coupon off every line, split by largest remainder', () => {
    // 10 % of 3333 + 3333 + 3334 = 1000.0 → 333 / 333 / 334.
    const lines = [line('a', 3333, 1), line('b', 3333, 1), line('c', 3334, 1)];
    const priced = priceCart(cart(lines, { coupons: [{ coupon: demo('WELCOME10') }] }));
    expect(priced.totals.couponDiscountTotal).toBe(1000);
    expect(priced.lines.map((entry) => entry.discount)).toEqual([333, 333, 334]);
    expect(priced.couponRecord).toEqual([
      {
        code: 'WELCOME10',
        kind: 'percentage',
        autoCoupon: false,
        isUse: true,
        freeShipping: false,
        amount: 1000,
        cartItemKeys: ['a', 'b', 'c'],
        exception: null,
      },
    ]);
  });

  it('applies coupons after automatic rules, on what the rules left', () => {
    const rule = {
      kind: 'bulk',
      id: 'bulk',
      name: 'Bulk',
      scope: {},
      preferenceType: 'count',
      tiers: [{ from: 1, type: 'percentage', value: 50 }],
    } as const;
    const priced = priceCart(
      cart([line('a', 10_000, 1)], { rules: [rule], coupons: [{ coupon: demo('SAVE5') }] }),
    );
    // 10000 − 5000 (rule) − 500 (coupon).
    expect(lineByKey(priced, 'a').lineTotal).toBe(4500);
    expect(lineByKey(priced, 'a').discounts).toEqual([
      { source: 'rule', id: 'bulk', discountType: 'bulk_discount', amount: 5000 },
      { source: 'coupon', id: 'SAVE5', discountType: 'fixed_cart', amount: 500 },
    ]);
  });

  it('limits a scoped coupon to its products', () => {
    const tees: Coupon = { code: 'TEES', kind: 'fixed_cart', value: 700, scope: { categoryIds: ['tees'] } };
    const lines = [line('tee', 2000, 1, { categoryIds: ['tees'] }), line('mug', 1000, 1)];
    const priced = priceCart(cart(lines, { coupons: [{ coupon: tees }] }));
    expect(lineByKey(priced, 'tee').discount).toBe(700);
    expect(lineByKey(priced, 'mug').discount).toBe(0);
  });

  it('keeps a coupon whose minimum is no longer met in the record, unused, with its reason', () => {
    const priced = priceCart(cart([line('a', 1000, 1)], { coupons: [{ coupon: demo('SAVE5') }] }));
    expect(priced.totals.discountTotal).toBe(0);
    expect(priced.couponRecord[0]).toMatchObject({
      isUse: false,
      amount: 0,
      exception: { reason: 'min_spend', minSpend: { amountShort: 4000 } },
    });
  });

  describe('one_discount', () => {
    const bulk = {
      kind: 'bulk',
      id: 'bulk',
      name: 'Bulk',
      scope: {},
      preferenceType: 'count',
      tiers: [{ from: 1, type: 'percentage', value: 20 }],
    } as const;
    const auto: Coupon = { code: 'AUTO5', kind: 'fixed_cart', value: 500, autoApply: true };

    it('makes a manual coupon the only discount: rules and auto coupons step aside', () => {
      const priced = priceCart(
        cart([line('a', 10_000, 1)], {
          interactionType: 'one_discount',
          rules: [bulk],
          coupons: [{ coupon: auto }, { coupon: demo('WELCOME10') }],
        }),
      );
      expect(priced.totals.discountTotal).toBe(1000);
      expect(priced.discountRecord).toEqual([]);
      expect(priced.couponRecord.map((record) => [record.code, record.isUse])).toEqual([
        ['AUTO5', false],
        ['WELCOME10', true],
      ]);
      expect(priced.couponRecord[0]!.exception).toMatchObject({ reason: 'one_discount' });
    });

    it('keeps the first manual coupon and rejects a second', () => {
      const priced = priceCart(
        cart([line('a', 10_000, 1)], {
          interactionType: 'one_discount',
          coupons: [{ coupon: demo('WELCOME10') }, { coupon: demo('SAVE5') }],
        }),
      );
      expect(priced.totals.discountTotal).toBe(1000);
      expect(priced.couponRecord[1]).toMatchObject({ isUse: false, exception: { reason: 'one_discount' } });
    });

    it('lets rules and auto coupons combine when no manual coupon is applied', () => {
      const priced = priceCart(
        cart([line('a', 10_000, 1)], {
          interactionType: 'one_discount',
          rules: [bulk],
          coupons: [{ coupon: auto }],
        }),
      );
      expect(priced.totals.discountTotal).toBe(2500);
    });
  });
});
