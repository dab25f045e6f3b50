/**
 * Every customer resource belongs to its owner: customer A, logged in, can never read or change
 * customer B's addresses, payment methods, orders or account — each of B's ids answers exactly as
 * a missing one, and B's rows stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountTestContext,
  addAddress,
  addCard,
  buy,
  type Customer,
  createAccountContext,
  createBrowser,
  registerCustomer,
  tokenOfLink,
  uniqueEmail,
} from './accountHelpers';
import { approvedCard, usAddress } from './cartHelpers';
import { tableSnapshot } from './helpers';

let ctx: AccountTestContext;
let a: Customer;
let b: Customer;
let bAddress: number;
let bCard: number;
let bOrder: string;
let aOrder: string;

const accountTables = ['customers', 'customer_addresses', 'saved_cards', 'orders', 'customer_sessions'];

beforeAll(async () => {
  ctx = await createAccountContext();
  a = await registerCustomer(ctx);
  b = await registerCustomer(ctx);
  await addAddress(a);
  await addCard(a);
  bAddress = await addAddress(b, { first_name: 'Bea' });
  bCard = await addCard(b);
  const placedB = await buy(ctx, b.browser, b.email);
  expect(placedB.status).toBe(201);
  bOrder = placedB.body.number;
  const placedA = await buy(ctx, a.browser, a.email);
  expect(placedA.status).toBe(201);
  aOrder = placedA.body.number;
});
afterAll(async () => ctx?.close());

describe("customer A and customer B's resources", () => {
  it('lists show only the session’s own addresses, cards and orders', async () => {
    const addresses = await a.browser.call('GET', '/api/store/addresses');
    expect(addresses.body.data.map((row: { id: number }) => row.id)).not.toContain(bAddress);
    expect(addresses.body.data).toHaveLength(1);
    const cards = await a.browser.call('GET', '/api/store/payment-methods');
    expect(cards.body.data.map((row: { id: number }) => row.id)).not.toContain(bCard);
    expect(cards.body.data).toHaveLength(1);
    for (const url of ['/api/store/orders', '/api/store/orders-old']) {
      const list = await a.browser.call('GET', url);
      expect(list.status).toBe(200);
      expect(list.body.data.map((order: { number: string }) => order.number)).not.toContain(bOrder);
    }
    const own = await a.browser.call('GET', '/api/store/orders');
    expect(own.body.data.map((order: { number: string }) => order.number)).toEqual([aOrder]);
    const info = await a.browser.info();
    expect(info).toMatchObject({ id: a.id, email: a.email, address_book_count: 1 });
  });

  it("B's address, card and order answer 404 to A, and nothing of B's changes", async () => {
    const before = await tableSnapshot(ctx.db, accountTables);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/store/addresses/${bAddress}`],
      ['PUT', `/api/store/addresses/${bAddress}`, { ...usAddress, first_name: 'Mallory' }],
      ['DELETE', `/api/store/addresses/${bAddress}`],
      ['POST', `/api/store/addresses/${bAddress}/default`, {}],
      ['DELETE', `/api/store/payment-methods/${bCard}`],
      ['POST', `/api/store/payment-methods/${bCard}/default`, {}],
      ['GET', `/api/store/orders/${bOrder}`],
    ];
    for (const [method, url, body] of attempts) {
      const answer = await a.browser.send(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    expect(await tableSnapshot(ctx.db, accountTables)).toEqual(before);
    // B still has them.
    expect((await b.browser.call('GET', `/api/store/addresses/${bAddress}`)).body.data.first_name).toBe(
      'Bea',
    );
    expect((await b.browser.call('GET', `/api/store/orders/${bOrder}`)).status).toBe(200);
  });

  it("A cannot pay with B's saved card or ship to B's saved address", async () => {
    const withCard = await buy(ctx, a.browser, a.email, {
      payment: { method: 'card', saved_card_id: bCard },
    });
    expect(withCard.status).toBe(422);
    expect(withCard.body.errors['payment.saved_card_id']).toBeDefined();
    const withAddress = await buy(ctx, a.browser, a.email, {
      payment: { method: 'card', card: approvedCard },
      address_id: bAddress,
    });
    expect(withAddress.status).toBe(422);
    expect(withAddress.body.errors.address_id).toBeDefined();
  });

  it("A's CSRF token does not work with B's session, nor B's with A's", async () => {
    const forged = await b.browser.call('POST', '/api/store/addresses', usAddress, {
      'x-csrf-token': a.browser.csrf,
    });
    expect(forged.status).toBe(419);
    const logout = await a.browser.call('POST', '/api/store/account/logout', { _token: b.browser.csrf });
    expect(logout.status).toBe(419);
  });

  it('registering someone else’s email shows none of their guest orders until the email is verified', async () => {
    const victim = uniqueEmail('victim');
    const guest = await buy(ctx, createBrowser(ctx), victim);
    expect(guest.status).toBe(201);
    const squatter = await registerCustomer(ctx, { email: victim, verify: false });
    expect((await squatter.browser.call('GET', '/api/store/orders')).body.data).toEqual([]);
    expect((await squatter.browser.call('GET', `/api/store/orders/${guest.body.number}`)).status).toBe(404);
    // Opening the link (proof of the mailbox) brings the guest order in.
    const [mail] = await ctx.mailsTo(victim);
    await createBrowser(ctx).call('POST', '/api/store/account/verify', {
      token: tokenOfLink(mail!.links[0]!),
    });
    const old = await squatter.browser.call('GET', '/api/store/orders-old');
    expect(old.body.data.map((order: { number: string }) => order.number)).toEqual([guest.body.number]);
  });

  it('ids that are not numbers or out of range are simply not found', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await a.browser.call('GET', `/api/store/addresses/${id}`)).status).toBe(404);
      expect((await a.browser.send('DELETE', `/api/store/payment-methods/${id}`)).status).toBe(404);
    }
  });
});
