import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WireOrder, wireOrder } from '../../api/checkout';
import { createStoreClient, StoreApiError } from '../../api/client';
import { queryRows } from '../../server/db/rows';
import { orders, payments, storeSettings, variants } from '../../server/db/schema';
import { cancelOverdueOrders } from '../../server/domain/orders/orders';
import {
  approvedCard,
  type CartAnswer,
  createShopper,
  inStock,
  minor,
  type Pick,
  pickVariants,
  plain,
  usAddress,
  variantStock,
} from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let item: Pick;
let spare: Pick;

beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, inStock(30));
  item = picks[0]!;
  spare = picks[1]!;
});
afterAll(async () => ctx?.close());

async function readyCart(pick: Pick = item, quantity = 1, email?: string) {
  const shopper = createShopper(ctx);
  expect(
    (await shopper.add({ product_id: pick.productId, variant_id: pick.variantId, quantity })).status,
  ).toBe(200);
  const cart = await shopper.readyForPayment(email);
  return { shopper, cart };
}

const orderCount = async () =>
  (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from orders`))[0]!.n;

async function setStoreSetting(patch: Record<string, unknown>): Promise<() => Promise<void>> {
  const [store] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.key, 'store'));
  await ctx.db
    .update(storeSettings)
    .set({ value: { ...store!.value, ...patch } })
    .where(eq(storeSettings.key, 'store'));
  return async () => {
    await ctx.db.update(storeSettings).set({ value: store!.value }).where(eq(storeSettings.key, 'store'));
  };
}

describe('placing an order by card', () => {
  it('charges the server-computed total, takes the stock and converts the cart', async () => {
    const before = await variantStock(ctx.db, item.variantId);
    const { shopper, cart } = await readyCart(item, 2);
    const response = await shopper.call('POST', '/api/store/cart/checkout', {
      payment: { method: 'card', card: approvedCard },
      total: '0.01',
      cart_total: '0.01',
    });
    expect(response.status).toBe(201);
    const order = wireOrder.parse(response.body);
    expect(order.name).toBe(`#${order.number}`);
    expect(Number(order.number)).toBeGreaterThanOrEqual(1001);
    expect(order).toMatchObject({
      payment_status: 'paid',
      fulfillment_status: 'unfulfilled',
      state: 'open',
      payment_method: 'card',
      payment: { status: 'approved', card_brand: 'visa', card_last4: '4242' },
      progress: { step: 'in_process' },
      email: 'ada@example.com',
    });
    expect(order.total).toBe(cart.cart_total);
    expect(minor(order.total)).toBe(item.price * 2 + minor(cart.shipping_total));
    expect(order.line_items).toEqual([
      expect.objectContaining({
        variation_id: item.variantId,
        quantity: 2,
        price: (item.price / 100).toFixed(2),
      }),
    ]);
    expect(await variantStock(ctx.db, item.variantId)).toBe(before - 2);

    const after = await shopper.cart();
    expect(after.body).toMatchObject({ ID: order.ID, order_number: order.number });
    // The next change starts a new cart: a checked-out cart never changes again.
    const next = await shopper.add({ product_id: spare.productId, variant_id: spare.variantId });
    expect(next.body.hash).not.toBe(cart.hash);
    expect(next.body.line_items).toHaveLength(1);
  });

  it('never stores more of the card than brand and last 4 digits', async () => {
    const { shopper } = await readyCart();
    const order = (await shopper.checkout()).body as WireOrder;
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.ID));
    expect(payment).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', status: 'approved' });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');
  });

  it.each([
    ['4000000000000002', 'PAYMENT_CARD_DECLINED', 'Your card was declined. Please use another card.'],
    ['4000000000009995', 'PAYMENT_INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    ['4000000000000069', 'PAYMENT_CARD_EXPIRED', 'Your card has expired.'],
    ['4000000000000127', 'PAYMENT_WRONG_CVV', 'The security code is incorrect.'],
    [
      '4000000000003220',
      'PAYMENT_3DS_NOT_VERIFIED',
      'Your card could not be verified (3-D Secure). Please try again.',
    ],
  ])('answers test card %s with 402 %s and changes nothing', async (number, key, text) => {
    const before = await variantStock(ctx.db, item.variantId);
    const orders = await orderCount();
    const { shopper } = await readyCart();
    const response = await shopper.checkout({ method: 'card', card: { ...approvedCard, number } });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ message: key, errors: { payment: [text] } });
    expect(await variantStock(ctx.db, item.variantId)).toBe(before);
    expect(await orderCount()).toBe(orders);
    // The cart stays open: the shopper can try another card.
    expect((await shopper.checkout()).status).toBe(201);
  });

  it('validates the card form with wire field names', async () => {
    const { shopper } = await readyCart();
    const response = await shopper.checkout({
      method: 'card',
      card: { number: '4242 4242 4242 4241', name: '', expiry: '13/30', security_code: '12' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      'payment.card.number': ['Enter a valid card number.'],
      'payment.card.name': ['Enter the name as it appears on the card.'],
      'payment.card.expiry': ['Enter the expiration date as MM / YY.'],
    });
    const other = await shopper.checkout({ method: 'paypal' });
    expect(other.status).toBe(422);
    expect(other.body.errors['payment.method']).toBeDefined();
  });

  it('needs the contact email, address and shipping method first', async () => {
    const shopper = createShopper(ctx);
    await shopper.add({ product_id: item.productId, variant_id: item.variantId });
    const noEmail = await shopper.checkout();
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors.email).toEqual(['Enter an email address.']);
    await shopper.call('POST', '/api/store/cart/set_customer_email', { email: 'ada@example.com' });
    expect((await shopper.checkout()).body.errors.shipping_address).toEqual(['Enter a shipping address.']);
    await shopper.call('POST', '/api/store/cart/address', usAddress);
    expect((await shopper.checkout()).body.errors.shipping_method_id).toEqual(['Choose a shipping method.']);
  });

  it('refuses to check out an empty cart, and start_checkout says so too', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({ product_id: item.productId, variant_id: item.variantId });
    await shopper.readyForPayment();
    await shopper.call('DELETE', `/api/store/cart/${added.body.line_items[0]!.key}`);
    const start = await shopper.call('POST', '/api/store/cart/start_checkout', {});
    expect(start.status).toBe(422);
    expect(start.body.message).toBe('Your cart is empty.');
    const response = await shopper.checkout();
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Your cart is empty.');
  });

  it('accepts every step in one all-in-one request', async () => {
    const shopper = createShopper(ctx);
    await shopper.add({ product_id: item.productId, variant_id: item.variantId });
    const methods = await shopper.call('GET', '/api/store/cart/shipping?country=US');
    const response = await shopper.call('POST', '/api/store/cart/checkout', {
      email: 'babbage@example.com',
      shipping_address: usAddress,
      shipping_method_id: methods.body.data[0].id,
      payment: { method: 'card', card: approvedCard },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'babbage@example.com',
      shipping_address: { city: 'Springfield' },
    });
  });

  it('refuses a cart whose stock ran out after it was filled, writing nothing', async () => {
    const { shopper } = await readyCart(spare, 2);
    await ctx.db.update(variants).set({ stock: 1 }).where(eq(variants.id, spare.variantId));
    const count = await orderCount();
    const response = await shopper.checkout();
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^Sorry, only 1 of ".+" is left in stock\.$/);
    expect(await orderCount()).toBe(count);
    expect(await variantStock(ctx.db, spare.variantId)).toBe(1);
    await ctx.db.update(variants).set({ stock: spare.stock }).where(eq(variants.id, spare.variantId));
  });

  it('refuses a second checkout of the same cart', async () => {
    const { shopper } = await readyCart();
    expect((await shopper.checkout()).status).toBe(201);
    const again = await shopper.checkout();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This cart has already been checked out.');
  });

  it('enforces the store minimum and maximum order total', async () => {
    const restoreMin = await setStoreSetting({ checkout_min_total: '100000.00' });
    try {
      const { shopper } = await readyCart();
      const low = await shopper.checkout();
      expect(low.status).toBe(422);
      expect(low.body.errors.cart_total).toEqual([
        'Your order total must be at least $100,000.00 to check out.',
      ]);
    } finally {
      await restoreMin();
    }
    const restoreMax = await setStoreSetting({ checkout_max_total: '1.00' });
    try {
      const { shopper } = await readyCart();
      const high = await shopper.checkout();
      expect(high.status).toBe(422);
      expect(high.body.errors.cart_total).toEqual(['Your order total must be at most $1.00 to check out.']);
    } finally {
      await restoreMax();
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers the same key with the same order and charges once', async () => {
    const before = await variantStock(ctx.db, item.variantId);
    const { shopper } = await readyCart(item, 3);
    const headers = { 'Idempotency-Key': 'order-key-0001' };
    const first = await shopper.checkout(undefined, headers);
    const second = await shopper.checkout(undefined, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await variantStock(ctx.db, item.variantId)).toBe(before - 3);
    const charges = await ctx.db.select().from(payments).where(eq(payments.orderId, first.body.ID));
    expect(charges).toHaveLength(1);
  });

  it('refuses a key already used for another cart, and a malformed key', async () => {
    const { shopper } = await readyCart();
    const headers = { 'Idempotency-Key': 'order-key-0002' };
    expect((await shopper.checkout(undefined, headers)).status).toBe(201);
    const other = await readyCart();
    const reused = await other.shopper.checkout(undefined, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.idempotency_key).toEqual([
      'This Idempotency-Key was already used for another cart.',
    ]);
    const bad = await other.shopper.checkout(undefined, { 'Idempotency-Key': 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.idempotency_key).toBeDefined();
  });

  it('lets a declined attempt be retried with the same key', async () => {
    const { shopper } = await readyCart();
    const headers = { 'Idempotency-Key': 'order-key-0003' };
    const declined = await shopper.checkout(
      { method: 'card', card: { ...approvedCard, number: '4000000000000002' } },
      headers,
    );
    expect(declined.status).toBe(402);
    expect((await shopper.checkout(undefined, headers)).status).toBe(201);
  });
});

