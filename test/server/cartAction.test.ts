/**
 * The storefront's cart action (pages/cart/cartAction.server.ts) against the real store app and
 * database: the plain-form path (POST /cart: 303 + cart cookie), the enhanced UI's path
 * (POST /cart/change: JSON), coupon refusals with the store's wording, and the cart events it
 * reports.
 */
import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartActionResult,
  cartAction,
  cartChangeAction,
  safeReturnTo,
} from '../../pages/cart/cartAction.server';
import { statisticsEvents } from '../../server/db/schema';
import { inStock, type Pick, pickVariant, plain, singleVariant } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let pick: Pick;
beforeAll(async () => {
  ctx = await createTestContext();
  pick = await pickVariant(ctx.db, plain, singleVariant, inStock(20));
});
afterAll(async () => ctx?.close());

/** A shopper: keeps the cart cookie between posts, like a browser. */
function shopper() {
  let cookie = '';
  /**
   * `document`: a plain form post (the browser asks for HTML); `change`: the enhanced UI's
   * POST /cart/change (JSON); else a plain POST /cart from a client that asks for data.
   */
  const post = async (fields: Record<string, string | number>, { document = false, change = false } = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
    const headers: Record<string, string> = document ? { accept: 'text/html' } : { accept: '*/*' };
    if (cookie) headers.cookie = cookie;
    const context = { vitrine: { transport: (r: Request) => ctx.app.request(r) } };
    if (change) {
      const request = new Request('http://shop.test/cart/change', { method: 'POST', body, headers });
      const response = await cartChangeAction({ request, context, params: {} });
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return {
        status: response.status,
        location: response.headers.get('location'),
        cacheControl: response.headers.get('cache-control'),
        result: (await response.json()) as CartActionResult,
      };
    }
    const request = new Request('http://shop.test/cart', { method: 'POST', body, headers });
    let outcome: unknown;
    try {
      outcome = await cartAction({ request, context, params: {} });
    } catch (thrown) {
      outcome = thrown;
    }
    if (outcome instanceof Response) {
      const set = outcome.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return {
        status: outcome.status,
        location: outcome.headers.get('location'),
        cacheControl: null,
        result: null,
      };
    }
    const wrapped = outcome as { data: CartActionResult; init?: { status?: number; headers?: HeadersInit } };
    const set = new Headers(wrapped.init?.headers).get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: wrapped.init?.status ?? 200, location: null, cacheControl: null, result: wrapped.data };
  };
  return { post, cookie: () => cookie };
}

