/**
 * Property-based fuzzing of every store API endpoint from its zod contract (fast-check, fixed
 * seed, bounded runs): each run takes a valid request and breaks one field the way its schema
 * says it cannot be broken — a wrong type, a number beyond its bounds or not whole, a string with
 * NUL or an unpaired surrogate or past its length, a value outside an enum — or breaks the body
 * as a whole (too deep, not an object, a forbidden key, too large). Every answer must be a 4xx
 * with a message, never a 5xx, and no row may change. Path parameters and query values get
 * arbitrary text (emoji, right-to-left, NUL…): never a 5xx, and a message with every 4xx.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { z as zod } from 'zod';
import {
  addToCartRequest,
  applyCouponRequest,
  batchCartRequest,
  batchRemoveRequest,
  batchUpdateRequest,
  selectShippingRequest,
  updateCartLineRequest,
} from '../../api/cart';
import {
  collectionListQuery,
  collectionQuery,
  productListQuery,
  searchRequest,
  suggestQuery,
} from '../../api/catalog';
import { checkoutRequest, orderTrackingQuery } from '../../api/checkout';
import { blogPagingQuery, commentsQuery, diversionQuery, productDiscountQuery } from '../../api/content';
import { themeQuery } from '../../api/theme';
import { cartNoteRequestSchema, customerEmailSchema } from '../../lib/validation/index.ts';
import { statisticsEventRequest } from '../../server/routes/statistics';
import { approvedCard, createShopper, pickVariant, plain, singleVariant, usAddress } from './cartHelpers';
import { createTestContext, type TestContext, tableSnapshot } from './helpers';

const SEED = 18_2026;
const RUNS = 30;

let ctx: TestContext;
let shopper: ReturnType<typeof createShopper>;
let productId: number;
let lineKey: string;
let shippingMethodId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const pick = await pickVariant(ctx.db, plain, singleVariant, sql`v.stock >= 5`);
  productId = pick.productId;
  // A cart with one line and an address but no email: every request below can reach its route,
  // and a checkout still cannot complete, so a request that wrongly passed would show as a 2xx.
  shopper = createShopper(ctx);
  expect((await shopper.add({ product_id: productId, quantity: 2 })).status).toBe(200);
  const address = await shopper.call('POST', '/api/store/cart/address', usAddress);
  expect(address.status).toBe(200);
  shippingMethodId = address.body.shipping[0].id;
  lineKey = address.body.line_items[0].key;
});
afterAll(async () => {
  await ctx?.close();
});

const tables = [
  'carts',
  'cart_lines',
  'orders',
  'order_lines',
  'payments',
  'statistics_events',
  'variants',
  'products',
  'coupon_redemptions',
];

const snapshot = () => tableSnapshot(ctx.db, tables);

// ─── What a schema accepts, read from zod's definitions ────────────────────────────────────

type Shape =
  | { kind: 'number'; min: number; max: number; nullable: boolean }
  | { kind: 'string'; max: number | null; nullable: boolean }
  | { kind: 'enum'; options: string[]; nullable: boolean }
  | { kind: 'object' | 'boolean' | 'other'; nullable: boolean };

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are walked loosely here.
type Def = any;

function shapeOf(schema: z.ZodType): Shape {
  let current: Def = schema;
  let nullable = false;
  for (let i = 0; i < 20; i++) {
    const def = current._zod.def;
    if (['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType;
    } else if (def.type === 'nullable') {
      nullable = true;
      current = def.innerType;
    } else if (def.type === 'pipe') {
      // z.preprocess(fn, schema) is pipe(transform, schema): the schema on the right decides.
      current = def.in._zod.def.type === 'transform' ? def.out : def.in;
    } else break;
  }
  const def = current._zod.def;
  if (def.type === 'number') {
    return {
      kind: 'number',
      min: current.minValue ?? Number.MIN_SAFE_INTEGER,
      max: current.maxValue ?? Number.MAX_SAFE_INTEGER,
      nullable,
    };
  }
  if (def.type === 'string') return { kind: 'string', max: current.maxLength ?? null, nullable };
  if (def.type === 'enum') return { kind: 'enum', options: Object.values(def.entries) as string[], nullable };
  if (def.type === 'object') return { kind: 'object', nullable };
  if (def.type === 'boolean') return { kind: 'boolean', nullable };
  return { kind: 'other', nullable };
}

// ─── Values no field of a given shape accepts ───────────────────────────────────────────────

/** Text with a NUL or an unpaired surrogate somewhere in it. */
const forbiddenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);
/** Text a field may well accept: emoji, right-to-left, combining marks. */
const oddText = fc.constantFrom('👋🏽', 'مرحبا', '\u202eevil', 'e\u0301', '𝄞', '   ', '');
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