describe('bank transfer', () => {
  it('leaves the order unpaid until its deadline, then cancels it and releases the stock', async () => {
    const before = await variantStock(ctx.db, spare.variantId);
    const { shopper } = await readyCart(spare, 2);
    const response = await shopper.checkout({ method: 'bank_transfer' });
    expect(response.status).toBe(201);
    const order = response.body as WireOrder;
    expect(order).toMatchObject({
      payment_status: 'unpaid',
      payment_method: 'bank_transfer',
      progress: { step: 'ordered' },
    });
    expect(await variantStock(ctx.db, spare.variantId)).toBe(before - 2);
    const deadline = new Date(order.payment_deadline!);
    expect(deadline.getTime() - new Date(order.placed_at).getTime()).toBe(3 * 24 * 60 * 60_000);

    expect(await cancelOverdueOrders(ctx.db, new Date(deadline.getTime() - 1))).toEqual([]);
    expect(await cancelOverdueOrders(ctx.db, deadline)).toEqual([order.number]);
    // A second sweep finds nothing more to do.
    expect(await cancelOverdueOrders(ctx.db, new Date(deadline.getTime() + 60_000))).toEqual([]);
    expect(await variantStock(ctx.db, spare.variantId)).toBe(before);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.ID));
    expect(row).toMatchObject({ state: 'cancelled', cancelReason: 'payment_deadline_passed' });
  });

  it('offers card and bank transfer as payment methods', async () => {
    const response = await createShopper(ctx).call('GET', '/api/store/cart/payment');
    expect(response.body.data.map((m: { method: string }) => m.method)).toEqual(['card', 'bank_transfer']);
  });
});

