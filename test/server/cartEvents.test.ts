/**
 * Cart events for analytics are logged by the store where a line's old and new quantities are
 * known, whoever changes the cart (the storefront's action or an API client): a quantity change
 * as the difference, a change to 0 or a delete as the original quantity; a refused change logs
 * nothing.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsEvents } from '../../server/db/schema';
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
  const picks = await pickVariants(ctx.db, plain, singleVariant, inStock(10));
  if (!picks[0] || !picks[1]) throw new Error('The demo catalogue needs two plain in-stock products');
  [first, second] = [picks[0], picks[1]];
});
afterAll(async () => ctx?.close());

/** The cart's quantity events, oldest first. */
async function eventsOf(hash: string) {
  const rows = await ctx.db
    .select()
    .from(statisticsEvents)
    .where(
      and(
        eq(statisticsEvents.cartHash, hash),
        inArray(statisticsEvents.name, ['cart_quantity_change', 'remove_from_cart']),
      ),
    )
    .orderBy(asc(statisticsEvents.id));
  return rows.map((row) => ({ name: row.name, ...row.parameters }));
}

describe('cart events', () => {
  it('logs updates and removals made through the store API', async () => {
    const shopper = createShopper(ctx);
    await shopper.add({ product_id: first.productId, variant_id: first.variantId, quantity: 2 });
    const added = await shopper.add({
      product_id: second.productId,
      variant_id: second.variantId,
      quantity: 4,
    });
    const [a, b] = added.body.line_items;
    const hash = shopper.hash!;
    expect((await shopper.call('PUT', `/api/store/cart/${a!.key}`, { quantity: 7 })).status).toBe(200);
    expect((await shopper.call('PUT', `/api/store/cart/${a!.key}`, { quantity: 7 })).status).toBe(200);
    expect((await shopper.call('PUT', `/api/store/cart/${a!.key}`, { quantity: 3 })).status).toBe(200);
    expect((await shopper.call('DELETE', `/api/store/cart/${b!.key}`)).status).toBe(200);
    const zero = await shopper.call<CartAnswer>('POST', '/api/store/cart/batch_update', {
      items: [{ cart_key: a!.key, quantity: 0 }],
    });
    expect(zero.body.line_items).toEqual([]);
    const line = (variant: Pick) => ({ product_id: variant.productId, variant_id: variant.variantId });
    expect(await eventsOf(hash)).toEqual([
      { name: 'cart_quantity_change', ...line(first), action: 'add', quantity: 5 },
      { name: 'cart_quantity_change', ...line(first), action: 'remove', quantity: 4 },
      { name: 'remove_from_cart', ...line(second), action: 'remove', quantity: 4 },
      { name: 'remove_from_cart', ...line(first), action: 'remove', quantity: 3 },
    ]);
  });

  it('logs nothing for a refused change', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({
      product_id: first.productId,
      variant_id: first.variantId,
      quantity: 1,
    });
    const key = added.body.line_items[0]!.key;
    const refused = await shopper.call('PUT', `/api/store/cart/${key}`, { quantity: first.stock + 1 });
    expect(refused.status).toBe(422);
    expect(await eventsOf(shopper.hash!)).toEqual([]);
    expect((await shopper.cart()).body.line_items[0]!.quantity).toBe(1);
  });
});
