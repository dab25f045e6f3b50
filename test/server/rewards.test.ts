/**
 * The loyalty programme through the store API: points for signing up and per paid order (once),
 * clawed back on refunds, redeemed for a single-use coupon bound to the customer, never spent twice
 * by concurrent redeems (truly parallel on PostgreSQL, `server-pg`), and the merchant's validated
 * settings and campaigns.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireOrder } from '../../api/checkout';
import { redeemRewardResponse, rewardsCampaignsResponse } from '../../api/rewards';
import { orders, payments, rewardLedger } from '../../server/db/schema';
import { earnOrderPoints, pointsOf } from '../../server/domain/rewards/rewards';
import {
  type AccountTestContext,
  type Browser,
  buy,
  type Customer,
  createAccountContext,
  createBrowser,
  registerCustomer,
} from './accountHelpers';
import { approvedCard, inStock, pickVariant, plain, usAddress } from './cartHelpers';
import { postJson } from './helpers';

let ctx: AccountTestContext;
const adminToken = 'test-admin-token-for-rewards';
const campaignIds: Record<string, number> = {};

const admin = async (method: string, url: string, body?: unknown, token = adminToken) => {
  const response = await ctx.request(`/api/admin/rewards${url}`, {
    ...postJson(body ?? {}, { authorization: `Bearer ${token}` }),
    ...(body === undefined ? { body: undefined, headers: { authorization: `Bearer ${token}` } } : {}),
    method,
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; contracts are parsed where it matters.
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
};

beforeAll(async () => {
  process.env.VITRINE_ADMIN_TOKEN = adminToken;
  ctx = await createAccountContext();
  // Known rates and campaigns, whatever the demo seed holds.
  expect(
    (await admin('PUT', '/settings', { enabled: true, signup_points: 100, points_per_unit: 1 })).status,
  ).toBe(200);
  for (const [name, body] of Object.entries({
    five: { title: '$5 off', cost: 100, discount_type: 'fixed_cart', amount: '5.00' },
    tenPercent: { title: '10% off', cost: 150, discount_type: 'percent', percent: 10 },
    big: { title: 'Big reward', cost: 100_000, discount_type: 'fixed_cart', amount: '50.00' },
  })) {
    const created = await admin('POST', '/campaigns', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    campaignIds[name] = created.body.data.id;
  }
});
afterAll(async () => {
  delete process.env.VITRINE_ADMIN_TOKEN;
  await ctx?.close();
});

const redeem = (browser: Browser, templateId: number, lang?: string) =>
  browser.call(
    'POST',
    '/api/store/stamped/redeem_rewards',
    { templateId },
    {
      'x-csrf-token': browser.csrf,
      ...(lang ? { 'x-lang': lang } : {}),
    },
  );

const points = async (customer: Customer) => pointsOf(ctx.db, customer.id);

/** Puts one plain in-stock item in the browser's cart and applies `code`; the answer. */
async function cartWithCode(browser: Browser, code: string) {
  const pick = await pickVariant(ctx.db, plain, inStock(50));
  const added = await browser.call('POST', '/api/store/cart', {
    product_id: pick.productId,
    variant_id: pick.variantId,
    quantity: 2,
  });
  expect(added.status).toBe(200);
  return browser.call('POST', '/api/store/cart/coupons', { code, position: 'cart' });
}

