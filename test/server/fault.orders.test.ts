/**
 * Order lookups cannot be used to enumerate orders: numbers are not sequential, a lookup needs
 * the number with the order's email (or the cart it came from), and lookups from one address are
 * limited (API and thank-you page alike; the storefront's in-process calls are not counted twice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_LIMIT } from '../../server/http/rateLimit';
import { createShopper, inStock, pickVariant, plain, singleVariant } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function placeOrder(email: string): Promise<string> {
  const pick = await pickVariant(ctx.db, plain, singleVariant, inStock(5));
  const shopper = createShopper(ctx);
  expect((await shopper.add({ product_id: pick.productId, variant_id: pick.variantId })).status).toBe(200);
  await shopper.readyForPayment(email);
  const answer = await shopper.checkout();
  expect(answer.status).toBe(201);
  return answer.body.number as string;
}

/** `app.request` as if it came over a socket from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('order lookups', () => {
  it('numbers orders unpredictably and shows an order only with its email', async () => {
    const first = await placeOrder('first@example.com');
    const second = await placeOrder('second@example.com');
    for (const number of [first, second]) expect(number).toMatch(/^\d{10,}$/);
    expect(BigInt(second) - BigInt(first)).not.toBe(1n);
    // The counter part still orders them; the random part is what a prober cannot guess.
    expect(Number(second.slice(0, -6))).toBeGreaterThan(Number(first.slice(0, -6)));

    const lookup = (number: string, email?: string) =>
      ctx.request(`/api/store/orders/${number}${email ? `?email=${email}` : ''}`);
    expect((await lookup(first, 'FIRST@example.com')).status).toBe(200);
    expect((await lookup(first)).status).toBe(404);
    expect((await lookup(first, 'second@example.com')).status).toBe(404);
    expect((await lookup(String(BigInt(first) + 1n), 'first@example.com')).status).toBe(404);
  });

  it('limits lookups per address, across the API and the thank-you page', async () => {
    const number = await placeOrder('limit@example.com');
    const path = `/api/store/order-tracking/logistics?order_number=${number}&email=limit@example.com`;
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit - 1; i++) {
      expect((await ctx.app.request(path, {}, from('203.0.113.7'))).status).toBe(200);
    }
    expect((await ctx.app.request('/orders/1/thank-you', {}, from('203.0.113.7'))).status).not.toBe(429);
    const refused = await ctx.app.request(path, {}, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many order lookups/);
    const page = await ctx.app.request(`/orders/${number}/thank-you`, {}, from('203.0.113.7'));
    expect(page.status).toBe(429);
    // Another address, and the storefront's in-process calls, are not held back.
    expect((await ctx.app.request(path, {}, from('198.51.100.2'))).status).toBe(200);
    expect((await ctx.request(path)).status).toBe(200);
  });
});
