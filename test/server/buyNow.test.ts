/**
 * Buy now is one store operation (`POST /api/store/cart/buy_now`): the cart becomes the one item,
 * or — when the item is refused — stays exactly as it was. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../../api/client';
import {
  type CartAnswer,
  createShopper,
  inStock,
  type Pick,
  pickVariants,
  plain,
  singleVariant,
} from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let first: Pick;
let second: Pick;
beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, singleVariant, inStock(5));
  if (!picks[0] || !picks[1]) throw new Error('The demo catalogue needs two plain in-stock products');
  [first, second] = [picks[0], picks[1]];
});
afterAll(async () => ctx?.close());

const lines = (cart: CartAnswer) =>
  cart.line_items.map((line) => ({ key: line.key, variant: line.variation_id, quantity: line.quantity }));

/** A shopper with two lines and a coupon in the cart. */
async function shopperWithCart() {
  const shopper = createShopper(ctx);
  expect(
    (await shopper.add({ product_id: first.productId, variant_id: first.variantId, quantity: 2 })).status,
  ).toBe(200);
  expect(
    (await shopper.add({ product_id: second.productId, variant_id: second.variantId, quantity: 3 })).status,
  ).toBe(200);
  expect((await shopper.call('POST', '/api/store/cart/coupons', { code: 'WELCOME10' })).status).toBe(200);
  return shopper;
}

describe('POST /api/store/cart/buy_now', () => {
  it('empties the cart and adds the one item; coupons stay', async () => {
    const shopper = await shopperWithCart();
    const answer = await shopper.call<CartAnswer>('POST', '/api/store/cart/buy_now', {
      product_id: second.productId,
      variant_id: second.variantId,
    });
    expect(answer.status).toBe(200);
    expect(lines(answer.body)).toEqual([{ key: expect.any(String), variant: second.variantId, quantity: 1 }]);
    expect(answer.body.custom_coupons).toEqual(['WELCOME10']);
  });

  it('leaves the cart as it was when the item is refused (stock, missing product, bad option)', async () => {
    const shopper = await shopperWithCart();
    const before = (await shopper.cart()).body;
    const refusals: [Record<string, unknown>, number][] = [
      [{ product_id: first.productId, variant_id: first.variantId, quantity: first.stock + 1 }, 422],
      [{ product_id: 999_999_999, quantity: 1 }, 404],
      [{ product_id: first.productId, variant_id: second.variantId, quantity: 1 }, 422],
    ];
    for (const [request, status] of refusals) {
      const answer = await shopper.call('POST', '/api/store/cart/buy_now', request);
      expect(answer.status, JSON.stringify(request)).toBe(status);
      expect(typeof answer.body.message).toBe('string');
      const after = (await shopper.cart()).body;
      expect(lines(after)).toEqual(lines(before));
      expect(after.custom_coupons).toEqual(['WELCOME10']);
    }
  });

  it('creates no cart for a shopper without one when the item is refused', async () => {
    const shopper = createShopper(ctx);
    const answer = await shopper.call('POST', '/api/store/cart/buy_now', {
      product_id: first.productId,
      variant_id: first.variantId,
      quantity: first.stock + 1,
    });
    expect(answer.status).toBe(422);
    expect(shopper.hash).toBeUndefined();
  });

  it('is the typed client’s cart.buyNow', async () => {
    const shopper = await shopperWithCart();
    const client = createStoreClient({ transport: (request) => ctx.app.request(request) });
    const cart = await client.cart.buyNow({
      product_id: first.productId,
      variant_id: first.variantId,
      quantity: 2,
      cart_hash: shopper.hash,
    });
    expect(cart.hash).toBe(shopper.hash);
    expect(lines(cart as CartAnswer)).toEqual([
      { key: expect.any(String), variant: first.variantId, quantity: 2 },
    ]);
  });
});
