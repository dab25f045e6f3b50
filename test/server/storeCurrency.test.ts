/**
 * A store that sells in a currency other than USD, end to end: the catalogue, the cart, a coupon's
 * message and the order all count the same minor units of the store's currency, and the
 * storefront's formatting of the wire amounts reads as the store's own messages do. JPY has no
 * minor unit (¥5,000 is 5000), KWD has three places (KWD 5.000 is 5000).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireProductDetail } from '../../api/catalog';
import { type WireOrder, wireOrder } from '../../api/checkout';
import { formatMoney, fromWireMoney } from '../../lib/money';
import { queryRows } from '../../server/db/rows';
import { storeSettings } from '../../server/db/schema';
import { approvedCard, createShopper, inStock, type Pick, pickVariants, plain } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
/** Under 5000 minor units on its own, more than 5000 as three. */
let item: Pick & { slug: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, inStock(20));
  const pick = picks.find((p) => p.price > 2000 && p.price < 5000)!;
  const [product] = await queryRows<{ slug: string }>(
    ctx.db,
    sql`select slug from products where id = ${pick.productId}`,
  );
  item = { ...pick, slug: product!.slug };
});
afterAll(async () => ctx?.close());

async function sellIn(currency: string): Promise<() => Promise<void>> {
  const [store] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.key, 'store'));
  await ctx.db
    .update(storeSettings)
    .set({ value: { ...store!.value, currency } })
    .where(eq(storeSettings.key, 'store'));
  return async () => {
    await ctx.db.update(storeSettings).set({ value: store!.value }).where(eq(storeSettings.key, 'store'));
  };
}

/** Catalogue → cart → SAVE5's minimum-spend message → SAVE5 applied → order, in `currency`. */
async function shopIn(currency: string, wire: (minor: number) => string, payment: Record<string, unknown>) {
  const restore = await sellIn(currency);
  try {
    const money = (amount: string) => fromWireMoney(amount, currency);
    const shown = (amount: string) => formatMoney(money(amount), currency);

    // Catalogue: the variant's stored minor units, written with the currency's places.
    const detail = await ctx.request(`/api/store/products/${item.slug}`);
    expect(detail.status).toBe(200);
    const product = ((await detail.json()) as { data: WireProductDetail }).data;
    const variant = product.variants.find((v) => v.ID === item.variantId)!;
    expect(variant.price).toBe(wire(item.price));
    expect(money(variant.price)).toBe(item.price);

    // Cart: one unit, in the store's currency.
    const shopper = createShopper(ctx);
    const added = await shopper.add({ product_id: item.productId, variant_id: item.variantId, quantity: 1 });
    expect(added.status).toBe(200);
    expect(added.body.currency).toBe(currency);
    expect(added.body.cart_subtotal).toBe(wire(item.price));

    // SAVE5 needs 5000 minor units: the message names the amounts the storefront would show.
    const short = await shopper.call('POST', '/api/store/cart/coupons', { code: 'SAVE5', position: 'cart' });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(
      `The minimum spend for SAVE5 coupon code is ${formatMoney(5000, currency)}. ` +
        `Spend ${formatMoney(5000 - money(added.body.cart_subtotal), currency)} more to use it.`,
    );

    // Three units pass the minimum; SAVE5 takes 500 minor units off.
    const line = added.body.line_items[0]!;
    expect((await shopper.call('PUT', `/api/store/cart/${line.key}`, { quantity: 3 })).status).toBe(200);
    const applied = await shopper.call('POST', '/api/store/cart/coupons', {
      code: 'SAVE5',
      position: 'cart',
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discount_cart).toBe(wire(500));
    expect(money(applied.body.cart_contents_total)).toBe(item.price * 3 - 500);

    // Order: the same amounts, the same currency.
    const cart = await shopper.readyForPayment();
    const placed = await shopper.checkout(payment);
    expect(placed.status).toBe(201);
    const order: WireOrder = wireOrder.parse(placed.body);
    expect(order.currency).toBe(currency);
    expect(order.total).toBe(cart.cart_total);
    expect(order.discount_total).toBe(wire(500));
    expect(order.line_items[0]!.price).toBe(wire(item.price));
    expect(money(order.total)).toBe(item.price * 3 - 500 + money(cart.shipping_total));
    return { order, shown };
  } finally {
    await restore();
  }
}

describe('a store selling in a currency other than USD', () => {
  it('sells in JPY, whole yen from the catalogue to the order', async () => {
    const { order, shown } = await shopIn('JPY', (minor) => String(minor), {
      method: 'card',
      card: approvedCard,
    });
    expect(order.total).toMatch(/^\d+$/);
    expect(shown(order.total)).toMatch(/^¥\d{1,3}(,\d{3})*$/);
  });

  it('sells in KWD, three places from the catalogue to the order', async () => {
    const { order, shown } = await shopIn('KWD', (minor) => (minor / 1000).toFixed(3), {
      method: 'bank_transfer',
    });
    expect(order.total).toMatch(/^\d+\.\d{3}$/);
    expect(shown(order.total)).toMatch(/^KWD\u00a0\d+\.\d{2}$/);
  });
});
