// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { StepRule } from '../../../server/domain/pricing/types.ts';
import { cart, groupById, line, lineByKey } from './fixtures.ts';

const halfPriceSecond = (overrides: Partial<StepRule> = {}): StepRule => ({
  kind: 'step',
  id: 'step',
  name: 'Second half price',
  scope: {},
  steps: [{ nth: 2, type: 'percentage', value: 50 }],
  discountMethod: 'any',
  discountOrder: 'desc',
  effectiveLevel: 'all_level',
  ...overrides,
});

// Four single units priced 30, 10, 20 and 40 dollars.
const fourUnits = () => [line('a', 3000, 1), line('b', 1000, 1), line('c', 2000, 1), line('d', 4000, 1)];
const discountsByKey = (rule: StepRule) =>
  Object.fromEntries(
    priceCart(cart(fourUnits(), { rules: [rule] })).lines.map((entry) => [entry.key, entry.discount]),
  );

describe('step discount', () => {
  it('any + desc: counting dearest first, every 2nd unit is half price (the cheaper of each pair)', () => {
    // Order d 40, a 30, c 20, b 10 → positions 2 and 4: a and b.
    expect(discountsByKey(halfPriceSecond())).toEqual({ a: 1500, b: 500, c: 0, d: 0 });
  });

  it('any + asc: counting cheapest first, positions 2 and 4 are the dearer of each pair', () => {
    // Order b 10, c 20, a 30, d 40 → positions 2 and 4: c and d.
    expect(discountsByKey(halfPriceSecond({ discountOrder: 'asc' }))).toEqual({
      a: 0,
      b: 0,
      c: 1000,
      d: 2000,
    });
  });

  it('top + desc: the earned discounts go to the dearest units', () => {
    expect(discountsByKey(halfPriceSecond({ discountMethod: 'top' }))).toEqual({
      a: 1500,
      b: 0,
      c: 0,
      d: 2000,
    });
  });

  it('top + asc: the earned discounts go to the cheapest units', () => {
    expect(discountsByKey(halfPriceSecond({ discountMethod: 'top', discountOrder: 'asc' }))).toEqual({
      a: 0,
      b: 500,
      c: 1000,
      d: 0,
    });
  });

  describe('effective level', () => {
    const ladder = (effectiveLevel: StepRule['effectiveLevel']) =>
      halfPriceSecond({
        effectiveLevel,
        steps: [
          { nth: 2, type: 'percentage', value: 10 },
          { nth: 3, type: 'percentage', value: 20 },
        ],
      });

    it('all_level applies every step a cycle reaches, and repeats in the next cycle', () => {
      expect(
        priceCart(cart([line('x', 1000, 3)], { rules: [ladder('all_level')] })).totals.discountTotal,
      ).toBe(300);
      // 5 units: cycle 1 gives 10 % + 20 %, the started cycle reaches its 2nd unit: 10 %.
      expect(
        priceCart(cart([line('x', 1000, 5)], { rules: [ladder('all_level')] })).totals.discountTotal,
      ).toBe(400);
    });

    it('top_only applies only the highest step each cycle reaches', () => {
      expect(
        priceCart(cart([line('x', 1000, 3)], { rules: [ladder('top_only')] })).totals.discountTotal,
      ).toBe(200);
      expect(
        priceCart(cart([line('x', 1000, 5)], { rules: [ladder('top_only')] })).totals.discountTotal,
      ).toBe(300);
    });
  });

  it('caps a flat step discount at the unit price', () => {
    const rule = halfPriceSecond({ steps: [{ nth: 3, type: 'flat', value: 1500 }] });
    expect(priceCart(cart([line('x', 1000, 3)], { rules: [rule] })).totals.discountTotal).toBe(1000);
  });

  it('prices a 100 000-unit line by arithmetic, not unit by unit', () => {
    const priced = priceCart(cart([line('x', 1000, 100_000)], { rules: [halfPriceSecond()] }));
    expect(lineByKey(priced, 'x').discount).toBe(50_000 * 500);
  });

  it('tips how many more units reach the next step, with its position and method', () => {
    const priced = priceCart(cart([line('x', 1000, 3)], { rules: [halfPriceSecond()] }));
    expect(groupById(priced, 'step').tips).toEqual([
      {
        kind: 'add_quantity',
        ruleId: 'step',
        discountType: 'step_discount',
        quantity: 1,
        value: 50,
        valueType: 'percentage',
        nth: 2,
        discountMethod: 'any',
        discountOrder: 'desc',
      },
      { kind: 'saved', ruleId: 'step', discountType: 'step_discount', amount: 500 },
    ]);
  });

  it('records the rule data of the applied step discount', () => {
    const priced = priceCart(cart(fourUnits(), { rules: [halfPriceSecond()] }));
    expect(priced.discountRecord).toEqual([
      expect.objectContaining({
        discountType: 'step_discount',
        amount: 2000,
        cartItemKeys: ['a', 'b'],
        ruleData: expect.objectContaining({
          discountMethod: 'any',
          discountOrder: 'desc',
          effectiveLevel: 'all_level',
        }),
      }),
    ]);
  });
});
