// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../server/domain/pricing/priceCart.ts';
import type { BuyXGetXRule, BuyXGetYRule } from '../../../server/domain/pricing/types.ts';
import { cart, groupById, line, lineByKey } from './fixtures.ts';

const freeMug = (overrides: Partial<BuyXGetYRule> = {}): BuyXGetYRule => ({
  kind: 'buy_x_get_y',
  id: 'mug',
  name: 'Buy 2 home items, get a mug',
  buy: { scope: { categoryIds: ['home'] }, preferenceType: 'count', quantity: 2 },
  gift: { targetType: 'category', targetIds: ['mugs'], valueType: 'other' },
  giftQuantity: 1,
  ...overrides,
});
const lamp = (quantity: number) => line('lamp', 3000, quantity, { categoryIds: ['home'] });
const mug = (key: string, price: number, quantity: number) =>
  line(key, price, quantity, { categoryIds: ['mugs'] });

describe('buy X get Y', () => {
  it('splits the gift line into a paid part and a free gift part', () => {
    const priced = priceCart(cart([lamp(2), mug('mug', 1200, 3)], { rules: [freeMug()] }));
    const gifted = lineByKey(priced, 'mug');
    expect(gifted).toMatchObject({
      giftCount: 1,
      paidQuantity: 2,
      gift: { valueType: 'free' },
      discount: 1200,
    });
    expect(gifted.lineTotal).toBe(2400);
    expect(lineByKey(priced, 'lamp').discount).toBe(0);
    expect(priced.discountRecord[0]).toMatchObject({
      discountType: 'buy_x_get_y_discount',
      cartItemKeys: ['mug'],
    });
  });

  it('labels a percentage gift with its value and takes that percentage off each gift unit', () => {
    const rule = freeMug({
      gift: { targetType: 'category', targetIds: ['mugs'], valueType: 'percentage', value: 50 },
    });
    const priced = priceCart(cart([lamp(2), mug('mug', 1199, 1)], { rules: [rule] }));
    // 1199 × 50 % = 599.5 → 600 (half up).
    expect(lineByKey(priced, 'mug')).toMatchObject({
      giftCount: 1,
      gift: { valueType: 'percentage', value: 50 },
      discount: 600,
    });
  });

  it('gives the cheapest gift-set units first', () => {
    const priced = priceCart(
      cart([lamp(2), mug('big', 1500, 1), mug('small', 1200, 1)], { rules: [freeMug()] }),
    );
    expect(lineByKey(priced, 'small').giftCount).toBe(1);
    expect(lineByKey(priced, 'big').giftCount).toBe(0);
  });

  it('repeats per fulfilment: four home items earn two gifts', () => {
    const priced = priceCart(cart([lamp(4), mug('mug', 1200, 3)], { rules: [freeMug()] }));
    expect(lineByKey(priced, 'mug')).toMatchObject({ giftCount: 2, paidQuantity: 1 });
  });

  it('gives one fulfilment only when repeat is off, and says the top tier is reached', () => {
    const priced = priceCart(cart([lamp(4), mug('mug', 1200, 3)], { rules: [freeMug({ repeat: false })] }));
    expect(lineByKey(priced, 'mug').giftCount).toBe(1);
    expect(groupById(priced, 'mug').tips).toContainEqual(
      expect.objectContaining({ kind: 'top_tier_reached' }),
    );
  });

  it('never counts a gifted unit as bought when the buy and gift sets overlap', () => {
    // Mugs are home items too: 3 mugs = buy 2, the 3rd free; 2 mugs earn nothing.
    const homeMug = (quantity: number) => line('mug', 1000, quantity, { categoryIds: ['home', 'mugs'] });
    expect(lineByKey(priceCart(cart([homeMug(3)], { rules: [freeMug()] })), 'mug').giftCount).toBe(1);
    expect(lineByKey(priceCart(cart([homeMug(2)], { rules: [freeMug()] })), 'mug').giftCount).toBe(0);
  });

  it('tips that a gift is waiting when the cart holds no gift product yet', () => {
    const priced = priceCart(cart([lamp(2)], { rules: [freeMug()] }));
    expect(groupById(priced, 'mug').tips).toContainEqual({
      kind: 'gift_available',
      ruleId: 'mug',
      discountType: 'buy_x_get_y_discount',
      quantity: 1,
      value: 100,
      valueType: 'free',
    });
  });

  it('tips how many more to buy for the next gift', () => {
    const priced = priceCart(cart([lamp(1), mug('mug', 1200, 1)], { rules: [freeMug()] }));
    expect(groupById(priced, 'mug').tips).toEqual([
      {
        kind: 'add_quantity',
        ruleId: 'mug',
        discountType: 'buy_x_get_y_discount',
        quantity: 1,
        value: 100,
        valueType: 'free',
        giftQuantity: 1,
      },
    ]);
  });

  describe('by amount', () => {
    const spend50 = freeMug({
      buy: { scope: { categoryIds: ['home'] }, preferenceType: 'amount', amount: 5000 },
    });

    it('tips the amount still to spend for a free gift', () => {
      const priced = priceCart(cart([lamp(1), mug('mug', 1200, 1)], { rules: [spend50] }));
      expect(groupById(priced, 'mug').tips).toEqual([
        expect.objectContaining({ kind: 'add_amount', amount: 2000 }),
      ]);
      expect(lineByKey(priced, 'mug').giftCount).toBe(0);
    });

    it('gives the gift once the spend is reached and tips the next threshold', () => {
      const priced = priceCart(cart([lamp(2), mug('mug', 1200, 1)], { rules: [spend50] }));
      expect(lineByKey(priced, 'mug').giftCount).toBe(1);
      expect(groupById(priced, 'mug').tips).toContainEqual(
        expect.objectContaining({ kind: 'add_amount', amount: 4000 }),
      );
    });
  });
});