describe('order lookup and tracking', () => {
  it('shows the order to the email it was placed with, or to its cart, and to no one else', async () => {
    const { shopper } = await readyCart(item, 1, 'lookup@example.com');
    const order = (await shopper.checkout()).body as WireOrder;
    const byEmail = await ctx.request(`/api/store/orders/${order.number}?email=LOOKUP@example.com`);
    expect(byEmail.status).toBe(200);
    expect(((await byEmail.json()) as WireOrder).ID).toBe(order.ID);
    const byCart = await shopper.call('GET', `/api/store/orders/${encodeURIComponent(order.name)}`);
    expect(byCart.status).toBe(200);
    const stranger = await ctx.request(`/api/store/orders/${order.number}?email=someone@example.com`);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { message: string }).message).toBe(
      'We could not find an order with these details.',
    );
  });

  it('tracks an order by number and email (both required)', async () => {
    const { shopper } = await readyCart(item, 1, 'track@example.com');
    const order = (await shopper.checkout()).body as WireOrder;
    const missing = await ctx.request(`/api/store/order-tracking/logistics?order_number=${order.number}`);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as CartAnswer).errors?.email).toEqual(['Enter an email address.']);
    const found = await ctx.request(
      `/api/store/order-tracking/logistics?order_number=%23${order.number}&email=track@example.com`,
    );
    expect(found.status).toBe(200);
    expect(((await found.json()) as WireOrder).progress).toEqual({
      step: 'in_process',
      step_index: 1,
      needs_attention: false,
    });
  });
});

describe('typed client (api/)', () => {
  it('runs a whole guest checkout through client.cart and client.checkout with an explicit cart hash', async () => {
    const client = createStoreClient({ transport: (request) => ctx.app.request(request) });
    const added = await client.cart.add({
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: 1,
    });
    const hash = added.hash;
    const coupon = await client.cart
      .applyCoupon({ code: 'NOPE', cart_hash: hash })
      .catch((error: unknown) => error);
    expect(coupon).toBeInstanceOf(StoreApiError);
    expect((coupon as StoreApiError).errors.code?.[0]).toBe(
      'This code did not match any active coupon. Was it entered correctly?',
    );
    await client.cart.setCustomerEmail('client@example.com', hash);
    const withAddress = await client.cart.address(usAddress, hash);
    await client.cart.selectShipping(withAddress.shipping[0]!.id, hash);
    const order = await client.checkout.placeOrder(
      { payment: { method: 'card', card: approvedCard }, cart_hash: hash },
      { idempotencyKey: 'client-key-0001' },
    );
    const replay = await client.checkout.placeOrder(
      { payment: { method: 'card', card: approvedCard }, cart_hash: hash },
      { idempotencyKey: 'client-key-0001' },
    );
    expect(replay.ID).toBe(order.ID);
    expect((await client.checkout.order(order.number, { email: 'client@example.com' })).ID).toBe(order.ID);
    expect((await client.cart.get(hash)).order_number).toBe(order.number);
  });
});