function invalidFor(shape: Shape): fc.Arbitrary<unknown> {
  const notNull = shape.nullable ? [] : [fc.constant(null)];
  switch (shape.kind) {
    case 'number':
      return fc.oneof(
        ...notNull,
        fc.constantFrom(true, false, '', '0x10', '0b1', ' 1', '1e', 'NaN', 'Infinity', [], [1], {}),
        forbiddenText,
        fc.integer({ min: 1, max: 1000 }).map((n) => Math.max(shape.min - n, -Number.MAX_VALUE)),
        fc.integer({ min: 1, max: 1000 }).map((n) => shape.max + n),
        fc.constantFrom(1e300, -1e300),
        fc.integer({ min: Math.max(shape.min, -1e6), max: Math.min(shape.max - 1, 1e6) }).map((n) => n + 0.5),
      );
    case 'string':
      return fc.oneof(
        ...notNull,
        fc.integer(),
        fc.boolean(),
        fc.constantFrom([], ['a'], { a: 'b' }),
        forbiddenText,
        ...(shape.max !== null
          ? [fc.integer({ min: 1, max: 50 }).map((n) => 'x'.repeat(shape.max! + n))]
          : []),
      );
    case 'enum':
      return fc.oneof(
        ...notNull,
        fc.oneof(fc.string({ maxLength: 12 }), oddText).filter((s) => !shape.options.includes(s)),
        fc.integer(),
        fc.boolean(),
        forbiddenText,
      );
    case 'object':
      return fc.oneof(...notNull, fc.integer(), fc.string({ maxLength: 5 }), fc.constant([]), forbiddenText);
    case 'boolean':
      return fc.oneof(...notNull, fc.constantFrom('true', 'yes', 2, [], {}), forbiddenText);
    default:
      return fc.oneof(forbiddenText, fc.constant(nested(40)));
  }
}

/** A whole body that no JSON endpoint accepts. */
const invalidBody: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 33, max: 400 }).map((depth) => JSON.stringify({ items: nested(depth) })),
  fc.constantFrom('[]', '"text"', '42', 'null', 'true', '{"a":', '{,}', "{'a':1}"),
  forbiddenText.map((key) => JSON.stringify({ [key]: 1 })),
);

// ─── The endpoints ──────────────────────────────────────────────────────────────────────────

/** The address step's wire fields (the route maps them onto lib/validation's address rules). */
const optionalAddressFields = new Set(['company', 'address2', 'province', 'postcode', 'phone']);
const wireAddressShape = zod.object(
  Object.fromEntries(
    Object.keys(usAddress).map((key) => [
      key,
      optionalAddressFields.has(key) ? zod.string().max(255).nullable() : zod.string().max(255),
    ]),
  ),
) as z.ZodObject;

interface JsonEndpoint {
  method: 'POST' | 'PUT';
  path: () => string;
  schema: z.ZodObject | null;
  valid: () => Record<string, unknown>;
}

