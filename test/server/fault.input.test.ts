/**
 * The input-cleaning layer: text no field can hold (NUL, unpaired surrogates) in any body, query
 * or path, JSON nested too deep, and numbers that are not numbers are refused with a 4xx and a
 * message before they reach the database; nothing changes and the server keeps serving.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAction } from '../../pages/cart/cartAction.server';
import { createShopper, pickVariant, plain, singleVariant, usAddress } from './cartHelpers';
import { createTestContext, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const tables = ['carts', 'cart_lines', 'orders', 'statistics_events', 'variants', 'coupon_redemptions'];

/** Row count and checksum of the tables a shopper's requests can write. */
const snapshot = () => tableSnapshot(ctx.db, tables);

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const LOW = '\udc00';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('text no field can hold', () => {
  it('refuses NUL and unpaired surrogates everywhere with a 400 and a message, changing nothing', async () => {
    const shopper = createShopper(ctx);
    const pick = await pickVariant(ctx.db, plain, singleVariant, sql`v.stock >= 5`);
    expect((await shopper.add({ product_id: pick.productId, quantity: 1 })).status).toBe(200);
    const key = (await shopper.cart()).body.line_items[0]!.key as string;
    const before = await snapshot();

    type Call = [label: string, method: string, path: string, body?: unknown];
    const calls: Call[] = [];
    for (const [name, bad] of [
      ['NUL', NUL],
      ['surrogate', LONE],
      ['low surrogate', LOW],
    ] as const) {
      calls.push(
        [`note ${name}`, 'POST', '/api/store/cart/note', { note: bad }],
        [`coupon ${name}`, 'POST', '/api/store/cart/coupons', { code: bad }],
        [`address ${name}`, 'POST', '/api/store/cart/address', { ...usAddress, city: bad }],
        [`address key ${name}`, 'POST', '/api/store/cart/address', { ...usAddress, [bad]: 'x' }],
        [
          `line properties ${name}`,
          'POST',
          '/api/store/cart',
          { product_id: pick.productId, properties: [{ name: 'Engraving', value: bad }] },
        ],
        [
          `statistics parameters ${name}`,
          'POST',
          '/api/statistics/events',
          { name: 'search', parameters: { term: { deep: [bad] } } },
        ],
        [`search ${name}`, 'POST', '/api/store/products/search', { q: bad }],
        [`checkout ${name}`, 'POST', '/api/store/cart/checkout', { payment: { method: bad } }],
      );
    }
    // A URL carries UTF-8, which cannot spell a lone surrogate: NUL is the one to refuse there.
    calls.push(
      ['suggest NUL', 'GET', '/api/store/products/meta/search?q=a%00b'],
      ['option filter NUL', 'GET', '/api/store/products?option=Color:a%00b'],
      ['order number NUL', 'GET', '/api/store/orders/10%0001?email=a@example.com'],
      ['tracking NUL', 'GET', '/api/store/order-tracking/logistics?order_number=1%0001&email=a@b.co'],
      ['coupon path NUL', 'DELETE', '/api/store/cart/coupons/a%00b'],
      ['line key path NUL', 'PUT', '/api/store/cart/a%00b', { quantity: 1 }],
      ['query key NUL', 'GET', '/api/store/products?a%00b=1'],
    );
    const failures: string[] = [];
    for (const [label, method, path, body] of calls) {
      const res = await shopper.call(method, path, body);
      const message = res.body?.message;
      if (res.status !== 400 || typeof message !== 'string' || !/NUL|surrogate/.test(message)) {
        failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    // Malformed UTF-8 in a URL is no forbidden text (it decodes to U+FFFD or stays escaped): 4xx.
    for (const path of [
      '/api/store/orders/%ED%A0%80',
      '/api/store/products/%E0%A4%A',
      '/api/store/cart/%C0',
    ]) {
      const res = await shopper.call('GET', path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
    expect((await shopper.cart()).body.line_items[0]?.key).toBe(key);
  });

  it('refuses JSON nested deeper than the bound with a 400, and keeps serving', async () => {
    const before = await snapshot();
    for (const depth of [5000, 40]) {
      const res = await ctx.request('/api/statistics/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"name":"search","parameters":${nested(depth)}}`,
      });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect((await res.json()).message).toMatch(/nested too deeply/);
    }
    const ok = await ctx.request('/api/statistics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"search","parameters":${nested(5)}}`,
    });
    expect(ok.status).toBe(202);
    expect(await snapshot()).not.toEqual(before);
  });

  it('lets emoji, right-to-left text and paired surrogates through', async () => {
    const shopper = createShopper(ctx);
    const text = 'مرحبا 👋🏽 𝄞 ‮reversed‬';
    const res = await shopper.call('POST', '/api/store/cart/note', { note: text });
    expect(res.status).toBe(200);
    expect(res.body.cart_note).toBe(text);
  });

  it('refuses a NUL in a storefront URL or form before any loader or action runs', async () => {
    for (const [method, path, body] of [
      ['GET', '/search?q=a%00b', undefined],
      ['GET', '/products/%00', undefined],
      ['POST', '/cart', 'intent=note&note=a%00b'],
    ] as const) {
      const res = await ctx.request(path, {
        method,
        body,
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/NUL/);
    }
  });
});

describe('strict numbers', () => {
  it('PUT /cart/{key} refuses null, false, "", [], true, "0x10" and friends without touching the line', async () => {
    const shopper = createShopper(ctx);
    const pick = await pickVariant(ctx.db, plain, singleVariant, sql`v.stock >= 20`);
    expect((await shopper.add({ product_id: pick.productId, quantity: 3 })).status).toBe(200);
    const key = (await shopper.cart()).body.line_items[0]!.key as string;
    for (const quantity of [null, false, '', [], true, '0x10', ' 4', '1e', {}, '0b1', 'Infinity', 2.5]) {
      const res = await shopper.call('PUT', `/api/store/cart/${key}`, { quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(422);
      expect(res.body.errors.quantity, JSON.stringify(quantity)).toBeDefined();
      const cart = (await shopper.cart()).body;
      expect(cart.line_items, JSON.stringify(quantity)).toHaveLength(1);
      expect(cart.line_items[0]?.quantity, JSON.stringify(quantity)).toBe(3);
    }
    // Plain numbers, and digits as text (forms and query strings carry text), still work.
    expect(
      (await shopper.call('PUT', `/api/store/cart/${key}`, { quantity: '5' })).body.line_items[0].quantity,
    ).toBe(5);
    expect(
      (await shopper.call('PUT', `/api/store/cart/${key}`, { quantity: 0 })).body.line_items,
    ).toHaveLength(0);
  });

  it('refuses coerced ids and pages in bodies and queries', async () => {
    const shopper = createShopper(ctx);
    for (const product_id of [true, null, '0x10', [], '']) {
      const res = await shopper.call('POST', '/api/store/cart', { product_id });
      expect(res.status, JSON.stringify(product_id)).toBe(422);
    }
    for (const query of ['page=0x2', 'page=', 'page_size=%20', 'page=true']) {
      expect((await ctx.request(`/api/store/products?${query}`)).status, query).toBe(422);
    }
    expect((await ctx.request('/api/store/products?page=2&page_size=2')).status).toBe(200);
  });

  it("the cart form's quantity change refuses an empty, hex or spaced quantity and keeps the line", async () => {
    const shopper = createShopper(ctx);
    const pick = await pickVariant(ctx.db, plain, singleVariant, sql`v.stock >= 20`);
    expect((await shopper.add({ product_id: pick.productId, quantity: 3 })).status).toBe(200);
    const key = (await shopper.cart()).body.line_items[0]!.key;
    const context = { vitrine: { transport: (request: Request) => ctx.app.request(request) } };
    for (const quantity of ['', '0x0', ' 0', 'false', '0b0']) {
      const body = new FormData();
      for (const [name, value] of Object.entries({ intent: 'update', key, quantity })) body.set(name, value);
      const request = new Request('http://shop.test/cart', {
        method: 'POST',
        body,
        headers: { accept: '*/*', cookie: `cart_hash=${shopper.hash}` },
      });
      // The enhanced UI's post: a refusal is `ok: false` with the field's message.
      const result = (await cartAction({ request, context, params: {} })) as {
        data: { ok: boolean; fieldErrors?: Record<string, string[]> };
      };
      expect(result.data.ok, JSON.stringify(quantity)).toBe(false);
      expect(result.data.fieldErrors?.quantity, JSON.stringify(quantity)).toBeDefined();
      const cart = (await shopper.cart()).body;
      expect(cart.line_items[0]?.quantity, JSON.stringify(quantity)).toBe(3);
    }
  });
});
