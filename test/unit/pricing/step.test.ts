// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIntl } from '../../../lib/i18n/intl';
import { tipMessage } from '../../../lib/tips/tipMessage';
import type { Tip as UiTip } from '../../../lib/tips/types';
import enUS from '../../../locales/en-US.json';
import { unitDiscount } from '../../../server/domain/pricing/money.ts';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { StepRule, Tip } from '../../../server/domain/pricing/types.ts';
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
        period: 2,
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

const intl = createIntl({ locale: 'en-US', messages: enUS });
/** A step tip in the storefront's words (en-US), as the cart shows it. */
const worded = (tip: Tip) => {
  const { id, values } = tipMessage(tip as UiTip, { currency: 'USD' });
  return intl.formatMessage({ id }, values);
};
const stepTip = (rule: StepRule, lines: ReturnType<typeof line>[]) => {
  const priced = priceCart(cart(lines, { rules: [rule] }));
  const tip = groupById(priced, rule.id).tips.find((candidate) => candidate.kind === 'add_quantity');
  if (tip?.kind !== 'add_quantity') throw new Error('no step tip');
  return { priced, tip };
};
const units = (prefix: string, price: number, count: number) =>
  Array.from({ length: count }, (_, i) => line(`${prefix}${i}`, price, 1));

describe('step tips say what the engine does next', () => {
  it('after the cheaper of two accessories is discounted, the tip counts from the highest price', () => {
    const rule = halfPriceSecond();
    const { priced, tip } = stepTip(rule, [line('dear', 3000, 1), line('cheap', 2000, 1)]);
    expect(lineByKey(priced, 'cheap').discount).toBe(1000);
    expect(worded(tip)).toBe('Add 2 more: every 2nd item, counting from the highest price, is 50% off');
    // Two more: the 2nd and 4th counted from the highest price are the ones at half price.
    const four = priceCart(
      cart([line('dear', 3000, 1), line('cheap', 2000, 1), line('top', 4000, 1), line('low', 1000, 1)], {
        rules: [rule],
      }),
    );
    expect(Object.fromEntries(four.lines.map((entry) => [entry.key, entry.discount]))).toEqual({
      dear: 1500,
      cheap: 0,
      top: 0,
      low: 500,
    });
  });

  const stepRule = fc.record({
    kind: fc.constant('step' as const),
    id: fc.constant('step'),
    name: fc.constant('Step'),
    scope: fc.constant({}),
    steps: fc.uniqueArray(
      fc.record({
        nth: fc.integer({ min: 1, max: 5 }),
        type: fc.constantFrom('percentage' as const, 'flat' as const),
        value: fc.integer({ min: 1, max: 100 }),
      }),
      { minLength: 1, maxLength: 3, selector: (step) => step.nth },
    ),
    discountMethod: fc.constantFrom('any' as const, 'top' as const),
    discountOrder: fc.constantFrom('asc' as const, 'desc' as const),
    effectiveLevel: fc.constantFrom('all_level' as const, 'top_only' as const),
  });

  it('adding fewer units than the tip asks changes nothing; adding them earns its step once more', () => {
    fc.assert(
      fc.property(
        stepRule,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 100, max: 10_000 }),
        (rule, count, price) => {
          const { priced, tip } = stepTip(rule, units('u', price, count));
          const discount = (extra: number) =>
            priceCart(cart(units('u', price, count + extra), { rules: [rule] })).totals.discountTotal;
          expect(tip.quantity).toBeGreaterThan(0);
          for (let extra = 1; extra < tip.quantity; extra += 1) {
            expect(discount(extra)).toBe(priced.totals.discountTotal);
          }
          if (rule.effectiveLevel === 'all_level') {
            const step = {
              type: tip.valueType === 'flat' ? 'flat' : 'percentage',
              value: tip.value,
            } as const;
            expect(discount(tip.quantity)).toBe(
              priced.totals.discountTotal + unitDiscount(price, step.type, step.value),
            );
          }
        },
      ),
    );
  });

  it('top gives its discounts to the first units of the order, as its tip says', () => {
    fc.assert(
      fc.property(
        stepRule.map((rule) => ({ ...rule, discountMethod: 'top' as const })),
        fc.uniqueArray(fc.integer({ min: 100, max: 10_000 }), { minLength: 1, maxLength: 10 }),
        (rule, prices) => {
          const { priced, tip } = stepTip(
            rule,
            prices.map((price, i) => line(`u${i}`, price, 1)),
          );
          const order = rule.discountOrder === 'desc' ? 'highest price first' : 'lowest price first';
          expect(worded(tip)).toContain(order);
          const discounted = priced.lines
            .filter((entry) => entry.discount > 0)
            .map((entry) => entry.unitPrice);
          const rest = priced.lines.filter((entry) => entry.discount === 0).map((entry) => entry.unitPrice);
          for (const a of discounted) {
            for (const b of rest) {
              if (rule.discountOrder === 'desc') expect(a).toBeGreaterThan(b);
              else expect(a).toBeLessThan(b);
            }
          }
        },
      ),
    );
  });
});