const jsonEndpoints: Record<string, JsonEndpoint> = {
  'POST /cart': {
    method: 'POST',
    path: () => '/api/store/cart',
    schema: addToCartRequest,
    valid: () => ({ product_id: productId, quantity: 1 }),
  },
  'POST /cart/batch_cart': {
    method: 'POST',
    path: () => '/api/store/cart/batch_cart',
    schema: batchCartRequest,
    valid: () => ({ items: [{ product_id: productId }] }),
  },
  'POST /cart/batch_update': {
    method: 'POST',
    path: () => '/api/store/cart/batch_update',
    schema: batchUpdateRequest,
    valid: () => ({ items: [{ cart_key: lineKey, quantity: 3 }] }),
  },
  'POST /cart/batch_remove': {
    method: 'POST',
    path: () => '/api/store/cart/batch_remove',
    schema: batchRemoveRequest,
    valid: () => ({ items: [{ cart_key: lineKey }] }),
  },
  'PUT /cart/{key}': {
    method: 'PUT',
    path: () => `/api/store/cart/${lineKey}`,
    schema: updateCartLineRequest,
    valid: () => ({ quantity: 3 }),
  },
  'POST /cart/note': {
    method: 'POST',
    path: () => '/api/store/cart/note',
    schema: cartNoteRequestSchema,
    valid: () => ({ note: 'Leave at the door' }),
  },
  'POST /cart/set_customer_email': {
    method: 'POST',
    path: () => '/api/store/cart/set_customer_email',
    schema: customerEmailSchema,
    valid: () => ({ email: 'fuzz@example.com' }),
  },
  'POST /cart/address': {
    method: 'POST',
    path: () => '/api/store/cart/address',
    schema: wireAddressShape,
    valid: () => ({ ...usAddress, city: 'Shelbyville' }),
  },
  'POST /cart/shipping': {
    method: 'POST',
    path: () => '/api/store/cart/shipping',
    schema: selectShippingRequest,
    valid: () => ({ shipping_method_id: shippingMethodId }),
  },
  'POST /cart/coupons': {
    method: 'POST',
    path: () => '/api/store/cart/coupons',
    schema: applyCouponRequest,
    valid: () => ({ code: 'NO-SUCH-CODE' }),
  },
  'POST /cart/checkout': {
    method: 'POST',
    path: () => '/api/store/cart/checkout',
    schema: checkoutRequest,
    valid: () => ({ payment: { method: 'card', card: approvedCard } }),
  },
  'POST /cart/start_checkout': {
    method: 'POST',
    path: () => '/api/store/cart/start_checkout',
    schema: null,
    valid: () => ({}),
  },
  'POST /products/search': {
    method: 'POST',
    path: () => '/api/store/products/search',
    schema: searchRequest,
    valid: () => ({ q: 'shirt' }),
  },
  'POST /statistics/events': {
    method: 'POST',
    path: () => '/api/statistics/events',
    schema: statisticsEventRequest,
    valid: () => ({ name: 'search', parameters: { term: 'x' } }),
  },
};

/** One field broken according to its schema, or the whole body broken. */
function brokenBody(endpoint: JsonEndpoint): fc.Arbitrary<{ field: string; body: string }> {
  const fields = endpoint.schema ? Object.entries(endpoint.schema.shape as Record<string, z.ZodType>) : [];
  const perField = fields.map(([field, schema]) =>
    invalidFor(shapeOf(schema)).map((value) => ({
      field,
      body: JSON.stringify({ ...endpoint.valid(), [field]: value }),
    })),
  );
  return fc.oneof(
    ...perField,
    invalidBody.map((body) => ({ field: '(body)', body })),
  );
}

async function expect4xx(response: Response, label: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  const message = JSON.parse(text).message;
  expect(
    typeof message === 'string' && message.length > 0,
    `${label}: no message in ${text.slice(0, 200)}`,
  ).toBe(true);
}

