/**
 * Shared setup of the customer-account tests: a test context with a controllable clock and a
 * readable outbox, and a browser-like customer that keeps its cart and session cookies and sends
 * the session's CSRF token.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { type AccountInfo, accountInfo } from '../../api/account';
import { type Mailer, outboxMailer, readOutbox, type StoredMail } from '../../server/mail/mailer';
import { type Answer, approvedCard, inStock, pickVariant, plain, usAddress } from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; contract tests parse with zod.
type Loose = any;

/** A clock the test moves by hand. */
export function fakeClock(start = new Date()) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
    set: (date: Date) => {
      time = date.getTime();
    },
  };
}

export interface AccountTestContext extends TestContext {
  clock: ReturnType<typeof fakeClock>;
  outboxDir: string;
  /** The outbox's messages to `to`, newest first. */
  mailsTo: (to: string) => Promise<StoredMail[]>;
}

/** A seeded test context whose account rules run on a fake clock; mail goes to a temp outbox. */
export async function createAccountContext(options: { mailer?: Mailer } = {}): Promise<AccountTestContext> {
  const clock = fakeClock();
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'vitrine-accounts-')), 'outbox');
  const ctx = await createTestContext({ mailer: options.mailer ?? outboxMailer(outboxDir), now: clock.now });
  return {
    ...ctx,
    clock,
    outboxDir,
    mailsTo: async (to) => (await readOutbox(outboxDir)).filter((mail) => mail.to === to),
  };
}

/** The `token` query parameter of a mailed link. */
export const tokenOfLink = (link: string) => new URL(link).searchParams.get('token')!;

let serial = 0;
/** A unique email per call (tests share one database per file). */
export const uniqueEmail = (name = 'customer') => `${name}.${process.pid}.${++serial}@example.com`;

export const goodPassword = 'correct horse battery staple';

/** A browser: keeps `cart_hash` and `vitrine_session` cookies; `csrf` is the session's token. */
export function createBrowser(ctx: TestContext, options: { address?: string } = {}) {
  const cookies = new Map<string, string>();
  const browser = {
    csrf: '',
    cookies,
    async call<T = Loose>(
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answer<T>> {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await ctx.request(url, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(options.address ? { 'x-vitrine-client-address': options.address } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        const text = value.join('=');
        if (/max-age=0/i.test(line) || text === '') cookies.delete(name!.trim());
        else cookies.set(name!.trim(), text);
      }
      const text = await response.text();
      return {
        status: response.status,
        body: text ? JSON.parse(text) : undefined,
        headers: response.headers,
      };
    },
    /** A state-changing call with the session's CSRF token in the header. */
    send<T = Loose>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
      return browser.call<T>(method, url, body, { 'x-csrf-token': browser.csrf });
    },
    async info(): Promise<AccountInfo> {
      const answer = await browser.call('GET', '/api/store/account/info');
      expect(answer.status).toBe(200);
      const info = accountInfo.parse(answer.body.data);
      browser.csrf = info.csrf_token;
      return info;
    },
    async login(email: string, password = goodPassword) {
      const answer = await browser.call('POST', '/api/store/account/login', { email, password });
      if (answer.status === 200) browser.csrf = answer.body.data.csrf_token;
      return answer;
    },
  };
  return browser;
}
export type Browser = ReturnType<typeof createBrowser>;

export interface Customer {
  email: string;
  password: string;
  id: number;
  browser: Browser;
}

/** Registers (and, unless told otherwise, verifies) a customer; their browser is logged in. */
export async function registerCustomer(
  ctx: AccountTestContext,
  options: { email?: string; verify?: boolean; address?: string } = {},
): Promise<Customer> {
  const email = options.email ?? uniqueEmail();
  const browser = createBrowser(ctx, { address: options.address });
  const answer = await browser.call('POST', '/api/store/account/register', {
    email,
    password: goodPassword,
    password_confirmation: goodPassword,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  browser.csrf = answer.body.data.csrf_token;
  if (options.verify !== false) {
    const [mail] = await ctx.mailsTo(email);
    const verified = await browser.call('POST', '/api/store/account/verify', {
      token: tokenOfLink(mail!.links[0]!),
    });
    expect(verified.status).toBe(200);
  }
  return { email, password: goodPassword, id: answer.body.data.id, browser };
}

/** Adds an address to the customer's book; its id. */
export async function addAddress(
  customer: Customer,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const answer = await customer.browser.send('POST', '/api/store/addresses', { ...usAddress, ...overrides });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/** Saves the approved test card; its id. */
export async function addCard(
  customer: Customer,
  card: Record<string, string> = approvedCard,
): Promise<number> {
  const answer = await customer.browser.send('POST', '/api/store/payment-methods', { card });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/**
 * Fills a cart in `browser` (one plain in-stock item, email, the US address, first shipping
 * method) and places the order with `checkout` merged into the request; the answer.
 */
export async function buy(
  ctx: TestContext,
  browser: Browser,
  email: string,
  checkout: Record<string, unknown> = { payment: { method: 'card', card: approvedCard } },
): Promise<Answer> {
  const pick = await pickVariant(ctx.db, plain, inStock(50));
  const added = await browser.call('POST', '/api/store/cart', {
    product_id: pick.productId,
    variant_id: pick.variantId,
    quantity: 1,
  });
  expect(added.status).toBe(200);
  expect((await browser.call('POST', '/api/store/cart/set_customer_email', { email })).status).toBe(200);
  const address = await browser.call('POST', '/api/store/cart/address', usAddress);
  expect(address.status).toBe(200);
  const shipping = await browser.call('POST', '/api/store/cart/shipping', {
    shipping_method_id: address.body.shipping[0].id,
  });
  expect(shipping.status).toBe(200);
  const answer = await browser.send('POST', '/api/store/cart/checkout', checkout);
  // The next purchase starts a new cart, as in a browser after the thank-you page.
  browser.cookies.delete('cart_hash');
  return answer;
}