describe('earning', () => {
  it('credits the sign-up points once, when the account is created', async () => {
    const customer = await registerCustomer(ctx);
    expect(await points(customer)).toBe(100);
    const rows = await ctx.db.select().from(rewardLedger).where(eq(rewardLedger.customerId, customer.id));
    expect(rows.map((row) => [row.kind, row.points])).toEqual([['signup', 100]]);
  });

  it('credits a paid order once per order (a retried hook adds nothing); guests earn nothing', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email);
    expect(placed.status).toBe(201);
    const order = wireOrder.parse(placed.body);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.number, order.number));
    const earned = Math.floor(row!.total / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await points(customer)).toBe(100 + earned);
    await earnOrderPoints(ctx.db, row!);
    await earnOrderPoints(ctx.db, row!);
    expect(await points(customer)).toBe(100 + earned);

    const guest = createBrowser(ctx);
    const guestOrder = await buy(ctx, guest, 'guest.rewards@example.com');
    expect(guestOrder.status).toBe(201);
    const [guestRow] = await ctx.db.select().from(orders).where(eq(orders.number, guestOrder.body.number));
    expect(await ctx.db.select().from(rewardLedger).where(eq(rewardLedger.orderId, guestRow!.id))).toEqual(
      [],
    );
  });

  it('credits a bank transfer once the merchant marks it paid; marking it twice is refused', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email, { payment: { method: 'bank_transfer' } });
    expect(placed.status).toBe(201);
    const number = placed.body.number as string;
    expect(placed.body.payment_status).toBe('unpaid');
    // Nothing is earned before the money arrives.
    expect(await points(customer)).toBe(100);
    const markPaid = (orderNumber: string, body: unknown = { reference: 'TRF-2291' }, token = adminToken) =>
      ctx.request(`/api/admin/orders/${orderNumber}/payment`, {
        ...postJson(body, { authorization: `Bearer ${token}` }),
      });

    expect((await markPaid(number, {}, 'wrong-token')).status).toBe(401);
    expect((await markPaid(number, { reference: '' })).status).toBe(422);
    const paid = await markPaid(number);
    expect(paid.status).toBe(200);
    const answer = wireOrder.parse((await paid.json()).data);
    expect(answer.payment_status).toBe('paid');
    const [row] = await ctx.db.select().from(orders).where(eq(orders.number, number));
    expect(row!.paymentDeadline).toBeNull();
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect([payment!.status, payment!.authorizationId]).toEqual(['approved', 'TRF-2291']);
    expect(await points(customer)).toBe(100 + Math.floor(row!.total / 100));

    // Twice is a conflict and credits nothing more; an unknown order is a 404.
    expect((await markPaid(number)).status).toBe(409);
    expect(await points(customer)).toBe(100 + Math.floor(row!.total / 100));
    expect((await markPaid('1009999999')).status).toBe(404);
  });

  it('takes points back in proportion to refunds; spent points may leave the balance negative', async () => {
    const customer = await registerCustomer(ctx);
    const placed = await buy(ctx, customer.browser, customer.email);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.number, placed.body.number));
    const earned = Math.floor(row!.total / 100);
    // Spends everything it has on $5 off campaigns (100 each).
    const before = await points(customer);
    let spent = 0;
    while (before - spent >= 100) {
      expect((await redeem(customer.browser, campaignIds.five!)).status).toBe(200);
      spent += 100;
    }
    const half = Math.floor(row!.total / 2);
    const refund = (amount?: string) =>
      ctx.request(`/api/admin/orders/${row!.number}/refund`, {
        ...postJson(amount === undefined ? {} : { amount }, { authorization: `Bearer ${adminToken}` }),
      });
    expect((await refund((half / 100).toFixed(2))).status).toBe(200);
    const firstClawback = Math.floor((earned * half) / row!.total);
    expect(await points(customer)).toBe(before - spent - firstClawback);
    expect((await refund()).status).toBe(200);
    // The whole order refunded: every point it earned is taken back, even the spent ones.
    expect(await points(customer)).toBe(before - spent - earned);
    const clawbacks = await ctx.db.select().from(rewardLedger).where(eq(rewardLedger.orderId, row!.id));
    expect(clawbacks.filter((r) => r.kind === 'refund').reduce((s, r) => s + r.points, 0)).toBe(-earned);
    if (before - spent - earned < 0) {
      // A negative balance redeems nothing.
      expect((await redeem(customer.browser, campaignIds.five!)).status).toBe(422);
    }
  });
});

