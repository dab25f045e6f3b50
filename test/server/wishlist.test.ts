/**
 * The wishlist API: guests get 401, changes need the CSRF token, saving is idempotent, a list
 * holds at most 100 products (then "full", nothing saved), unknown products and bad ids are
 * refused with clear 4xx answers, and one customer never reads or changes another's list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT, WISHLIST_TIPS } from '../../lib/wishlist/wishlist';
import { queryRows } from '../../server/db/rows';
import {
  type AccountTestContext,
  type Customer,
  createAccountContext,
  createBrowser,
  registerCustomer,
} from './accountHelpers';

let ctx: AccountTestContext;
let productIds: number[];
let soldOutId: number;
let draftId: number;
let foreignVariant: { productId: number; variantId: number };

beforeAll(async () => {
  ctx = await createAccountContext();
  // The demo catalogue has fewer products than a full list: plain extra products fill it.
  await ctx.db.execute(
    sql`insert into products (slug, title, status, available)
        select 'wishlist-extra-' || g, 'Extra ' || g, 'active', true from generate_series(1, 60) g`,
  );
  const active = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from products where status = 'active' and available order by id`,
  );
  productIds = active.map((row) => row.id);
  expect(productIds.length).toBeGreaterThan(WISHLIST_LIMIT + 1);
  // One product made unpublished and one sold out, for the filters below.
  const [draft, soldOut] = productIds.slice(-2) as [number, number];
  draftId = draft;
  soldOutId = soldOut;
  productIds = productIds.slice(0, -2);
  await ctx.db.execute(sql`update products set status = 'draft' where id = ${draftId}`);
  await ctx.db.execute(sql`update products set available = false where id = ${soldOutId}`);
  const [pair] = await queryRows<{ productId: number; variantId: number }>(
    ctx.db,
    sql`select v.product_id as "productId", v.id as "variantId" from variants v
        where v.product_id <> ${productIds[0]} order by v.id limit 1`,
  );
  foreignVariant = pair!;
});
afterAll(async () => ctx?.close());

const ids = (answer: { body: { data: { product_ids: number[] } } }) => answer.body.data.product_ids;

describe('a guest', () => {
  it('gets 401 for every wishlist call', async () => {
    const guest = createBrowser(ctx);
    expect((await guest.call('GET', '/api/store/wishlist')).status).toBe(401);
    const add = await guest.call('POST', '/api/store/wishlist', { product_id: productIds[0] });
    expect(add.status).toBe(401);
    expect(add.body.message).toBe('Unauthenticated.');
    expect((await guest.call('DELETE', '/api/store/wishlist', { product_id: productIds[0] })).status).toBe(
      401,
    );
  });
});

describe('a customer', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await registerCustomer(ctx);
  });

  it('starts with an empty list', async () => {
    const answer = await customer.browser.call('GET', '/api/store/wishlist');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({ data: { product_ids: [] } });
  });

  it('needs the CSRF token to change the list', async () => {
    const answer = await customer.browser.call('POST', '/api/store/wishlist', { product_id: productIds[0] });
    expect(answer.status).toBe(419);
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist'))).toEqual([]);
    const withField = await customer.browser.call('POST', '/api/store/wishlist', {
      product_id: productIds[0],
      _token: customer.browser.csrf,
    });
    expect(withField.status).toBe(200);
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: productIds[0] });
  });

  it('adds (tips_type 1), again without a second row, and removes (tips_type 2)', async () => {
    const [first, second] = productIds as [number, number];
    const added = await customer.browser.send('POST', '/api/store/wishlist', { product_id: first });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ tips_type: WISHLIST_TIPS.added, product_ids: [first] });
    const again = await customer.browser.send('POST', '/api/store/wishlist', { product_id: String(first) });
    expect(again.body.data).toEqual({ tips_type: WISHLIST_TIPS.added, product_ids: [first] });
    await customer.browser.send('POST', '/api/store/wishlist', { product_id: second });
    // Newest first.
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist'))).toEqual([second, first]);
    const removed = await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: first });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toEqual({ tips_type: WISHLIST_TIPS.removed, product_ids: [second] });
    // Removing what is not saved changes nothing and says so alike.
    const twice = await customer.browser.send('DELETE', `/api/store/wishlist?product_id=${first}`);
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual({ tips_type: WISHLIST_TIPS.removed, product_ids: [second] });
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: second });
  });

  it('keeps the picked variant and lists it with is_ar=1', async () => {
    const [variant] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from variants where product_id = ${productIds[0]} order by id desc limit 1`,
    );
    await customer.browser.send('POST', '/api/store/wishlist', {
      product_id: productIds[0],
      variant_id: variant!.id,
    });
    const answer = await customer.browser.call('GET', '/api/store/wishlist?is_ar=1');
    expect(answer.body.data.items).toEqual([
      { product_id: productIds[0], variant_id: variant!.id, created_at: expect.any(String) },
    ]);
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: productIds[0] });
  });

  it('refuses unknown or unpublished products, foreign variants and bad ids with 4xx', async () => {
    const send = (body: unknown) => customer.browser.send('POST', '/api/store/wishlist', body);
    const unknown = await send({ product_id: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found.');
    expect((await send({ product_id: draftId })).status).toBe(404);
    const foreign = await send({ product_id: productIds[0], variant_id: foreignVariant.variantId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.variant_id).toEqual(['The variant is not an option of this product.']);
    for (const bad of [{}, { product_id: 'x' }, { product_id: -1 }, { product_id: 1.5 }]) {
      const answer = await send(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect(answer.body.errors.product_id).toBeDefined();
    }
    const badQuery = await customer.browser.call('GET', '/api/store/wishlist?is_no_stock=2');
    expect(badQuery.status).toBe(422);
    expect(badQuery.body.errors.is_no_stock).toEqual(['Must be 0 or 1']);
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist'))).toEqual([]);
  });

  it('leaves sold-out products out with is_no_stock=0 and unpublished ones always', async () => {
    await customer.browser.send('POST', '/api/store/wishlist', { product_id: soldOutId });
    await customer.browser.send('POST', '/api/store/wishlist', { product_id: productIds[0] });
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist'))).toEqual([
      productIds[0],
      soldOutId,
    ]);
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist?is_no_stock=0'))).toEqual([
      productIds[0],
    ]);
    await ctx.db.execute(sql`update products set status = 'draft' where id = ${soldOutId}`);
    expect(ids(await customer.browser.call('GET', '/api/store/wishlist'))).toEqual([productIds[0]]);
    await ctx.db.execute(sql`update products set status = 'active' where id = ${soldOutId}`);
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: soldOutId });
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: productIds[0] });
  });
});

describe('the limit', () => {
  it(`holds ${WISHLIST_LIMIT} products; the next is "full" (409, tips_type 3) and not saved`, async () => {
    const customer = await registerCustomer(ctx);
    const filled = productIds.slice(0, WISHLIST_LIMIT);
    await ctx.db.execute(
      sql`insert into wishlist_items (customer_id, product_id)
          select ${customer.id}, unnest(${sql.raw(`ARRAY[${filled.slice(1).join(',')}]`)}::int[])`,
    );
    const last = await customer.browser.send('POST', '/api/store/wishlist', { product_id: filled[0] });
    expect(last.status).toBe(200);
    expect(last.body.data.product_ids).toHaveLength(WISHLIST_LIMIT);
    const over = await customer.browser.send('POST', '/api/store/wishlist', {
      product_id: productIds[WISHLIST_LIMIT],
    });
    expect(over.status).toBe(409);
    expect(over.body.data.tips_type).toBe(WISHLIST_TIPS.full);
    expect(over.body.message).toMatch(/full/);
    expect(over.body.data.product_ids).not.toContain(productIds[WISHLIST_LIMIT]);
    // A product already saved is still "added" at the limit; after a removal there is room again.
    expect(
      (await customer.browser.send('POST', '/api/store/wishlist', { product_id: filled[5] })).status,
    ).toBe(200);
    await customer.browser.send('DELETE', '/api/store/wishlist', { product_id: filled[5] });
    const room = await customer.browser.send('POST', '/api/store/wishlist', {
      product_id: productIds[WISHLIST_LIMIT],
    });
    expect(room.body.data.tips_type).toBe(WISHLIST_TIPS.added);
  });

  it('is not passed by saves sent at once', async () => {
    const customer = await registerCustomer(ctx);
    const filled = productIds.slice(0, WISHLIST_LIMIT - 1);
    await ctx.db.execute(
      sql`insert into wishlist_items (customer_id, product_id)
          select ${customer.id}, unnest(${sql.raw(`ARRAY[${filled.join(',')}]`)}::int[])`,
    );
    const answers = await Promise.all(
      productIds
        .slice(WISHLIST_LIMIT - 1, WISHLIST_LIMIT + 3)
        .map((id) => customer.browser.send('POST', '/api/store/wishlist', { product_id: id })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from wishlist_items where customer_id = ${customer.id}`,
    );
    expect(row!.n).toBe(WISHLIST_LIMIT);
  });
});

describe("customer A and customer B's lists", () => {
  it('are apart: A never sees or changes B’s saved products', async () => {
    const a = await registerCustomer(ctx);
    const b = await registerCustomer(ctx);
    const [mine, theirs] = productIds.slice(10, 12) as [number, number];
    await b.browser.send('POST', '/api/store/wishlist', { product_id: theirs });
    await a.browser.send('POST', '/api/store/wishlist', { product_id: mine });
    expect(ids(await a.browser.call('GET', '/api/store/wishlist'))).toEqual([mine]);
    // A removing B's product only touches A's list.
    const removed = await a.browser.send('DELETE', '/api/store/wishlist', { product_id: theirs });
    expect(removed.body.data.product_ids).toEqual([mine]);
    expect(ids(await b.browser.call('GET', '/api/store/wishlist'))).toEqual([theirs]);
    // A's CSRF token is no use with B's session, and B's session never changes A's list.
    const crossed = await b.browser.call(
      'POST',
      '/api/store/wishlist',
      { product_id: mine },
      { 'x-csrf-token': a.browser.csrf },
    );
    expect(crossed.status).toBe(419);
    expect(ids(await b.browser.call('GET', '/api/store/wishlist'))).toEqual([theirs]);
    expect(ids(await a.browser.call('GET', '/api/store/wishlist'))).toEqual([mine]);
  });

  it('a logged-out browser gets 401 again', async () => {
    const customer = await registerCustomer(ctx);
    await customer.browser.send('POST', '/api/store/account/logout', { _token: customer.browser.csrf });
    expect((await customer.browser.call('GET', '/api/store/wishlist')).status).toBe(401);
  });
});
