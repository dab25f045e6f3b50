import { describe, expect, it } from 'vitest';
import type { WireCart } from '../../../api/cart';
import { toCartPageView } from '../../../pages/cart/cartView';

const line = {
  key: 'tee',
  product: { title: 'Everyday Organic Tee', path: '/products/everyday-organic-tee' },
  attrs: [{ name: 'Color', value: 'Navy' }],
  properties: [],
  quantity: 2,
  gift_count: 0,
  label: null,
  price: '5000',
  line_total: '9000',
  gift_total: '0',
  feature_image: null,
};

/** A yen cart (no minor unit) with a bulk discount on its one line. */
const cart = {
  hash: 'h'.repeat(32),
  currency: 'JPY',
  cart_contents_count: 2,
  line_items: [line],
  discount_group: [
    {
      id: 'bulk',
      name: 'Buy more, save more',
      discount_type: 'bulk_discount',
      cart_item_keys: ['tee'],
      discount: '1000',
      tips: [],
    },
  ],
  cart_subtotal: '10000',
  discount_cart: '1000',
  cart_contents_total: '9000',
  coupon_record: [{ code: 'WELCOME10', auto_coupon: false, is_use: true, exception_msg: null }],
  custom_coupons: ['WELCOME10'],
  store_discount_interaction_type: 'one_discount',
  cart_note: 'Gift wrap, please',
} as unknown as WireCart;

describe('toCartPageView', () => {
  it('is the cart page in camelCase, amounts in the currency’s minor units', () => {
    const view = toCartPageView(cart);
    expect(view).toMatchObject({
      hash: cart.hash,
      currency: 'JPY',
      count: 2,
      totals: { subtotal: 10000, discount: 1000, total: 9000, currency: 'JPY' },
      coupons: { applied: [{ code: 'WELCOME10', automatic: false }], oneDiscount: true },
      note: 'Gift wrap, please',
    });
    expect(view?.lines).toEqual([
      expect.objectContaining({
        key: 'tee',
        quantity: 2,
        amount: 9000,
        regularAmount: 10000,
        variantTitle: 'Navy',
      }),
    ]);
    expect(view?.groups).toEqual([
      expect.objectContaining({ id: 'bulk', discount: 1000, lineKeys: ['tee'] }),
    ]);
  });

  it('is null for no cart or an empty one (the page shows its empty state)', () => {
    expect(toCartPageView(null)).toBeNull();
    expect(toCartPageView({ ...cart, line_items: [] })).toBeNull();
  });
});