describe('redeeming', () => {
  it('refuses a campaign that costs more than the points, with a translated message', async () => {
    const customer = await registerCustomer(ctx);
    const answer = await redeem(customer.browser, campaignIds.big!);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('You need 100000 points for this reward; you have 100.');
    expect(answer.body.errors.templateId).toEqual([answer.body.message]);
    const german = await redeem(customer.browser, campaignIds.big!, 'de-DE');
    expect(german.status).toBe(422);
    expect(german.body.message).not.toBe(answer.body.message);
    expect(german.body.message).toContain('100');
    expect(await points(customer)).toBe(100);
  });

  it('lists campaigns with what the customer can redeem; guests see them, redeem none', async () => {
    const customer = await registerCustomer(ctx);
    const list = rewardsCampaignsResponse.parse(
      (await customer.browser.call('GET', '/api/store/stamped/campaigns')).body,
    );
    expect(list.points).toBe(100);
    const byId = new Map(list.data.map((campaign) => [campaign.id, campaign]));
    expect(byId.get(campaignIds.five!)).toMatchObject({
      cost: 100,
      redeemable: true,
      data: { discount_type: 'fixed_cart', value: '5.00' },
    });
    expect(byId.get(campaignIds.tenPercent!)).toMatchObject({ redeemable: false, data: { value: 10 } });
    const guest = rewardsCampaignsResponse.parse(
      (await createBrowser(ctx).call('GET', '/api/store/stamped/campaigns')).body,
    );
    expect(guest.points).toBeNull();
    expect(guest.data.every((campaign) => !campaign.redeemable)).toBe(true);
    const refused = await redeem(createBrowser(ctx), campaignIds.five!);
    expect(refused.status).toBe(401);
  });

  it('never spends the same points twice when redeems run at once', async () => {
    const customer = await registerCustomer(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => redeem(customer.browser, campaignIds.five!)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(7);
    expect(await points(customer)).toBe(0);
    const spends = await ctx.db.select().from(rewardLedger).where(eq(rewardLedger.customerId, customer.id));
    expect(spends.filter((row) => row.kind === 'redeem')).toHaveLength(1);
  });

  it('gives a single-use coupon only its customer can apply', async () => {
    const owner = await registerCustomer(ctx);
    const redeemed = redeemRewardResponse.parse((await redeem(owner.browser, campaignIds.five!)).body);
    expect(redeemed).toMatchObject({ name: '$5 off', points: 0 });
    expect(redeemed.rule_code).toMatch(/^RW-[A-Z2-9]{8}$/);

    const guest = await cartWithCode(createBrowser(ctx), redeemed.rule_code);
    expect(guest.status).toBe(422);
    expect(guest.body.errors.code).toEqual([`Log in to use the ${redeemed.rule_code} reward code.`]);
    const other = await registerCustomer(ctx);
    const stranger = await cartWithCode(other.browser, redeemed.rule_code);
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.code).toEqual([
      `The ${redeemed.rule_code} reward code belongs to another account.`,
    ]);

    const applied = await cartWithCode(owner.browser, redeemed.rule_code);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.coupon_record).toEqual([
      expect.objectContaining({ code: redeemed.rule_code, is_use: true, amount: '5.00' }),
    ]);
    expect(
      (await owner.browser.call('POST', '/api/store/cart/set_customer_email', { email: owner.email })).status,
    ).toBe(200);
    const address = await owner.browser.call('POST', '/api/store/cart/address', usAddress);
    await owner.browser.call('POST', '/api/store/cart/shipping', {
      shipping_method_id: address.body.shipping[0].id,
    });
    const placed = await owner.browser.send('POST', '/api/store/cart/checkout', {
      payment: { method: 'card', card: approvedCard },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.coupon_codes).toEqual([redeemed.rule_code]);
    owner.browser.cookies.delete('cart_hash');

    // Used once: refused afterwards, even to its owner.
    const again = await cartWithCode(owner.browser, redeemed.rule_code);
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual([
      `${redeemed.rule_code} coupon code has reached its usage limit.`,
    ]);
  });

  it('a reward code in a cart does not survive a log-out to checkout', async () => {
    const owner = await registerCustomer(ctx);
    const redeemed = redeemRewardResponse.parse((await redeem(owner.browser, campaignIds.five!)).body);
    expect((await cartWithCode(owner.browser, redeemed.rule_code)).status).toBe(200);
    expect((await owner.browser.send('POST', '/api/store/account/logout', {})).status).toBe(200);
    expect(
      (await owner.browser.call('POST', '/api/store/cart/set_customer_email', { email: owner.email })).status,
    ).toBe(200);
    const address = await owner.browser.call('POST', '/api/store/cart/address', usAddress);
    await owner.browser.call('POST', '/api/store/cart/shipping', {
      shipping_method_id: address.body.shipping[0].id,
    });
    const placed = await owner.browser.call('POST', '/api/store/cart/checkout', {
      payment: { method: 'card', card: approvedCard },
    });
    expect(placed.status).toBe(422);
    expect(placed.body.errors.code).toEqual([`Log in to use the ${redeemed.rule_code} reward code.`]);
  });
});