describe('fuzzing the JSON endpoints from their contracts', () => {
  it('answers every broken body with a 4xx and a message, and changes no row', async () => {
    const before = await snapshot();
    for (const [name, endpoint] of Object.entries(jsonEndpoints)) {
      await fc.assert(
        fc.asyncProperty(brokenBody(endpoint), async ({ field, body }) => {
          const response = await shopper.call(endpoint.method, endpoint.path(), body);
          // shopper.call parses the body; re-wrap for the shared assertion.
          await expect4xx(
            new Response(JSON.stringify(response.body), { status: response.status }),
            `${name} ${field} ${body.slice(0, 120)}`,
          );
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // A body over the limit, once per endpoint.
      const huge = JSON.stringify({ ...endpoint.valid(), pad: 'x'.repeat(1_100_000) });
      const response = await shopper.call(endpoint.method, endpoint.path(), huge);
      expect(response.status, `${name} huge body`).toBe(413);
    }
    expect(await snapshot()).toEqual(before);
  });
});

// ─── Query strings and path parameters ──────────────────────────────────────────────────────

const queryEndpoints: Record<string, { path: string; schema: z.ZodObject; valid: Record<string, string> }> = {
  'GET /products': { path: '/api/store/products', schema: productListQuery, valid: {} },
  'GET /collections': { path: '/api/store/collections', schema: collectionListQuery, valid: {} },
  'GET /collections/{handle}': { path: '/api/store/collections/apparel', schema: collectionQuery, valid: {} },
  'GET /products/meta/search': {
    path: '/api/store/products/meta/search',
    schema: suggestQuery,
    valid: { q: 'sh' },
  },
  'GET /comments': { path: '/api/store/comments', schema: commentsQuery, valid: {} },
  'GET /discount/product_discount': {
    path: '/api/store/discount/product_discount',
    schema: productDiscountQuery,
    valid: { product_id: '1' },
  },
  'GET /product_diversion_test/relationships': {
    path: '/api/store/product_diversion_test/relationships',
    schema: diversionQuery,
    valid: { product_ids: '1,2' },
  },
  'GET /blog_homepage/blog_collections': {
    path: '/api/store/blog_homepage/blog_collections',
    schema: blogPagingQuery,
    valid: {},
  },
  'GET /theme': { path: '/api/store/theme', schema: themeQuery, valid: {} },
  'GET /order-tracking/logistics': {
    path: '/api/store/order-tracking/logistics',
    schema: orderTrackingQuery,
    valid: { order_number: '1001000000', email: 'a@example.com' },
  },
};

/** A query value its field cannot take: only text travels in a URL. */
function invalidQueryValue(shape: Shape): fc.Arbitrary<string> {
  const nul = fc
    .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
    .map(([a, b]) => `${a}\u0000${b}`);
  switch (shape.kind) {
    case 'number':
      return fc.oneof(
        nul,
        fc.constantFrom('', 'abc', '0x10', '0b1', 'true', '1e', ' ', 'NaN', '[]'),
        fc.integer({ min: 1, max: 1000 }).map((n) => String(Math.max(shape.min - n, -1e15))),
        fc.integer({ min: 1, max: 1000 }).map((n) => String(shape.max + n)),
        fc.integer({ min: Math.max(shape.min, 0), max: Math.min(shape.max - 1, 1e6) }).map((n) => `${n}.5`),
      );
    case 'string':
      return shape.max !== null ? fc.oneof(nul, fc.constant('x'.repeat(shape.max + 1))) : nul;
    case 'enum':
      return fc.oneof(
        nul,
        fc.oneof(fc.string({ maxLength: 10 }), oddText).filter((s) => !shape.options.includes(s)),
      );
    default:
      return nul;
  }
}

const pathEndpoints = [
  '/api/store/products/{}',
  '/api/store/collections/{}',
  '/api/store/menus/{}',
  '/api/store/policies/{}',
  '/api/store/blogs/{}',
  '/api/store/blog/{}/recent_blogs',
  '/api/store/blog_collections/{}/blogs',
  '/api/store/size-chart/products/{}/chart',
  '/api/store/orders/{}',
];

describe('fuzzing queries and path parameters', () => {
  it('answers every broken query value with a 4xx and a message', async () => {
    for (const [name, endpoint] of Object.entries(queryEndpoints)) {
      const fields = Object.entries(endpoint.schema.shape as Record<string, z.ZodType>);
      const broken = fc.oneof(
        ...fields.map(([field, schema]) =>
          invalidQueryValue(shapeOf(schema)).map((value) => ({ field, value })),
        ),
      );
      await fc.assert(
        fc.asyncProperty(broken, async ({ field, value }) => {
          const query = new URLSearchParams({ ...endpoint.valid, [field]: value });
          const response = await ctx.request(`${endpoint.path}?${query}`);
          await expect4xx(response, `${name} ${field}=${JSON.stringify(value).slice(0, 80)}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  });

  it('never answers a 5xx to arbitrary text in a path parameter', async () => {
    const before = await snapshot();
    const text = fc.oneof(
      fc.string({ maxLength: 40, unit: 'grapheme' }),
      fc.string({ maxLength: 300, unit: 'binary' }).map((s) => s.replace(/[\uD800-\uDFFF]/g, '')),
      oddText,
      fc.constantFrom(
        '%00',
        '..',
        '%2e%2e%2f',
        '%E0%A4%A',
        '%ED%A0%80',
        '-1',
        '0',
        '99999999999999999999',
        '1e3',
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pathEndpoints), text, async (template, value) => {
        const raw = /^%|^\.\.$/.test(value) ? value : encodeURIComponent(value);
        const response = await shopper.call('GET', template.replace('{}', raw));
        expect(response.status, `${template} ${JSON.stringify(value)}`).toBeLessThan(500);
        if (response.status >= 400)
          expect(typeof response.body?.message, `${template} ${JSON.stringify(value)}`).toBe('string');
      }),
      { seed: SEED, numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
