import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WireCart, wireCart } from '../../api/cart';
import { queryRows } from '../../server/db/rows';
import {
  createShopper,
  inCategory,
  inStock,
  minor,
  type Pick,
  pickVariant,
  pickVariants,
  plain,
  singleVariant,
  usAddress,
} from './cartHelpers';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
let item: Pick;
let other: Pick;

beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, singleVariant, inStock(10));
  item = picks[0]!;
  other = picks[1]!;
});
afterAll(async () => ctx?.close());

const lineOf = (cart: WireCart, variantId: number) =>
  cart.line_items.find((l) => l.variation_id === variantId);

describe('GET /api/store/cart', () => {
  it('answers an empty cart without creating one or setting a cookie', async () => {
    const response = await ctx.request('/api/store/cart');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cart = wireCart.parse(await response.json());
    expect(cart).toMatchObject({ hash: '', cart_contents_count: 0, cart_total: '0.00', line_items: [] });
  });
});

describe('adding to the cart', () => {
  it('creates the cart, remembers it in an httpOnly SameSite=Lax cookie and prices it from the catalogue', async () => {
    const response = await ctx.request('/api/store/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: item.productId, variant_id: item.variantId, quantity: 2 }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cart_hash=[a-f0-9]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const cart = wireCart.parse(await response.json());
    expect(cart.hash).toBe(/cart_hash=([a-f0-9]{32})/.exec(cookie)![1]);
    const line = lineOf(cart, item.variantId)!;
    expect(line.quantity).toBe(2);
    expect(minor(line.line_subtotal)).toBe(item.price * 2);
    expect(minor(cart.cart_subtotal)).toBe(item.price * 2);
    expect(minor(cart.cart_total)).toBe(item.price * 2);
    expect(cart.cart_contents_count).toBe(2);
    expect(cart.cart[line.key]).toEqual(line);
  });

  it('merges the same product, variant and properties into one line and keeps different properties apart', async () => {
    const shopper = createShopper(ctx);
    await shopper.add({ product_id: item.productId, variant_id: item.variantId, quantity: 1 });
    const merged = await shopper.add({ product_id: item.productId, quantity: 2 });
    expect(merged.body.line_items).toHaveLength(1);
    expect(merged.body.line_items[0]!.quantity).toBe(3);
    const engraved = await shopper.add({
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: 1,
      properties: { Engraving: 'A.L.' },
    });
    expect(engraved.body.line_items).toHaveLength(2);
    expect(engraved.body.line_items[1]!.properties).toEqual([{ name: 'Engraving', value: 'A.L.' }]);
    expect(engraved.body.cart_contents_count).toBe(4);
  });

  it('ignores prices and totals a client sends', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: 3,
      price: '0.01',
      line_total: '0.01',
      cart_total: '0.01',
      unit_price: 1,
    });
    expect(added.status).toBe(200);
    expect(minor(added.body.cart_total)).toBe(item.price * 3);
    const key = added.body.line_items[0]!.key;
    const updated = await shopper.call<WireCart>('PUT', `/api/store/cart/${key}`, {
      quantity: 1,
      price: '0.01',
      line_subtotal: '0.00',
    });
    expect(minor(updated.body.line_items[0]!.price)).toBe(item.price);
    expect(minor(updated.body.cart_total)).toBe(item.price);
  });

  it('finds the cart by cart_hash in the body or query for API clients without cookies', async () => {
    const first = await createShopper(ctx).add({ product_id: item.productId, variant_id: item.variantId });
    const hash = first.body.hash;
    const response = await ctx.request('/api/store/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: other.productId, cart_hash: hash }),
    });
    const cart = (await response.json()) as WireCart;
    expect(cart.hash).toBe(hash);
    expect(cart.line_items).toHaveLength(2);
    const read = (await (await ctx.request(`/api/store/cart?cart_hash=${hash}`)).json()) as WireCart;
    expect(read.line_items).toHaveLength(2);
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    [{ quantity: 100_001 }, 'quantity', 'Quantity must be at most 100000'],
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    [{ quantity: 'many' }, 'quantity', 'Quantity must be a number'],
    [{ product_id: -4 }, 'product_id', 'Must be a positive id'],
  ])('rejects %j with a 422 on %s', async (patch, field, message) => {
    const response = await createShopper(ctx).add({
      product_id: item.productId,
      variant_id: item.variantId,
      ...patch,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.[field]?.[0]).toBe(message);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await createShopper(ctx).call('POST', '/api/store/cart', '{"product_id": ');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Malformed JSON body');
  });

  it('answers an unknown product with a 404 and its message', async () => {
    const response = await createShopper(ctx).add({ product_id: 999_999 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('The product is no longer available');
  });

  it('asks for an option when a product has several variants and none is given', async () => {
    const multi = await pickVariant(
      ctx.db,
      sql`(select count(*) from variants w where w.product_id = p.id) > 1`,
    );
    const missing = await createShopper(ctx).add({ product_id: multi.productId });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.variant_id?.[0]).toBe(
      'Choose an option before adding this product to the cart.',
    );
    const foreign = await createShopper(ctx).add({ product_id: multi.productId, variant_id: item.variantId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.variant_id?.[0]).toBe('The selected option does not belong to this product.');
  });
});

describe('stock', () => {
  it('refuses an out-of-stock variant with a clear 422', async () => {
    const soldOut = await pickVariant(ctx.db, sql`v.manage_stock and v.backorders = 'no' and v.stock = 0`);
    const response = await createShopper(ctx).add({
      product_id: soldOut.productId,
      variant_id: soldOut.variantId,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.quantity?.[0]).toMatch(/^Sorry, ".+" is out of stock\.$/);
  });

  it('leaves no cart and no cookie behind when a first add is refused', async () => {
    const soldOut = await pickVariant(ctx.db, sql`v.manage_stock and v.backorders = 'no' and v.stock = 0`);
    const carts = async () =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from carts`))[0]!.n;
    const before = await carts();
    const response = await ctx.request(
      '/api/store/cart',
      postJson({ product_id: soldOut.productId, variant_id: soldOut.variantId }),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await carts()).toBe(before);
  });

  it('refuses more than the stock, counting what the cart already holds', async () => {
    const shopper = createShopper(ctx);
    const few = await pickVariant(ctx.db, plain, inStock(2), sql`v.stock <= 40`);
    expect(
      (await shopper.add({ product_id: few.productId, variant_id: few.variantId, quantity: few.stock }))
        .status,
    ).toBe(200);
    const more = await shopper.add({ product_id: few.productId, variant_id: few.variantId, quantity: 1 });
    expect(more.status).toBe(422);
    expect(more.body.errors?.quantity?.[0]).toContain(`only ${few.stock} of`);
    // The failed add changed nothing.
    expect((await shopper.cart()).body.line_items[0]!.quantity).toBe(few.stock);
  });

  it('sells beyond stock when backorders are allowed, and without limit when stock is not managed', async () => {
    const backorder = await pickVariant(ctx.db, sql`v.manage_stock and v.backorders <> 'no' and v.stock = 0`);
    const unmanaged = await pickVariant(ctx.db, sql`not v.manage_stock`);
    const shopper = createShopper(ctx);
    expect(
      (await shopper.add({ product_id: backorder.productId, variant_id: backorder.variantId, quantity: 5 }))
        .status,
    ).toBe(200);
    const cart = await shopper.add({
      product_id: unmanaged.productId,
      variant_id: unmanaged.variantId,
      quantity: 50,
    });
    expect(cart.status).toBe(200);
    expect(lineOf(cart.body, unmanaged.variantId)!.stock).toBeNull();
  });
});

describe('changing lines', () => {
  it('updates a quantity, removes the line at quantity 0, and 404s for an unknown key', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({ product_id: item.productId, variant_id: item.variantId, quantity: 1 });
    await shopper.add({ product_id: other.productId, variant_id: other.variantId, quantity: 1 });
    const key = added.body.line_items[0]!.key;
    const four = await shopper.call<WireCart>('PUT', `/api/store/cart/${key}`, { quantity: 4 });
    expect(lineOf(four.body, item.variantId)!.quantity).toBe(4);
    const zero = await shopper.call<WireCart>('PUT', `/api/store/cart/${key}`, { quantity: 0 });
    expect(lineOf(zero.body, item.variantId)).toBeUndefined();
    expect(zero.body.line_items).toHaveLength(1);
    const missing = await shopper.call('PUT', `/api/store/cart/${key}`, { quantity: 2 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This item is no longer in your cart.');
    const badKey = await shopper.call('PUT', '/api/store/cart/not-a-key', { quantity: 2 });
    expect(badKey.status).toBe(422);
  });

  it('deletes a line', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({ product_id: item.productId, variant_id: item.variantId, quantity: 2 });
    const removed = await shopper.call<WireCart>(
      'DELETE',
      `/api/store/cart/${added.body.line_items[0]!.key}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.line_items).toEqual([]);
    expect(removed.body.cart_contents_count).toBe(0);
  });

  it('adds, updates and removes in batches, rolling a failing batch back entirely', async () => {
    const shopper = createShopper(ctx);
    const batch = await shopper.call<WireCart>('POST', '/api/store/cart/batch_cart', {
      items: [
        { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
        { product_id: other.productId, variant_id: other.variantId, quantity: 2 },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.cart_contents_count).toBe(3);
    const failing = await shopper.call('POST', '/api/store/cart/batch_cart', {
      items: [
        { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
      ],
    });
    expect(failing.status).toBe(404);
    expect((await shopper.cart()).body.cart_contents_count).toBe(3);
    const [first, second] = batch.body.line_items;
    const updated = await shopper.call<WireCart>('POST', '/api/store/cart/batch_update', {
      items: [
        { cart_key: first!.key, quantity: 5, product_id: item.productId, variant_id: item.variantId },
        { cart_key: second!.key, quantity: 0 },
      ],
    });
    expect(updated.body.line_items.map((l) => l.quantity)).toEqual([5]);
    const removed = await shopper.call<WireCart>('POST', '/api/store/cart/batch_remove', {
      items: [{ cart_key: first!.key }],
    });
    expect(removed.body.line_items).toEqual([]);
  });
});

describe('note, email, address and shipping', () => {
  it('stores a note of up to 500 characters and refuses a longer one', async () => {
    const shopper = createShopper(ctx);
    const ok = await shopper.call<WireCart>('POST', '/api/store/cart/note', { note: 'x'.repeat(500) });
    expect(ok.status).toBe(200);
    expect(ok.body.cart_note).toHaveLength(500);
    const long = await shopper.call('POST', '/api/store/cart/note', { note: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors.note[0]).toBe('Note must be 500 characters or fewer.');
  });

  it('validates the customer email', async () => {
    const shopper = createShopper(ctx);
    const bad = await shopper.call('POST', '/api/store/cart/set_customer_email', { email: 'ada@' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email[0]).toBe('Enter a valid email address, like name@example.com.');
    const ok = await shopper.call<WireCart>('POST', '/api/store/cart/set_customer_email', {
      email: 'Ada@Example.com',
    });
    expect(ok.body.email).toBe('ada@example.com');
  });

  it('validates the address with the checkout rules and answers wire field names', async () => {
    const shopper = createShopper(ctx);
    const bad = await shopper.call('POST', '/api/store/cart/address', {
      ...usAddress,
      first_name: '',
      address1: 'P.O. Box 12',
      postcode: '',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.first_name).toEqual(['Enter a first name.']);
    expect(bad.body.errors.address1).toEqual(['We can’t deliver to P.O. boxes. Enter a street address.']);
    expect(bad.body.errors.postcode).toEqual(['Enter a ZIP/postal code.']);
  });

  it('lists the shipping methods of the address zone and lets the shopper choose one', async () => {
    const shopper = createShopper(ctx);
    await shopper.add({ product_id: item.productId, variant_id: item.variantId });
    const cart = await shopper.call<WireCart>('POST', '/api/store/cart/address', usAddress);
    expect(cart.body.address).toMatchObject({ first_name: 'Ada', country: 'US' });
    expect(cart.body.shipping.map((m) => m.code)).toEqual(['standard', 'express']);
    const express = cart.body.shipping[1]!;
    const chosen = await shopper.call<WireCart>('POST', '/api/store/cart/shipping', {
      shipping_method_id: express.id,
    });
    expect(chosen.body.shipping_method_id).toBe(express.id);
    expect(chosen.body.shipping_total).toBe(express.cost);
    expect(minor(chosen.body.cart_total)).toBe(minor(chosen.body.cart_contents_total) + minor(express.cost));
    const abroad = await shopper.call('GET', '/api/store/cart/shipping?country=GB');
    expect(abroad.body.data.map((m: { name: string }) => m.name)).toEqual([
      'International standard',
      'International express',
    ]);
    const foreignMethod = await shopper.call('POST', '/api/store/cart/shipping', { shipping_method_id: 999 });
    expect(foreignMethod.status).toBe(422);
    expect(foreignMethod.body.errors.shipping_method_id[0]).toBe(
      'This shipping method is not available for your address.',
    );
  });

  it('takes the shipping discount off standard shipping over $100 and keeps the regular cost', async () => {
    const shopper = createShopper(ctx);
    const pricey = await pickVariant(ctx.db, plain, inStock(1), sql`v.price >= 10000`);
    await shopper.add({ product_id: pricey.productId, variant_id: pricey.variantId });
    const cart = await shopper.call<WireCart>('POST', '/api/store/cart/address', usAddress);
    const standard = cart.body.shipping.find((m) => m.code === 'standard')!;
    expect(standard).toMatchObject({ cost: '0.00', regular_cost: '5.99' });
  });

  it('answers the hot countries as an array, the store zone first', async () => {
    const response = await ctx.request('/api/store/cart/get_hot_countries');
    const countries = (await response.json()) as { code: string; name: string }[];
    expect(Array.isArray(countries)).toBe(true);
    expect(countries[0]).toEqual({ code: 'US', name: 'United States' });
  });
});

describe('discounts in the cart', () => {
  it('groups tees under the bulk rule with a tip, and takes 10 % off from the second tee', async () => {
    const [tee] = await pickVariants(ctx.db, inCategory('t-shirts'), inStock(5));
    const shopper = createShopper(ctx);
    const one = await shopper.add({ product_id: tee!.productId, variant_id: tee!.variantId, quantity: 1 });
    const group = one.body.discount_group.find((g) => g.id === 'tees-bulk')!;
    expect(group.cart_item_keys).toEqual([one.body.line_items[0]!.key]);
    expect(group.tips).toContainEqual(
      expect.objectContaining({ kind: 'add_quantity', quantity: 1, value: 10 }),
    );
    const two = await shopper.add({ product_id: tee!.productId, variant_id: tee!.variantId, quantity: 1 });
    expect(minor(two.body.discount_cart)).toBe(Math.round(tee!.price * 2 * 0.1));
    expect(minor(two.body.cart_total)).toBe(tee!.price * 2 - Math.round(tee!.price * 2 * 0.1));
    expect(two.body.discount_record[0]).toMatchObject({
      rule_id: 'tees-bulk',
      discount_type: 'bulk_discount',
    });
  });

  it('names the gift still to add, and prices a gift line as a paid part and a free part', async () => {
    const [mug] = await pickVariants(ctx.db, inCategory('kitchen'), singleVariant, inStock(5));
    const [lamp] = await pickVariants(
      ctx.db,
      inCategory('home'),
      sql`not ${inCategory('kitchen')}`,
      inStock(5),
    );
    const [kitchen] = await queryRows<{ name: string }>(
      ctx.db,
      sql`select name from categories where slug = 'kitchen'`,
    );
    const shopper = createShopper(ctx);
    const earned = await shopper.add({
      product_id: lamp!.productId,
      variant_id: lamp!.variantId,
      quantity: 2,
    });
    const group = earned.body.discount_group.find((g) => g.id === 'home-free-mug')!;
    expect(group.tips).toContainEqual(
      expect.objectContaining({
        kind: 'gift_available',
        quantity: 1,
        gift_target_type: 'category',
        gift_names: [kitchen!.name],
      }),
    );
    const cart = await shopper.add({ product_id: mug!.productId, variant_id: mug!.variantId, quantity: 2 });
    const line = lineOf(cart.body, mug!.variantId)!;
    expect(line).toMatchObject({
      quantity: 2,
      gift_count: 1,
      label: { value_type: 'free' },
      gift_total: '0.00',
    });
    // The paid part is line_total − gift_total: one mug at full price.
    expect(minor(line.line_total)).toBe(mug!.price);
    const after = cart.body.discount_group.find((g) => g.id === 'home-free-mug')!;
    expect(after.tips.map((tip) => tip.kind)).not.toContain('gift_available');

    // The placed order keeps what the gift units cost and their label, for its receipt.
    await shopper.readyForPayment();
    const placed = await shopper.checkout({ method: 'bank_transfer' });
    expect(placed.status).toBe(201);
    const orderLine = placed.body.line_items.find(
      (item: { variation_id: number }) => item.variation_id === mug!.variantId,
    );
    expect(orderLine).toMatchObject({
      quantity: 2,
      gift_count: 1,
      gift_total: '0.00',
      label: { value_type: 'free' },
    });
    expect(minor(orderLine.line_total)).toBe(mug!.price);
  });

  it('names the gift products a buy-X-get-Y rule offers, priced as gifts, and adds the chosen one free', async () => {
    const [lamp] = await pickVariants(
      ctx.db,
      inCategory('home'),
      sql`not ${inCategory('kitchen')}`,
      inStock(5),
    );
    const kitchen = await queryRows<{ id: number; title: string }>(
      ctx.db,
      sql`select p.id, p.title from products p join product_categories pc on pc.product_id = p.id
            join categories c on c.id = pc.category_id
           where c.slug = 'kitchen' and p.status = 'active' order by p.title, p.id`,
    );
    const shopper = createShopper(ctx);
    const earned = await shopper.add({
      product_id: lamp!.productId,
      variant_id: lamp!.variantId,
      quantity: 2,
    });
    const parsed = wireCart.parse(earned.body);
    const tip = parsed.discount_group
      .find((g) => g.id === 'home-free-mug')!
      .tips.find((t) => t.kind === 'gift_available')!;
    // Every active product of the gift category, by title, each free as a gift.
    expect(tip.gift_products?.map((gift) => gift.product_id)).toEqual(kitchen.map((row) => row.id));
    for (const gift of tip.gift_products ?? []) {
      expect(gift.gift_price).toBe('0.00');
      expect(minor(gift.price)).toBeGreaterThan(0);
      expect(gift.variant_count).toBeGreaterThan(0);
      expect(gift.variant_id).not.toBeNull();
    }
    // Adding the first offered gift (one unit, as the picker does) makes it a free gift line.
    const chosen = tip.gift_products![0]!;
    const cart = await shopper.add({
      product_id: chosen.product_id,
      variant_id: chosen.variant_id!,
      quantity: 1,
    });
    const line = lineOf(cart.body, chosen.variant_id!)!;
    expect(line).toMatchObject({
      quantity: 1,
      gift_count: 1,
      label: { value_type: 'free' },
      wdr_free_product: 'Free',
    });
    expect(minor(line.line_total)).toBe(0);
    const after = cart.body.discount_group.find((g) => g.id === 'home-free-mug')!;
    expect(after.tips.some((t) => t.kind === 'gift_available')).toBe(false);
  });

  it('counts a left + right lens pair as one item, and a lone half as half', async () => {
    // The product page adds a lens half with its power only: the pair comes from the products.
    const lenses = await queryRows<{ productId: number; variantId: number; groupId: string; label: string }>(
      ctx.db,
      sql`select distinct on (p.id) p.id as "productId", v.id as "variantId", p.group_id as "groupId",
            p.special_attrs->>'label' as label
          from products p join variants v on v.product_id = p.id
          where p.group_id is not null and p.status = 'active' and (v.stock > 2 or not v.manage_stock)
          order by p.id, v.price, v.id`,
    );
    const [left, right] = lenses.filter((lens) => lens.groupId === lenses[0]!.groupId);
    expect(right).toBeDefined();
    const shopper = createShopper(ctx);
    const half = await shopper.add({
      product_id: left!.productId,
      variant_id: left!.variantId,
      properties: { [left!.label]: '-1.00' },
    });
    expect(half.body.cart_contents_count).toBe(0.5);
    const pair = await shopper.add({
      product_id: right!.productId,
      variant_id: right!.variantId,
      properties: { [right!.label]: '-1.50' },
    });
    expect(pair.body.line_items.map((l) => l.total_quantity)).toEqual([0.5, 0.5]);
    expect(pair.body.cart_contents_count).toBe(1);
    // An API client may still pair lines itself with a groupId property.
    const other = await pickVariant(ctx.db, plain, singleVariant, inStock(3));
    const grouped = await createShopper(ctx).add({
      product_id: other.productId,
      variant_id: other.variantId,
      quantity: 2,
      properties: { groupId: 'pair-1' },
    });
    expect(grouped.body.cart_contents_count).toBe(1);
  });
});
