// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { BulkRule } from '../../../server/domain/pricing/types.ts';
import { cart, groupById, line, lineByKey } from './fixtures.ts';

const teesByCount: BulkRule = {
  kind: 'bulk',
  id: 'tees',
  name: 'Tees bulk',
  scope: { categoryIds: ['tees'] },
  preferenceType: 'count',
  tiers: [
    { from: 2, type: 'percentage', value: 10 },
    { from: 4, type: 'percentage', value: 20 },
  ],
};
const tee = (key: string, price: number, quantity: number) =>
  line(key, price, quantity, { categoryIds: ['tees'] });

describe('bulk discount', () => {
  describe('tiers by count, percentage', () => {
    it('gives nothing below the first tier and tips how many more units reach it', () => {
      const priced = priceCart(cart([tee('a', 2000, 1)], { rules: [teesByCount] }));
      expect(priced.totals.discountTotal).toBe(0);
      expect(groupById(priced, 'tees').tips).toEqual([
        {
          kind: 'add_quantity',
          ruleId: 'tees',
          discountType: 'bulk_discount',
          quantity: 1,
          value: 10,
          valueType: 'percentage',
        },
      ]);
    });

    it('takes 10 % off the group once two tees are in the cart, across lines', () => {
      // 2000 + 2500 = 4500; 10 % = 450, split 200 / 250.
      const priced = priceCart(cart([tee('a', 2000, 1), tee('b', 2500, 1)], { rules: [teesByCount] }));
      expect(priced.totals.discountTotal).toBe(450);
      expect(lineByKey(priced, 'a').lineTotal).toBe(1800);
      expect(lineByKey(priced, 'b').lineTotal).toBe(2250);
      const tips = groupById(priced, 'tees').tips;
      expect(tips).toContainEqual(expect.objectContaining({ kind: 'add_quantity', quantity: 2, value: 20 }));
      expect(tips).toContainEqual({
        kind: 'saved',
        ruleId: 'tees',
        discountType: 'bulk_discount',
        amount: 450,
      });
    });

    it('says the top tier is reached at four tees and takes 20 %', () => {
      const priced = priceCart(cart([tee('a', 1999, 4)], { rules: [teesByCount] }));
      // 7996 × 20 % = 1599.2 → 1599.
      expect(priced.totals.discountTotal).toBe(1599);
      expect(groupById(priced, 'tees').tips).toContainEqual({
        kind: 'top_tier_reached',
        ruleId: 'tees',
        discountType: 'bulk_discount',
        value: 20,
        valueType: 'percentage',
      });
    });

    it('describes the tiers per item count up to the 10th item', () => {
      const priced = priceCart(cart([tee('a', 1000, 1)], { rules: [teesByCount] }));
      const ladder = groupById(priced, 'tees').tierLadder!;
      expect(ladder.map((step) => step.quantity)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(ladder[0]).toEqual({ quantity: 2, value: 10, valueType: 'percentage' });
      expect(ladder.at(-1)).toEqual({ quantity: 10, value: 20, valueType: 'percentage' });
    });

    it('leaves lines outside the scope untouched and groups them apart', () => {
      const priced = priceCart(cart([tee('a', 1000, 2), line('mug', 1200, 1)], { rules: [teesByCount] }));
      expect(lineByKey(priced, 'mug').discount).toBe(0);
      expect(lineByKey(priced, 'mug').discountGroupId).toBeNull();
      expect(groupById(priced, null).lineKeys).toEqual(['mug']);
      expect(priced.discountRecord).toEqual([
        expect.objectContaining({
          ruleId: 'tees',
          discountType: 'bulk_discount',
          amount: 200,
          cartItemKeys: ['a'],
        }),
      ]);
    });
  });

  describe('tiers by amount, flat', () => {
    const byAmount: BulkRule = {
      kind: 'bulk',
      id: 'spend',
      name: 'Spend more',
      scope: {},
      preferenceType: 'amount',
      tiers: [
        { from: 5000, type: 'flat', value: 500 },
        { from: 10000, type: 'flat', value: 1500 },
      ],
    };

    it('tips the amount still to spend for the first tier', () => {
      const priced = priceCart(cart([line('a', 3000, 1)], { rules: [byAmount] }));
      expect(groupById(priced, 'spend').tips).toEqual([
        {
          kind: 'add_amount',
          ruleId: 'spend',
          discountType: 'bulk_discount',
          amount: 2000,
          value: 500,
          valueType: 'flat',
        },
      ]);
    });

    it('takes the flat amount off the group and spreads it by largest remainder', () => {
      // 500 over weights 2000/2000/2000 → 166.67 each: 167 + 167 + 166 (ties go to the first keys).
      const priced = priceCart(
        cart([line('c', 2000, 1), line('a', 2000, 1), line('b', 2000, 1)], { rules: [byAmount] }),
      );
      expect(priced.lines.map((entry) => [entry.key, entry.discount])).toEqual([
        ['c', 166],
        ['a', 167],
        ['b', 167],
      ]);
      expect(groupById(priced, 'spend').tips).toContainEqual(
        expect.objectContaining({ kind: 'add_amount', amount: 4000, value: 1500 }),
      );
    });

    it('never takes more than the group is worth', () => {
      const rule: BulkRule = { ...byAmount, tiers: [{ from: 0, type: 'flat', value: 99_999 }] };
      const priced = priceCart(cart([line('a', 300, 1)], { rules: [rule] }));
      expect(priced.totals.cartContentsTotal).toBe(0);
      expect(priced.totals.discountTotal).toBe(300);
    });
  });
});