describe('the widget’s token and points', () => {
  it('gives a token to a logged-in customer only, and the points for it', async () => {
    expect((await createBrowser(ctx).call('GET', '/api/store/stamped/getToken')).status).toBe(401);
    const customer = await registerCustomer(ctx);
    const token = await customer.browser.call('GET', '/api/store/stamped/getToken');
    expect(token.status).toBe(200);
    expect(token.body.token).toMatch(/^[a-f0-9]{64}$/);
    const answer = await customer.browser.call('POST', '/api/store/stamped/points', {
      customerId: customer.id,
      customerEmail: customer.email,
      authToken: token.body.token,
    });
    expect(answer.body).toEqual({ points: 100, points_current_with_name: '100 points' });
    const forged = await customer.browser.call('POST', '/api/store/stamped/points', {
      customerId: customer.id + 1,
      authToken: token.body.token,
    });
    expect(forged.status).toBe(403);
  });
});

describe('the merchant’s settings and campaigns', () => {
  it('needs the admin token', async () => {
    expect((await admin('GET', '/', undefined, 'wrong')).status).toBe(401);
  });

  it('validates with the one 422 shape', async () => {
    const missing = await admin('POST', '/campaigns', { title: 'X', cost: 10, discount_type: 'fixed_cart' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.amount).toEqual(['Enter the amount off.']);
    const tooMuch = await admin('POST', '/campaigns', {
      title: 'X',
      cost: 10,
      discount_type: 'percent',
      percent: 150,
    });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors)).toEqual(['percent']);
    const noCost = await admin('POST', '/campaigns', { title: '', cost: 0, discount_type: 'gift' });
    expect(noCost.status).toBe(422);
    expect(Object.keys(noCost.body.errors).sort()).toEqual(['cost', 'discount_type', 'title']);
    const unknownProduct = await admin('POST', '/campaigns', {
      title: 'Free thing',
      cost: 10,
      discount_type: 'product',
      product_id: 999_999,
    });
    expect(unknownProduct.status).toBe(422);
    expect(unknownProduct.body.errors.product_id).toEqual(['There is no product with this id.']);
    const badRate = await admin('PUT', '/settings', { points_per_unit: -1, extra: true });
    expect(badRate.status).toBe(422);
    expect(Object.keys(badRate.body.errors).sort()).toEqual(['_', 'points_per_unit']);
  });

  it('creates, changes and deletes a product campaign; redeeming it frees one unit of the product', async () => {
    const pick = await pickVariant(ctx.db, plain, inStock(50));
    const created = await admin('POST', '/campaigns', {
      title: 'Free item',
      cost: 50,
      discount_type: 'product',
      product_id: pick.productId,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      cost: 50,
      active: true,
      data: { discount_type: 'product', product_id: pick.productId },
    });
    const changed = await admin('PUT', `/campaigns/${created.body.data.id}`, { cost: 60 });
    expect(changed.body.data.cost).toBe(60);
    const customer = await registerCustomer(ctx);
    const redeemed = await redeem(customer.browser, created.body.data.id);
    expect(redeemed.status).toBe(200);
    const applied = await cartWithCode(customer.browser, redeemed.body.rule_code);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await admin('DELETE', `/campaigns/${created.body.data.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/campaigns/${created.body.data.id}`)).status).toBe(404);
    expect((await redeem(customer.browser, created.body.data.id)).status).toBe(404);
  });

  it('a closed programme lists nothing and redeems nothing', async () => {
    const customer = await registerCustomer(ctx);
    expect((await admin('PUT', '/settings', { enabled: false })).body.data.enabled).toBe(false);
    const list = await customer.browser.call('GET', '/api/store/stamped/campaigns');
    expect(list.body.data).toEqual([]);
    expect((await redeem(customer.browser, campaignIds.five!)).status).toBe(404);
    expect((await admin('PUT', '/settings', { enabled: true })).body.data).toEqual({
      enabled: true,
      signup_points: 100,
      points_per_unit: 1,
    });
  });
});
