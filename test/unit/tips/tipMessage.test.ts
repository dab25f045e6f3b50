import { describe, expect, it } from 'vitest';
import { createIntl } from '../../../lib/i18n/intl';
import { type Tip, tipMessage } from '../../../lib/tips';
import enUS from '../../../locales/en-US.json';

const intl = createIntl({
  locale: 'en-US',
  // The whole pack: tips are the cart scope's (lib/i18n/messageScopes.ts), not the root's.
  messages: enUS,
  onError: (error) => {
    throw error;
  },
});

/** Words a tip in en-US the way DiscountTips does. */
const say = (tip: Tip, currency = 'USD') => {
  const { id, values } = tipMessage(tip, { currency });
  return intl.formatMessage({ id }, values);
};

describe('tipMessage in en-US', () => {
  it('words a bulk count tip with a percentage', () => {
    expect(
      say({
        kind: 'add_quantity',
        discountType: 'bulk_discount',
        quantity: 1,
        value: 10,
        valueType: 'percentage',
      }),
    ).toBe('Add 1 more to get 10% off');
  });

  it('words a bulk count tip with a flat amount in the cart currency', () => {
    expect(
      say({
        kind: 'add_quantity',
        discountType: 'bulk_discount',
        quantity: 3,
        value: 500,
        valueType: 'flat',
      }),
    ).toBe('Add 3 more to get $5.00 off');
    expect(
      say(
        { kind: 'add_quantity', discountType: 'bulk_discount', quantity: 3, value: 500, valueType: 'flat' },
        'EUR',
      ),
    ).toBe('Add 3 more to get 5,00\u00a0€ off');
  });

  it('keeps decimal percentages', () => {
    expect(
      say({ kind: 'top_tier_reached', discountType: 'bulk_discount', value: 12.5, valueType: 'percentage' }),
    ).toBe("You've reached the top discount: 12.5% off");
  });

  it('words a bulk amount tip', () => {
    expect(
      say({
        kind: 'add_amount',
        discountType: 'bulk_discount',
        amount: 1200,
        value: 15,
        valueType: 'percentage',
      }),
    ).toBe('Spend $12.00 more to get 15% off');
  });

  it('words a buy-X-get-Y amount tip as a free gift, pluralising the gift count', () => {
    const tip = {
      kind: 'add_amount',
      discountType: 'buy_x_get_y_discount',
      amount: 1200,
      value: 0,
      valueType: 'free',
    } as const;
    expect(say({ ...tip, giftQuantity: 1 })).toBe('Spend $12.00 more to get a free gift');
    expect(say({ ...tip, giftQuantity: 2 })).toBe('Spend $12.00 more to get 2 free gifts');
  });

  it('words a buy-X-get-Y count tip with a discounted gift', () => {
    expect(
      say({
        kind: 'add_quantity',
        discountType: 'buy_x_get_x_discount',
        quantity: 2,
        value: 50,
        valueType: 'percentage',
        giftQuantity: 1,
      }),
    ).toBe('Add 2 more to get a gift at 50% off');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
  ])('writes the English ordinal of step %i as %s', (nth, ordinal) => {
    const text = say({
      kind: 'add_quantity',
      discountType: 'step_discount',
      quantity: 1,
      nth,
      value: 50,
      valueType: 'percentage',
    });
    expect(text).toBe(`Add 1 more: every ${ordinal} item is 50% off`);
  });

  it('says which units a step rule discounts as the engine counts them (method, order, cycle)', () => {
    const step = {
      kind: 'add_quantity',
      discountType: 'step_discount',
      quantity: 2,
      nth: 2,
      value: 50,
      valueType: 'percentage',
      discountMethod: 'any',
    } as const;
    // any + desc counts from the dearest unit: the 2nd of each pair is the cheaper one.
    expect(say({ ...step, discountOrder: 'desc' })).toBe(
      'Add 2 more: every 2nd item, counting from the highest price, is 50% off',
    );
    expect(say({ ...step, discountOrder: 'asc', nth: 2, period: 3, quantity: 1 })).toBe(
      'Add 1 more: the 2nd item in every 3, counting from the lowest price, is 50% off',
    );
    // top gives the discount to the first units of the order.
    expect(say({ ...step, discountMethod: 'top', discountOrder: 'desc' })).toBe(
      'Add 2 more to get 50% off on an item, highest price first',
    );
    expect(say({ ...step, discountMethod: 'top', discountOrder: 'asc', valueType: 'free' })).toBe(
      'Add 2 more to get it free on an item, lowest price first',
    );
  });

  it('words shipping tips', () => {
    expect(
      say({
        kind: 'add_amount',
        discountType: 'shipping_discount',
        amount: 2550,
        value: 0,
        valueType: 'free',
      }),
    ).toBe('Spend $25.50 more to get free shipping');
    expect(
      say({
        kind: 'add_amount',
        discountType: 'shipping_discount',
        amount: 1000,
        value: 300,
        valueType: 'flat',
      }),
    ).toBe('Spend $10.00 more to get $3.00 off shipping');
  });

  it('words the saved value', () => {
    expect(say({ kind: 'saved', discountType: 'bulk_discount', amount: 800 })).toBe('You saved $8.00');
  });

  it('words earned gifts, pluralised', () => {
    const tip = {
      kind: 'gift_available',
      discountType: 'buy_x_get_y_discount',
      value: 0,
      valueType: 'free',
    } as const;
    // Nothing below the tip offers the gift yet: it says what to add instead of "choose below".
    expect(say({ ...tip, quantity: 1, giftNames: ['Mugs'], giftTargetType: 'category' })).toBe(
      "You've earned a free gift: add an item from Mugs to your cart to get it",
    );
    expect(
      say({ ...tip, quantity: 3, giftNames: ['Stoneware Mug', 'Glass Tumbler'], giftTargetType: 'product' }),
    ).toBe("You've earned 3 free gifts: add Stoneware Mug or Glass Tumbler to your cart to get them");
    expect(say({ ...tip, quantity: 1, valueType: 'percentage', value: 50, giftNames: [] })).toBe(
      "You've earned a gift at 50% off: add one from this offer to your cart to get it",
    );
  });
});
