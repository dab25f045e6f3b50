import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { coupons, storeSettings } from '../../server/db/schema';
import {
  type CartAnswer,
  createShopper,
  inStock,
  minor,
  type Pick,
  pickVariants,
  plain,
} from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
/** Under $50 on its own. */
let cheap: Pick;
/** $50 or more on its own. */
let dear: Pick;

beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, inStock(20));
  cheap = picks.find((p) => p.price < 5000)!;
  dear = picks.find((p) => p.price >= 5000 && p.price < 10_000)!;
});
afterAll(async () => ctx?.close());

async function cartWith(pick: Pick, quantity = 1) {
  const shopper = createShopper(ctx);
  expect(
    (await shopper.add({ product_id: pick.productId, variant_id: pick.variantId, quantity })).status,
  ).toBe(200);
  return shopper;
}

const apply = (
  shopper: ReturnType<typeof createShopper>,
  code: unknown,
  extra: Record<string, unknown> = {},
) => shopper.call<CartAnswer>('POST', '/api/store/cart/coupons', { code, position: 'cart', ...extra });

describe('applying a coupon', () => {
  it('takes WELCOME10 10 % off the cart and records it as applied', async () => {
    const shopper = await cartWith(dear, 2);
    const response = await apply(shopper, 'WELCOME10', { auto_apply_coupon: false, utm_medium: 'email' });
    expect(response.status).toBe(200);
    const discount = Math.round(dear.price * 2 * 0.1);
    expect(minor(response.body.discount_cart)).toBe(discount);
    expect(minor(response.body.cart_total)).toBe(dear.price * 2 - discount);
    expect(response.body.custom_coupons).toEqual(['WELCOME10']);
    expect(response.body.coupon_record).toEqual([
      expect.objectContaining({ code: 'WELCOME10', is_use: true, auto_coupon: false, exception_msg: null }),
    ]);
  });

  it('matches codes ignoring case and surrounding spaces', async () => {
    const response = await apply(await cartWith(dear), '  welcome10 ');
    expect(response.status).toBe(200);
    expect(response.body.custom_coupons).toEqual(['WELCOME10']);
  });

  it('answers an unknown code with the store’s message in errors.code[0]', async () => {
    const response = await apply(await cartWith(dear), 'NOPE');
    expect(response.status).toBe(422);
    expect(response.body.errors?.code?.[0]).toBe(
      'This code did not match any active coupon. Was it entered correctly?',
    );
  });

  it('answers an expired code with the store’s message', async () => {
    const response = await apply(await cartWith(dear), 'expired2020');
    expect(response.status).toBe(422);
    expect(response.body.errors?.code?.[0]).toBe('EXPIRED2020 coupon code has expired!');
  });

  it('holds SAVE5 to its $50 minimum spend, then takes $5 off', async () => {
    const short = await apply(await cartWith(cheap), 'SAVE5');
    expect(short.status).toBe(422);
    expect(short.body.errors?.code?.[0]).toMatch(
      /^The minimum spend for SAVE5 coupon code is \$50\.00\. Spend \$/,
    );
    const enough = await apply(await cartWith(dear), 'SAVE5');
    expect(enough.status).toBe(200);
    expect(enough.body.discount_cart).toBe('5.00');
  });

  it('makes every shipping method free with FREESHIP, keeping the regular cost', async () => {
    const shopper = await cartWith(cheap);
    await shopper.readyForPayment();
    const response = await apply(shopper, 'FREESHIP');
    expect(response.status).toBe(200);
    expect(response.body.shipping.every((m) => m.cost === '0.00')).toBe(true);
    expect(response.body.shipping[0]!.regular_cost).toBe('5.99');
    expect(response.body.shipping_total).toBe('0.00');
    expect(response.body.coupon_record[0]).toMatchObject({
      code: 'FREESHIP',
      free_shipping: true,
      is_use: true,
    });
  });

  it('refuses the same code twice', async () => {
    const shopper = await cartWith(dear);
    await apply(shopper, 'WELCOME10');
    const again = await apply(shopper, 'WELCOME10');
    expect(again.status).toBe(422);
    expect(again.body.errors?.code?.[0]).toBe('WELCOME10 coupon code has already been applied.');
  });

  it('refuses a code scoped to products the cart does not hold', async () => {
    await ctx.db
      .insert(coupons)
      .values({ code: 'ONLYOTHER', kind: 'percentage', value: 10, scope: { productIds: [dear.productId] } });
    const response = await apply(await cartWith(cheap), 'ONLYOTHER');
    expect(response.status).toBe(422);
    expect(response.body.errors?.code?.[0]).toBe(
      'ONLYOTHER coupon code does not apply to any product in your cart.',
    );
  });

  it('answers a malformed request with a 400 and a blank code with a 422', async () => {
    const shopper = await cartWith(dear);
    expect((await shopper.call('POST', '/api/store/cart/coupons', { position: 'cart' })).status).toBe(400);
    expect((await apply(shopper, 42)).status).toBe(400);
    expect((await shopper.call('POST', '/api/store/cart/coupons', '{"code":')).status).toBe(400);
    const blank = await apply(shopper, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.code?.[0]).toBe('Enter a discount code.');
  });

  it('allows one manual code only when the store uses one_discount', async () => {
    const [store] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.key, 'store'));
    await ctx.db
      .update(storeSettings)
      .set({ value: { ...store!.value, store_discount_interaction_type: 'one_discount' } })
      .where(eq(storeSettings.key, 'store'));
    try {
      const shopper = await cartWith(dear);
      expect((await apply(shopper, 'WELCOME10')).status).toBe(200);
      const second = await apply(shopper, 'SAVE5');
      expect(second.status).toBe(422);
      expect(second.body.errors?.code?.[0]).toBe(
        'Only one discount code can be used per order. Remove WELCOME10 to use SAVE5.',
      );
    } finally {
      await ctx.db.update(storeSettings).set({ value: store!.value }).where(eq(storeSettings.key, 'store'));
    }
  });
});