describe('POST /cart (storefront action)', () => {
  it('adds with a plain form post, answers 303 to /cart and hands the browser the cart cookie', async () => {
    const browser = shopper();
    const answer = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 2,
      return_to: '/products/x',
    });
    expect(answer).toMatchObject({ status: 303, location: '/cart' });
    expect(browser.cookie()).toMatch(/^cart_hash=[a-f0-9]{32}$/);
    // The next post finds the same cart through the cookie: quantities add up.
    const again = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
    });
    expect(again.result).toMatchObject({ ok: true, intent: 'add' });
    if (!again.result?.ok) throw new Error('add failed');
    expect(again.result.cart.line_items).toHaveLength(1);
    expect(again.result.cart.line_items[0]!.quantity).toBe(3);
  });

  it('changes and removes lines, and refuses bad quantities with a message and no change', async () => {
    const browser = shopper();
    const added = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
    });
    if (!added.result?.ok) throw new Error('add failed');
    const key = added.result.cart.line_items[0]!.key;
    // A plain form gets the error status; the enhanced UI gets the refusal as data (no console error).
    const bad = await browser.post({ intent: 'update', key, quantity: -3 }, { document: true });
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ ok: false, intent: 'update' });
    const badEnhanced = await browser.post({ intent: 'update', key, quantity: -3 });
    expect(badEnhanced.status).toBe(200);
    expect(badEnhanced.result).toMatchObject({ ok: false, intent: 'update' });
    const updated = await browser.post({ intent: 'update', key, quantity: 5 });
    expect(updated.result?.ok && updated.result.cart.cart_contents_count).toBe(5);
    // The paid part of a gift line posts its own quantity and the gift units it keeps.
    const paidPart = await browser.post({ intent: 'update', key, quantity: 2, held_units: 1 });
    expect(paidPart.result?.ok && paidPart.result.cart.line_items[0]!.quantity).toBe(3);
    const removed = await browser.post({ intent: 'update', key, quantity: 0 });
    expect(removed.result?.ok && removed.result.cart.line_items).toEqual([]);
  });

  it('applies and removes WELCOME10, and refuses EXPIRED2020 with the spec message', async () => {
    const browser = shopper();
    await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 3,
    });
    const applied = await browser.post({ intent: 'coupon_apply', code: 'WELCOME10' });
    expect(applied.result?.ok && applied.result.cart.custom_coupons).toEqual(['WELCOME10']);
    const removed = await browser.post({ intent: 'coupon_remove', code: 'WELCOME10' });
    expect(removed.result?.ok && removed.result.cart.custom_coupons).toEqual([]);
    const expired = await browser.post(
      { intent: 'coupon_apply', code: 'EXPIRED2020', return_to: '/cart' },
      { document: true },
    );
    // Refused: no redirect even for a plain form, so the cart page shows the message.
    expect(expired.status).toBe(422);
    expect(expired.result).toMatchObject({ ok: false, intent: 'coupon_apply' });
    expect(expired.result?.ok === false && expired.result.message).toMatch(/expired/i);
  });

  it('buy now empties the cart, adds the one item and answers with the checkout address', async () => {
    const browser = shopper();
    await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 4,
    });
    const answer = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      buy_now: '1',
    });
    if (!answer.result?.ok) throw new Error('buy now failed');
    expect(answer.result.cart.cart_contents_count).toBe(1);
    expect(answer.result.checkoutUrl).toBe(`/checkouts/${answer.result.cart.hash}?step=contact_information`);
  });

  it('buy now whose item is refused leaves the cart as it was and says why', async () => {
    const browser = shopper();
    const added = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 2,
    });
    if (!added.result?.ok) throw new Error('add failed');
    const answer = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: pick.stock + 1,
      buy_now: '1',
    });
    expect(answer.result).toMatchObject({ ok: false, intent: 'add' });
    expect(answer.result?.ok === false && answer.result.message).toMatch(/in stock/);
    const cart = await (
      await ctx.request('/api/store/cart', { headers: { cookie: browser.cookie() } })
    ).json();
    expect(cart.line_items.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
  });

  it('reports cart events: a quantity change as the difference, a delete as the original quantity', async () => {
    const browser = shopper();
    const added = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      quantity: 2,
    });
    if (!added.result?.ok) throw new Error('add failed');
    const key = added.result.cart.line_items[0]!.key;
    await browser.post({ intent: 'update', key, quantity: 7 });
    await browser.post({ intent: 'remove', key });
    // Events are sent without waiting (analytics never slows a cart change): let them land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const names = [
      'before_add_to_cart',
      'add_to_cart',
      'cart_quantity_change',
      'remove_from_cart',
      'empty_cart',
    ];
    const rows = await ctx.db
      .select()
      .from(statisticsEvents)
      .where(inArray(statisticsEvents.name, names))
      .orderBy(desc(statisticsEvents.id))
      .limit(5);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.parameters]));
    expect(byName.cart_quantity_change).toMatchObject({ action: 'add', quantity: 5 });
    expect(byName.remove_from_cart).toMatchObject({ action: 'remove', quantity: 7 });
    expect(byName.empty_cart).toBeDefined();
    expect(byName.add_to_cart).toMatchObject({ quantity: 2 });
  });

  it('keeps line properties posted as properties[Name] (paired lens powers)', async () => {
    const lens = (await (await ctx.request('/api/store/products/clarity-daily-lenses-left')).json()).data;
    const browser = shopper();
    const answer = await browser.post({
      intent: 'add',
      product_id: lens.ID,
      variant_id: lens.variants[0].ID,
      'properties[Power( L )]': '-1.25',
    });
    if (!answer.result?.ok) throw new Error(`add failed: ${JSON.stringify(answer.result)}`);
    expect(answer.result.cart.line_items[0]!.properties).toContainEqual({
      name: 'Power( L )',
      value: '-1.25',
    });
  });

  it('answers 400 to an unknown intent and never redirects off-site', async () => {
    const browser = shopper();
    expect((await browser.post({ intent: 'explode' }, { document: true })).status).toBe(400);
    const answer = await browser.post({
      intent: 'add',
      product_id: pick.productId,
      variant_id: pick.variantId,
      return_to: '//evil.example/',
    });
    // An off-site return_to is ignored: the answer is data, not a redirect.
    expect(answer.location).toBeNull();
  });

  it('POST /cart/change answers the enhanced UI with JSON, never a redirect, never cached', async () => {
    const browser = shopper();
    const item = { product_id: pick.productId, variant_id: pick.variantId };
    // A return_to left in the form changes nothing: the answer is the new cart, with its cookie.
    const added = await browser.post(
      { intent: 'add', ...item, quantity: 2, return_to: '/products/x' },
      { change: true },
    );
    expect(added).toMatchObject({ status: 200, location: null, cacheControl: 'private, no-store' });
    expect(added.result).toMatchObject({ ok: true, intent: 'add' });
    expect(browser.cookie()).toMatch(/^cart_hash=[a-f0-9]{32}$/);
    const again = await browser.post({ intent: 'add', ...item }, { change: true });
    expect(again.result?.ok && again.result.cart.line_items[0]!.quantity).toBe(3);
    // Refusals are expected outcomes the popup shows inline: 200 with the store's message, and
    // the cart as it was.
    const expired = await browser.post({ intent: 'coupon_apply', code: 'EXPIRED2020' }, { change: true });
    expect(expired.status).toBe(200);
    expect(expired.result).toMatchObject({ ok: false, intent: 'coupon_apply' });
    expect(expired.result?.ok === false && expired.result.message).toMatch(/expired/i);
    const garbled = await browser.post({ intent: 'add', ...item, quantity: 'lots' }, { change: true });
    expect(garbled.result).toMatchObject({
      ok: false,
      intent: 'add',
      fieldErrors: { quantity: ['Quantity must be a number'] },
    });
    const unknown = await browser.post({ intent: 'explode' }, { change: true });
    expect(unknown).toMatchObject({ status: 200, result: { ok: false, message: 'Unknown cart action.' } });
    const after = await browser.post({ intent: 'note', note: 'Gift wrap, please' }, { change: true });
    expect(after.result?.ok && after.result.cart.line_items[0]!.quantity).toBe(3);
  });

  it('reads return_to as a browser would: a backslash or a tab cannot make it another site', () => {
    for (const offSite of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\r\n/evil.example']) {
      expect(safeReturnTo(offSite), offSite).toBeNull();
    }
    expect(safeReturnTo('/products/x?variant=2#reviews')).toBe('/products/x?variant=2#reviews');
    expect(safeReturnTo('/cart/../checkouts')).toBe('/checkouts');
  });
});