describe('buy X get X', () => {
  const buy2get1 = (overrides: Partial<BuyXGetXRule> = {}): BuyXGetXRule => ({
    kind: 'buy_x_get_x',
    id: 'b2g1',
    name: 'Buy 2 get 1 free',
    scope: {},
    buyQuantity: 2,
    giftQuantity: 1,
    gift: { valueType: 'other' },
    ...overrides,
  });

  it('gives the cheapest unit of the same product free for every three', () => {
    const lines = [line('red', 1000, 2, { productId: 'tee' }), line('blue', 800, 1, { productId: 'tee' })];
    const priced = priceCart(cart(lines, { rules: [buy2get1()] }));
    expect(lineByKey(priced, 'blue')).toMatchObject({
      giftCount: 1,
      paidQuantity: 0,
      discount: 800,
      lineTotal: 0,
    });
    expect(lineByKey(priced, 'red').giftCount).toBe(0);
    expect(priced.discountRecord[0]).toMatchObject({ discountType: 'buy_x_get_x_discount', amount: 800 });
  });

  it('gives a started cycle its gifts past the Xth unit (buy 2 get 2 at 50 %, 3 units → 1 gift)', () => {
    const rule = buy2get1({ giftQuantity: 2, gift: { valueType: 'percentage', value: 50 } });
    const priced = priceCart(cart([line('x', 1000, 3)], { rules: [rule] }));
    expect(lineByKey(priced, 'x')).toMatchObject({
      giftCount: 1,
      gift: { valueType: 'percentage', value: 50 },
      discount: 500,
    });
    expect(groupById(priced, 'b2g1').tips).toContainEqual(
      expect.objectContaining({ kind: 'add_quantity', quantity: 1 }),
    );
  });

  it('does not mix different products, and tips each one', () => {
    const lines = [line('one', 1000, 1, { productId: 'p1' }), line('two', 1000, 2, { productId: 'p2' })];
    const priced = priceCart(cart(lines, { rules: [buy2get1()] }));
    expect(priced.totals.discountTotal).toBe(0);
    expect(groupById(priced, 'b2g1').tips).toEqual([
      expect.objectContaining({ kind: 'add_quantity', quantity: 2, productId: 'p1' }),
      expect.objectContaining({ kind: 'add_quantity', quantity: 1, productId: 'p2' }),
    ]);
  });

  it('counts variants apart when sameBy is variant', () => {
    const lines = [
      line('red', 1000, 2, { productId: 'tee', variantId: 'red' }),
      line('blue', 800, 1, { productId: 'tee', variantId: 'blue' }),
    ];
    const priced = priceCart(cart(lines, { rules: [buy2get1({ sameBy: 'variant' })] }));
    expect(priced.totals.discountTotal).toBe(0);
  });
});
