import { describe, expect, it } from 'vitest';
import type { WireCartLine } from '../../../api/cart';
import { splitGiftLine } from '../../../lib/cart/gifts';
import { toLineViews } from '../../../pages/cart/cartView';

describe('splitGiftLine', () => {
  it('splits two mugs with one free into a paid mug and a free mug', () => {
    expect(
      splitGiftLine({
        quantity: 2,
        giftCount: 1,
        unitPrice: 1600,
        lineTotal: 1600,
        giftTotal: 0,
        gift: { valueType: 'free' },
      }),
    ).toEqual({
      paid: { quantity: 1, amount: 1600, regularAmount: 1600 },
      gift: { quantity: 1, amount: 0, regularAmount: 1600 },
    });
  });

  it('keeps a percentage gift at its price and a coupon on the paid part; the parts add up', () => {
    const line = {
      quantity: 3,
      giftCount: 1,
      unitPrice: 1000,
      lineTotal: 2300,
      giftTotal: 500,
      gift: { valueType: 'percentage', value: 50 },
    } as const;
    const { paid, gift } = splitGiftLine(line);
    expect(paid).toEqual({ quantity: 2, amount: 1800, regularAmount: 2000 });
    expect(gift).toEqual({ quantity: 1, amount: 500, regularAmount: 1000 });
    expect(paid!.amount + gift!.amount).toBe(line.lineTotal);
  });

  it('is one part for a line without gifts, or of gifts only', () => {
    const plain = { quantity: 2, giftCount: 0, unitPrice: 500, lineTotal: 1000, giftTotal: 0, gift: null };
    expect(splitGiftLine(plain).gift).toBeNull();
    const allGift = { ...plain, giftCount: 2, lineTotal: 0, gift: { valueType: 'free' } as const };
    expect(splitGiftLine(allGift)).toEqual({
      paid: null,
      gift: { quantity: 2, amount: 0, regularAmount: 1000 },
    });
  });
});

describe('toLineViews', () => {
  const mugLine = {
    key: 'mug',
    product: { title: 'Stoneware Mug', path: '/products/stoneware-mug' },
    attrs: [],
    properties: [],
    feature_image: null,
    quantity: 2,
    gift_count: 1,
    label: { value_type: 'free' },
    gift: true,
    price: '16.00',
    line_subtotal: '32.00',
    line_total: '16.00',
    gift_total: '0.00',
  } as unknown as WireCartLine;

  it('shows "Free" only on the free unit: a paid mug at $16.00 and a free one', () => {
    const [paid, free] = toLineViews(mugLine, 'USD');
    expect(paid).toMatchObject({ key: 'mug', lineKey: 'mug', quantity: 1, amount: 1600, heldUnits: 1 });
    expect(paid!.gift).toBeUndefined();
    expect(paid!.regularAmount).toBeUndefined();
    expect(free).toMatchObject({
      key: 'mug:gift',
      lineKey: 'mug',
      quantity: 1,
      amount: 0,
      regularAmount: 1600,
      gift: { valueType: 'free' },
      editable: false,
      removable: false,
    });
  });

  it('keeps a line of gifts only as one removable view under the line key', () => {
    const views = toLineViews({ ...mugLine, quantity: 1, line_subtotal: '16.00', line_total: '0.00' }, 'USD');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ key: 'mug', quantity: 1, amount: 0, gift: { valueType: 'free' } });
    expect(views[0]!.removable).not.toBe(false);
  });
});