describe('removing a coupon', () => {
  it('removes an applied code and prices the cart without it', async () => {
    const shopper = await cartWith(dear);
    await apply(shopper, 'WELCOME10');
    const removed = await shopper.call<CartAnswer>(
      'DELETE',
      '/api/store/cart/coupons/welcome10?utm_medium=email',
    );
    expect(removed.status).toBe(200);
    expect(removed.body.custom_coupons).toEqual([]);
    expect(removed.body.discount_cart).toBe('0.00');
    expect(minor(removed.body.cart_total)).toBe(dear.price);
  });

  it('answers a code that is not applied with a 404 and a message', async () => {
    const response = await (await cartWith(dear)).call('DELETE', '/api/store/cart/coupons/SAVE5');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('SAVE5 coupon code is not applied to your cart.');
  });
});

describe('usage limits', () => {
  it('counts ONCE only when an order is placed, so a second cart holding it cannot order with it', async () => {
    const first = await cartWith(dear);
    const second = await cartWith(dear);
    // Applying is not using: both carts may hold the single-use code.
    expect((await apply(first, 'ONCE')).status).toBe(200);
    expect((await apply(second, 'ONCE')).status).toBe(200);
    await first.readyForPayment('first@example.com');
    await second.readyForPayment('second@example.com');
    const placed = await first.checkout();
    expect(placed.status).toBe(201);
    expect(placed.body.coupon_codes).toEqual(['ONCE']);
    const refused = await second.checkout();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.code[0]).toBe('ONCE coupon code has reached its usage limit.');
    // Once used, the code no longer applies to a new cart either.
    const third = await apply(await cartWith(dear), 'ONCE');
    expect(third.body.errors?.code?.[0]).toBe('ONCE coupon code has reached its usage limit.');
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(row!.usedCount).toBe(1);
  });

  it('holds a per-customer limit by the order email', async () => {
    await ctx.db.insert(coupons).values({ code: 'MINE1', kind: 'percentage', value: 5, perCustomerLimit: 1 });
    const first = await cartWith(dear);
    await first.readyForPayment('grace@example.com');
    expect((await apply(first, 'MINE1')).status).toBe(200);
    expect((await first.checkout()).status).toBe(201);
    const again = await cartWith(dear);
    await again.readyForPayment('Grace@Example.com');
    const refused = await apply(again, 'MINE1');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.code?.[0]).toBe(
      'You have already used the MINE1 coupon code the maximum number of times.',
    );
    const someoneElse = await cartWith(dear);
    await someoneElse.readyForPayment('hopper@example.com');
    expect((await apply(someoneElse, 'MINE1')).status).toBe(200);
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id
          where c.code = 'MINE1' and r.email = 'grace@example.com'`,
    );
    expect(row!.n).toBe(1);
  });
});
