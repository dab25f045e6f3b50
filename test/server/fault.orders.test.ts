/**
 * Order lookups cannot be used to enumerate orders: numbers are not sequential, a lookup needs
 * the number with the order's email (or the cart it came from), and lookups from one address are
 * limited (API and thank-you page alike; the storefront's in-process calls are not counted twice).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_LIMIT, rateLimit } from '../../server/http/rateLimit';
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

  it('limits failed lookups per address, across the API and the thank-you page', async () => {
    const number = await placeOrder('limit@example.com');
    const path = (email: string) =>
      `/api/store/order-tracking/logistics?order_number=${number}&email=${email}`;
    const prober = from('203.0.113.7');
    // A shopper's own lookups succeed and never use up the budget.
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit + 5; i++) {
      expect((await ctx.app.request(path('limit@example.com'), {}, prober)).status).toBe(200);
    }
    // Wrong guesses do: after `limit` of them every lookup from that address is refused.
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) {
      expect((await ctx.app.request(path('guess@example.com'), {}, prober)).status).toBe(404);
    }
    const refused = await ctx.app.request(path('limit@example.com'), {}, prober);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many order lookups/);
    const page = await ctx.app.request(`/orders/${number}/thank-you`, {}, prober);
    expect(page.status).toBe(429);
    // Another address, and the storefront's in-process calls, are not held back.
    expect((await ctx.app.request(path('limit@example.com'), {}, from('198.51.100.2'))).status).toBe(200);
    expect((await ctx.request(path('limit@example.com'))).status).toBe(200);
  });

  it('behind a trusted proxy counts each client apart, by its forwarded address', async () => {
    const probe = (trustProxy: boolean) => {
      const app = new Hono();
      app.use(rateLimit({ limit: 2, windowMs: 60_000, trustProxy }));
      app.get('/lookup', (c) => c.json({ message: 'Not found' }, 404));
      const proxy = from('10.0.0.1');
      return (client: string) =>
        app.request('/lookup', { headers: { 'x-forwarded-for': `${client}, 10.0.0.1` } }, proxy);
    };
    const trusted = probe(true);
    for (let i = 0; i < 2; i++) expect((await trusted('203.0.113.9')).status).toBe(404);
    expect((await trusted('203.0.113.9')).status).toBe(429);
    expect((await trusted('198.51.100.4')).status).toBe(404);
    // Without TRUST_PROXY the header is the client's to forge: the socket (the proxy) counts.
    const untrusted = probe(false);
    for (let i = 0; i < 2; i++) expect((await untrusted(`192.0.2.${i}`)).status).toBe(404);
    expect((await untrusted('192.0.2.99')).status).toBe(429);
  });
});
