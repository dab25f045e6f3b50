/**
 * The customer at checkout and after: the order belongs to the logged-in customer, a saved card
 * pays (test gateway token), the new card and address can be kept, guest orders of a verified
 * email join the account; the merchant fulfils, tracks and refunds through the admin API and the
 * customer sees each change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrdersResponse, savedCardListResponse, shipmentTrackingResponse } from '../../api/account';
import { wireOrder } from '../../api/checkout';
import { orders, payments, savedCards } from '../../server/db/schema';
import {
  type AccountTestContext,
  addAddress,
  addCard,
  buy,
  createAccountContext,
  createBrowser,
  registerCustomer,
  uniqueEmail,
} from './accountHelpers';
import { approvedCard, inStock, pickVariant, plain } from './cartHelpers';
import { postJson } from './helpers';

let ctx: AccountTestContext;
const adminToken = 'test-admin-token-for-accounts';

beforeAll(async () => {
  process.env.VITRINE_ADMIN_TOKEN = adminToken;
  ctx = await createAccountContext();
});
afterAll(async () => {
  delete process.env.VITRINE_ADMIN_TOKEN;
  await ctx?.close();
});

const admin = async (method: string, url: string, body: unknown) => {
  const response = await ctx.request(`/api/admin${url}`, {
    ...postJson(body, { authorization: `Bearer ${adminToken}` }),
    method,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the order is parsed where it matters.
  return { status: response.status, body: (await response.json()) as any };
};

describe('checkout for a logged-in customer', () => {
  it('the order is the customer’s; the new card and address are kept when asked, never the card number', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email, {
      payment: { method: 'card', card: approvedCard, save_card: true },
      save_address: true,
    });
    expect(placed.status).toBe(201);
    const order = wireOrder.parse(placed.body);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row!.ownerId).toBe(customer.id);

    const cards = savedCardListResponse.parse(
      (await customer.browser.call('GET', '/api/store/payment-methods')).body,
    );
    expect(cards.data).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2039,
        expiry: '12/39',
        is_default: true,
        expired: false,
      }),
    ]);
    const [stored] = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, customer.id));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(stored!.gatewayToken).toMatch(/^tok_[a-f0-9]{24}$/);
    const addresses = await customer.browser.call('GET', '/api/store/addresses');
    expect(addresses.body.data).toHaveLength(1);
    expect(addresses.body.data[0]).toMatchObject({ first_name: 'Ada', is_default: true });

    // The same address again is not saved twice.
    await buy(ctx, customer.browser, customer.email, {
      payment: { method: 'card', card: approvedCard },
      save_address: true,
    });
    expect((await customer.browser.call('GET', '/api/store/addresses')).body.data).toHaveLength(1);

    const history = customerOrdersResponse.parse(
      (await customer.browser.call('GET', '/api/store/orders')).body,
    );
    expect(history.meta.total).toBe(2);
    expect(history.data[1]!.number).toBe(order.number);
    expect(history.data[1]).toMatchObject({ payment_status: 'paid', fulfillment_status: 'unfulfilled' });
    // The customer sees their order without the email.
    expect((await customer.browser.call('GET', `/api/store/orders/${order.number}`)).status).toBe(200);
  });

  it('pays with a saved card and a saved address', async () => {
    const customer = await registerCustomer(ctx);
    const card = await addCard(customer);
    const address = await addAddress(customer, {
      first_name: 'Grace',
      city: 'Arlington',
      province: 'VA',
      postcode: '22201',
    });
    const placed = await buy(ctx, customer.browser, customer.email, {
      payment: { method: 'card', saved_card_id: card },
      address_id: address,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = wireOrder.parse(placed.body);
    expect(order.payment_status).toBe('paid');
    expect(order.payment).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
    expect(order.shipping_address).toMatchObject({ first_name: 'Grace', city: 'Arlington' });
  });

  it('a logged-in customer who gives no email and picks a saved address checks out with the account’s email', async () => {
    const customer = await registerCustomer(ctx);
    const card = await addCard(customer);
    const address = await addAddress(customer);
    const pick = await pickVariant(ctx.db, plain, inStock(50));
    const browser = customer.browser;
    await browser.call('POST', '/api/store/cart', {
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 1,
    });
    const methods = await browser.call('GET', '/api/store/cart/shipping?country=US');
    const placed = await browser.send('POST', '/api/store/cart/checkout', {
      payment: { method: 'card', saved_card_id: card },
      address_id: address,
      shipping_method_id: methods.body.data[0].id,
    });
    browser.cookies.delete('cart_hash');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.email).toBe(customer.email);
  });

  it('a saved card needs a session and its CSRF token; a declining card is not saved', async () => {
    const customer = await registerCustomer(ctx);
    const card = await addCard(customer);
    const csrf = customer.browser.csrf;
    customer.browser.csrf = 'wrong';
    expect(
      (await buy(ctx, customer.browser, customer.email, { payment: { method: 'card', saved_card_id: card } }))
        .status,
    ).toBe(419);
    customer.browser.csrf = csrf;
    const guest = await buy(ctx, createBrowser(ctx), uniqueEmail('guest'), {
      payment: { method: 'card', saved_card_id: card },
    });
    expect(guest.status).toBe(401);

    const declined = await customer.browser.send('POST', '/api/store/payment-methods', {
      card: { ...approvedCard, number: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('PAYMENT_CARD_DECLINED');
    const invalid = await customer.browser.send('POST', '/api/store/payment-methods', {
      card: { ...approvedCard, expiry: '01/20' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors['card.expiry']).toBeDefined();
    expect((await customer.browser.call('GET', '/api/store/payment-methods')).body.data).toHaveLength(1);
  });

  it('a guest’s earlier orders join the account once its email is verified', async () => {
    const email = uniqueEmail('returning');
    const earlier = await buy(ctx, createBrowser(ctx), email.toUpperCase());
    expect(earlier.status).toBe(201);
    const customer = await registerCustomer(ctx, { email });
    const placed = await buy(ctx, customer.browser, customer.email);
    const all = customerOrdersResponse.parse((await customer.browser.call('GET', '/api/store/orders')).body);
    expect(all.data.map((order) => order.number)).toEqual([placed.body.number, earlier.body.number]);
    const old = customerOrdersResponse.parse(
      (await customer.browser.call('GET', '/api/store/orders-old')).body,
    );
    expect(old.data.map((order) => order.number)).toEqual([earlier.body.number]);
  });
});

describe('address book', () => {
  it('the first address is the default; defaults move; deleting the default promotes another', async () => {
    const customer = await registerCustomer(ctx);
    const first = await addAddress(customer);
    const second = await addAddress(customer, { first_name: 'Second' });
    let list = (await customer.browser.call('GET', '/api/store/addresses')).body.data;
    expect(list.find((row: { id: number }) => row.id === first).is_default).toBe(true);
    expect(
      (await customer.browser.send('POST', `/api/store/addresses/${second}/default`, {})).body.data
        .is_default,
    ).toBe(true);
    list = (await customer.browser.call('GET', '/api/store/addresses')).body.data;
    expect(list.map((row: { id: number; is_default: boolean }) => [row.id, row.is_default])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await customer.browser.info()).default_address_id).toBe(second);
    expect((await customer.browser.send('DELETE', `/api/store/addresses/${second}`)).status).toBe(200);
    expect(await customer.browser.info()).toMatchObject({ default_address_id: first, address_book_count: 1 });

    const edited = await customer.browser.send('PUT', `/api/store/addresses/${first}`, {
      first_name: 'Edited',
      last_name: 'Person',
      address1: '1 Main St',
      city: 'Boston',
      country: 'US',
      province: 'MA',
      postcode: '02101',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ first_name: 'Edited', city: 'Boston', is_default: true });
  });

  it('the checkout’s address rules apply', async () => {
    const customer = await registerCustomer(ctx);
    const answer = await customer.browser.send('POST', '/api/store/addresses', {
      first_name: 'Po',
      last_name: 'Box',
      address1: 'P.O. Box 123',
      city: 'Springfield',
      country: 'US',
      postcode: '',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(expect.arrayContaining(['address1', 'postcode']));
  });
});

describe('the merchant fulfils, tracks and refunds', () => {
  it('each step shows in the customer’s order and in Track Your Order', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email);
    const number = placed.body.number as string;
    const view = async () =>
      wireOrder.parse((await customer.browser.call('GET', `/api/store/orders/${number}`)).body);
    expect((await view()).progress.step).toBe('in_process');

    expect((await ctx.request(`/api/admin/orders/${number}/fulfillment`, postJson({}))).status).toBe(401);
    const fulfilled = await admin('POST', `/orders/${number}/fulfillment`, {
      carrier: 'UPS',
      tracking_number: '1Z 999 AA1 0123456784',
      expected_delivery_date: '2030-01-15',
    });
    expect(fulfilled.status).toBe(200);
    expect(await view()).toMatchObject({
      fulfillment_status: 'fulfilled',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      expected_delivery_date: '2030-01-15',
      progress: { step: 'order_ready' },
    });

    for (const [step, tracking] of [
      ['in_transit', 'transit'],
      ['out_for_delivery', 'pickup'],
      ['delivered', 'delivered'],
    ] as const) {
      const answer = await admin('PUT', `/orders/${number}/tracking`, { step });
      expect(answer.status).toBe(200);
      expect(await view()).toMatchObject({ tracking_status: tracking, progress: { step } });
    }
    expect((await view()).state).toBe('closed');
    const refused = await admin('PUT', `/orders/${number}/tracking`, { step: 'in_process' });
    expect(refused.status).toBe(422);
    const badNumber = await admin('POST', `/orders/${number}/fulfillment`, { tracking_number: 'ab' });
    expect(badNumber.status).toBe(422);
    const badDate = await admin('PUT', `/orders/${number}/tracking`, {
      expected_delivery_date: '2030-02-30',
    });
    expect(badDate.status).toBe(422);

    const tracked = await createBrowser(ctx).call(
      'GET',
      '/api/store/order-tracking/logistics?tracking_number=1Z999AA10123456784',
    );
    expect(tracked.status).toBe(200);
    const shipment = shipmentTrackingResponse.parse(tracked.body);
    expect(shipment.data).toMatchObject({
      carrier: 'UPS',
      tracking_status: 'delivered',
      progress: { step: 'delivered' },
    });
    expect(JSON.stringify(tracked.body)).not.toContain(customer.email);
    const badTracking = await createBrowser(ctx).call(
      'GET',
      '/api/store/order-tracking/logistics?tracking_number=ab-c',
    );
    expect(badTracking.status).toBe(422);
  });

  it('refunds in part, then the rest; never more than was paid', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email);
    const number = placed.body.number as string;
    const total = Number(placed.body.total);
    const part = await admin('POST', `/orders/${number}/refund`, { amount: '1.00' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ payment_status: 'partial_refund', refunded_total: '1.00' });
    const tooMuch = await admin('POST', `/orders/${number}/refund`, { amount: String(total) });
    expect(tooMuch.status).toBe(422);
    const rest = await admin('POST', `/orders/${number}/refund`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ payment_status: 'refund', refunded_total: placed.body.total });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, placed.body.ID));
    expect(payment!.status).toBe('refunded');
    expect((await admin('POST', `/orders/${number}/refund`, {})).status).toBe(409);
    const history = customerOrdersResponse.parse(
      (await customer.browser.call('GET', '/api/store/orders')).body,
    );
    expect(history.data[0]!.payment_status).toBe('refund');
    expect((await admin('POST', '/orders/1234/refund', {})).status).toBe(404);
  });
});
