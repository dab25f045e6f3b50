/**
 * Checkout under real concurrency ("Done means"). Meant for the `server-pg` project:
 * PostgreSQL with a connection pool runs these transactions truly in parallel, so the guarded
 * UPDATEs, row locks and the idempotency key's unique index are what keep the invariants.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { coupons, variants } from '../../server/db/schema';
import { createShopper, inStock, type Pick, pickVariants, plain } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

const shoppers = 20;
let ctx: TestContext;
let picks: Pick[];

beforeAll(async () => {
  ctx = await createTestContext();
  picks = await pickVariants(ctx.db, plain, inStock(30));
});
afterAll(async () => ctx?.close());

/** `count` shoppers, each with `quantity` of `pick` in a cart that is ready for payment. */
async function readyShoppers(pick: Pick, count: number, quantity = 1) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const shopper = createShopper(ctx);
    expect(
      (await shopper.add({ product_id: pick.productId, variant_id: pick.variantId, quantity })).status,
    ).toBe(200);
    await shopper.readyForPayment(`shopper${i}@example.com`);
    list.push(shopper);
  }
  return list;
}

const ordersOf = async (variantId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct order_id)::int as n from order_lines where variant_id = ${variantId}`,
    )
  )[0]!.n;

describe('concurrent checkouts', () => {
  it(`sells the last unit in stock to exactly one of ${shoppers} simultaneous checkouts`, async () => {
    const pick = picks[0]!;
    const crowd = await readyShoppers(pick, shoppers);
    await ctx.db.update(variants).set({ stock: 1 }).where(eq(variants.id, pick.variantId));
    const answers = await Promise.all(crowd.map((shopper) => shopper.checkout()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(shoppers - 1);
    for (const lost of answers.filter((answer) => answer.status === 409)) {
      expect(lost.body.message).toMatch(/^Sorry, ".+" is out of stock\.$/);
    }
    const [variant] = await ctx.db.select().from(variants).where(eq(variants.id, pick.variantId));
    expect(variant!.stock).toBe(0);
    expect(await ordersOf(pick.variantId)).toBe(1);
  });

  it('places one order for the same checkout sent several times at once with one Idempotency-Key', async () => {
    const pick = picks[1]!;
    const before = (await ctx.db.select().from(variants).where(eq(variants.id, pick.variantId)))[0]!.stock;
    const [shopper] = await readyShoppers(pick, 1, 2);
    const headers = { 'Idempotency-Key': 'concurrent-key-0001' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper!.checkout(undefined, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.ID)).size).toBe(1);
    const [charges] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from payments where order_id = ${answers[0]!.body.ID}`,
    );
    expect(charges!.n).toBe(1);
    const after = (await ctx.db.select().from(variants).where(eq(variants.id, pick.variantId)))[0]!.stock;
    expect(after).toBe(before - 2);
  });

  it(`gives the single-use ONCE code to exactly one of ${shoppers} carts ordering with it at once`, async () => {
    const pick = picks[2]!;
    const crowd = await readyShoppers(pick, shoppers);
    for (const shopper of crowd) {
      expect((await shopper.call('POST', '/api/store/cart/coupons', { code: 'ONCE' })).status).toBe(200);
    }
    const answers = await Promise.all(crowd.map((shopper) => shopper.checkout()));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.coupon_codes).toEqual(['ONCE']);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(shoppers - 1);
    for (const answer of refused) {
      expect(answer.body.errors.code[0]).toBe('ONCE coupon code has reached its usage limit.');
    }
    const [once] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(once!.usedCount).toBe(1);
    const [redemptions] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${once!.id}`,
    );
    expect(redemptions!.n).toBe(1);
  });
});
