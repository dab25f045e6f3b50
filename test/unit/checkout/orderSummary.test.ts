import { describe, expect, it } from 'vitest';
import type { WireCart } from '../../../api/cart';
import type { WireOrder } from '../../../api/checkout';
import { shownVariantTitle } from '../../../lib/catalog/variants';
import { orderSummaryView, toCheckoutCartView } from '../../../pages/sections/main-checkout/checkoutView';
import { cartSummaryView } from '../../../pages/sections/main-checkout/OrderSummary';

describe('shownVariantTitle', () => {
  it('hides the variant of a product without options ("Default") and keeps real choices', () => {
    expect(shownVariantTitle('Default')).toBe('');
    expect(shownVariantTitle('Default Title')).toBe('');
    expect(shownVariantTitle('Olive / M')).toBe('Olive / M');
    expect(shownVariantTitle('')).toBe('');
  });
});

describe('orderSummaryView', () => {
  it("shows no variant for a single-variant product's order line", () => {
    const line = {
      key: 'a',
      product_id: 38,
      variation_id: 326,
      title: 'Mini Beeswax Candle',
      variant_title: 'Default',
      sku: 'MBC',
      quantity: 1,
      gift_count: 0,
      gift_total: '0.00',
      label: null,
      price: '12.00',
      line_subtotal: '12.00',
      line_total: '12.00',
      properties: [],
      image_url: null,
    };
    const order = {
      currency: 'USD',
      line_items: [line, { ...line, key: 'b', variant_title: 'Olive / M' }],
      subtotal: '24.00',
      discount_total: '0.00',
      coupon_codes: [],
      shipping_total: '0.00',
      total: '24.00',
    } as unknown as WireOrder;
    expect(orderSummaryView(order).lines.map((shown) => shown.variant)).toEqual(['', 'Olive / M']);
  });

  it('shows a line with gift units as a paid part and a gift part, their totals adding up', () => {
    const order = {
      currency: 'USD',
      line_items: [
        {
          key: 'mug',
          product_id: 5,
          variation_id: 50,
          title: 'Stoneware Mug',
          variant_title: 'Default',
          sku: null,
          quantity: 3,
          gift_count: 1,
          gift_total: '4.50',
          label: { value_type: 'percentage', value: 50 },
          price: '9.00',
          line_subtotal: '27.00',
          line_total: '22.50',
          properties: [],
          image_url: null,
        },
      ],
      subtotal: '27.00',
      discount_total: '4.50',
      coupon_codes: [],
      shipping_total: '0.00',
      total: '22.50',
    } as unknown as WireOrder;
    const lines = orderSummaryView(order).lines;
    expect(
      lines.map((line) => [line.key, line.quantity, line.total.amount, line.regularTotal?.amount]),
    ).toEqual([
      ['mug', 2, 1800, undefined],
      ['mug:gift', 1, 450, 900],
    ]);
  });
});

describe('cartSummaryView on the shipping step', () => {
  const method = (id: number, cost: string) => ({
    id,
    name: `Method ${id}`,
    cost,
    regular_cost: cost,
    min_days: null,
    max_days: null,
  });
  const cart = (savedId: number | null) =>
    toCheckoutCartView({
      currency: 'USD',
      line_items: [],
      cart_subtotal: '40.00',
      discount_cart: '0.00',
      coupon_record: [],
      shipping: [method(1, '5.00'), method(2, '15.00')],
      shipping_method_id: savedId,
      shipping_total: savedId === 1 ? '5.00' : '0.00',
      cart_total: savedId === 1 ? '45.00' : '40.00',
    } as unknown as WireCart);

  it('says "calculated later" only while no method is saved or picked', () => {
    expect(cartSummaryView(cart(null)).shipping).toBeNull();
  });

  it("counts the picked method's price in shipping and total before the step is saved", () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    expect(cartSummaryView(cart(null), 1)).toMatchObject({ shipping: usd(500), total: usd(4500) });
    expect(cartSummaryView(cart(1), 2)).toMatchObject({ shipping: usd(1500), total: usd(5500) });
    expect(cartSummaryView(cart(1), 1)).toMatchObject({ shipping: usd(500), total: usd(4500) });
  });
});
