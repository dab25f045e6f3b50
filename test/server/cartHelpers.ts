/**
 * Helpers for the cart, coupon, checkout and concurrency tests: a shopper that keeps its cart
 * cookie like a browser, and catalogue picks by what a test needs (stock policy, variants…).
 */
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WireCart } from '../../api/cart';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import type { TestContext } from './helpers';

export interface Pick {
  productId: number;
  variantId: number;
  /** Minor units. */
  price: number;
  stock: number;
  title: string;
}

/** Categories the demo discount rules reach; "plain" picks avoid them so no rule interferes. */
const ruleCategories = sql`('t-shirts', 'accessories', 'home', 'kitchen')`;

export const plain = sql`not exists (
  select 1 from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = p.id and c.slug in ${ruleCategories})`;
export const singleVariant = sql`(select count(*) from variants w where w.product_id = p.id) = 1`;
export const inStock = (min: number) => sql`v.manage_stock and v.backorders = 'no' and v.stock >= ${min}`;
export const inCategory = (slug: string) => sql`exists (
  select 1 from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = p.id and c.slug = ${slug})`;

/** The variants matching every condition, cheapest first. */
export async function pickVariants(db: Db, ...conditions: SQL[]): Promise<Pick[]> {
  const where = sql.join([sql`p.status = 'active'`, ...conditions], sql` and `);
  return queryRows<Pick>(
    db,
    sql`select v.product_id as "productId", v.id as "variantId", v.price, v.stock, p.title
        from variants v join products p on p.id = v.product_id
        where ${where} order by v.price, v.id`,
  );
}

export async function pickVariant(db: Db, ...conditions: SQL[]): Promise<Pick> {
  const [pick] = await pickVariants(db, ...conditions);
  if (!pick) throw new Error('The demo catalogue has no variant matching the test conditions');
  return pick;
}

export async function variantStock(db: Db, variantId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    db,
    sql`select stock from variants where id = ${variantId}`,
  );
  return row!.stock;
}

/** A US delivery address that passes the checkout rules. */
export const usAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'Springfield',
  country: 'US',
  province: 'IL',
  postcode: '62701',
  phone: '+1 555 0100',
};

export const approvedCard = {
  number: '4242 4242 4242 4242',
  name: 'Ada Lovelace',
  expiry: '12/39',
  security_code: '123',
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; contract tests parse with zod.
type Loose = any;

/** A cart answer, or the error body a failing cart call answers with. */
export type CartAnswer = WireCart & { message?: string; errors?: Record<string, string[]> };

export interface Answer<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like shopper: sends and keeps the `cart_hash` cookie. */
export function createShopper(ctx: TestContext) {
  let cookie: string | undefined;
  async function call<T = Loose>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await ctx.request(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie: `cart_hash=${cookie}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie ? /cart_hash=([a-f0-9]{32})/.exec(setCookie) : null;
    if (match) cookie = match[1];
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  return {
    call,
    get hash() {
      return cookie;
    },
    cart: () => call<CartAnswer>('GET', '/api/store/cart'),
    add: (item: Record<string, unknown>) => call<CartAnswer>('POST', '/api/store/cart', item),
    /** Email, address and the first shipping method: ready to pay. */
    async readyForPayment(email = 'ada@example.com') {
      expect((await call('POST', '/api/store/cart/set_customer_email', { email })).status).toBe(200);
      const address = await call<WireCart>('POST', '/api/store/cart/address', usAddress);
      expect(address.status).toBe(200);
      const method = address.body.shipping[0]!;
      const shipping = await call<WireCart>('POST', '/api/store/cart/shipping', {
        shipping_method_id: method.id,
      });
      expect(shipping.status).toBe(200);
      return shipping.body;
    },
    checkout: (
      payment: unknown = { method: 'card', card: approvedCard },
      headers: Record<string, string> = {},
    ) => call('POST', '/api/store/cart/checkout', { payment }, headers),
  };
}

/** "12.34" → 1234 */
export const minor = (wire: string) => Math.round(Number(wire) * 100);
