import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireCart } from '../../api/cart';
import { createApp, silentLogger } from '../../server/app';
import { type CartAnswer, createShopper, inCategory, inStock, minor, pickVariant } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

const TOKEN = 'test-admin-token-discounts-0123456789';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  // One app for the merchant and the shoppers, with the read cache on: a setting saved through
  // the admin API must reach the very next cart pricing.
  app = createApp({ db: ctx.db, logger: silentLogger, adminToken: TOKEN, readCacheMs: 60_000 });
});
afterAll(async () => ctx?.close());

const setSettings = (body: unknown, token: string | null = TOKEN) =>
  app.request('/api/admin/settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const shopper = () => createShopper({ ...ctx, request: async (path, init) => app.request(path, init) });
const apply = (cart: ReturnType<typeof shopper>, code: string) =>
  cart.call<CartAnswer>('POST', '/api/store/cart/coupons', { code, position: 'cart' });

describe('store_discount_interaction_type through the admin API', () => {
  it('is a merchant setting: token required, value validated', async () => {
    expect((await setSettings({ store_discount_interaction_type: 'one_discount' }, null)).status).toBe(401);
    const wrong = await setSettings({ store_discount_interaction_type: 'only_one' });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['store_discount_interaction_type']);
    expect((await setSettings({ store_discount_interaction_type: 'one_discount', extra: 1 })).status).toBe(
      422,
    );
    // Nothing was saved by the refused requests.
    expect(wireCart.parse(await (await app.request('/api/store/cart')).json())).toMatchObject({
      store_discount_interaction_type: 'combinable',
    });
  });

  it('with one_discount, a manual code is the only discount: no second code, rules step aside', async () => {
    const tee = await pickVariant(ctx.db, inCategory('t-shirts'), inStock(5));
    const cart = shopper();
    const combined = await cart.add({ product_id: tee.productId, variant_id: tee.variantId, quantity: 2 });
    expect(combined.body.store_discount_interaction_type).toBe('combinable');
    const bulk = Math.round(tee.price * 2 * 0.1);
    expect(minor(combined.body.discount_cart)).toBe(bulk);

    const saved = await setSettings({ store_discount_interaction_type: 'one_discount' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      data: { store_discount_interaction_type: 'one_discount', reviews_auto_publish: false },
    });

    const welcome = await apply(cart, 'WELCOME10');
    expect(welcome.status).toBe(200);
    expect(welcome.body.store_discount_interaction_type).toBe('one_discount');
    // The tees' bulk rule no longer stacks under the code: 10 % of the full price only.
    expect(welcome.body.discount_record).toEqual([]);
    expect(minor(welcome.body.discount_cart)).toBe(Math.round(tee.price * 2 * 0.1));
    expect(minor(welcome.body.cart_total)).toBe(tee.price * 2 - Math.round(tee.price * 2 * 0.1));
    const second = await apply(cart, 'SAVE5');
    expect(second.status).toBe(422);
    expect(second.body.errors?.code?.[0]).toBe(
      'Only one discount code can be used per order. Remove WELCOME10 to use SAVE5.',
    );

    // Back to combinable: the merchant's switch takes effect at once.
    expect((await setSettings({ store_discount_interaction_type: 'combinable' })).status).toBe(200);
    const both = await apply(cart, 'SAVE5');
    expect(both.status).toBe(200);
    expect(both.body.custom_coupons).toEqual(['WELCOME10', 'SAVE5']);
    expect(both.body.discount_record.map((record) => record.rule_id)).toEqual(['tees-bulk']);
  });
});
