/**
 * `/api/store/cart…` (spec §7): the cart, its lines, note, contact email, address, shipping and
 * coupons. Thin: parse with the contract's schemas, call server/domain/cart, answer the Cart.
 *
 * A guest's cart is found by the `cart_hash` cookie (httpOnly, SameSite=Lax), or by `cart_hash`
 * in the query or body for API clients. Reads never create a cart; the first change does.
 */

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  addToCartRequest,
  applyCouponRequest,
  batchCartRequest,
  batchRemoveRequest,
  batchUpdateRequest,
  cartHashParam,
  lineKeyParam,
  removeCouponQuery,
  selectShippingRequest,
  updateCartLineRequest,
  type WireAddress,
} from '../../api/cart';
import {
  cartNoteRequestSchema,
  customerEmailSchema,
  shippingAddressSchema,
} from '../../lib/validation/index.ts';
import { englishValidationMessage, fieldErrors } from '../../lib/validation/messages.ts';
import type { AppEnv } from '../app';
import type { Db } from '../db/client';
import { type CartRow, carts, type StoredAddress } from '../db/schema';
import { hotCountries } from '../domain/cart/countries';
import { applyCoupon, removeCoupon } from '../domain/cart/coupons';
import { shippingMethodsFor } from '../domain/cart/pricingData';
import {
  addLines,
  assertSellable,
  findCart,
  invalid,
  openCart,
  priceStoredCart,
  removeLines,
  touchCart,
  updateLines,
} from '../domain/cart/service';
import { ApiError } from '../http/errors';
import { INVALID_DATA } from '../http/validate';

export const CART_COOKIE = 'cart_hash';
const cartCookieMaxAge = 60 * 60 * 24 * 30;

// ─── Request helpers (shared with checkout and statistics routes) ───────────────────────────

/** The JSON body as an object; 400 for anything that is not a JSON object (issue 3 item 6). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Malformed JSON body: expected an object');
  }
  return body as Record<string, unknown>;
}

/**
 * Parses with a schema; failures are 422 with English messages per field (lib/validation's ids
 * are translated, zod's own texts kept), `rename` maps schema paths back to wire names.
 */
export function parseOr422<T extends z.ZodType>(
  schema: T,
  value: unknown,
  rename: (field: string) => string = (field) => field,
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error, englishValidationMessage);
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [rename(field) || '_', list]),
  );
  const first = Object.values(renamed)[0]?.[0];
  throw new ApiError(422, first ?? INVALID_DATA, renamed);
}

const queryObject = (c: Context) => Object.fromEntries(Object.entries(c.req.query()));

/** The cart hash of the request: body or query `cart_hash` first (API clients), then the cookie. */
export function requestCartHash(c: Context, body?: Record<string, unknown>): string | undefined {
  const explicit = body?.cart_hash ?? c.req.query('cart_hash');
  if (explicit !== undefined && explicit !== '') {
    return parseOr422(cartHashParam, explicit, () => 'cart_hash');
  }
  const cookie = getCookie(c, CART_COOKIE);
  return cookie && /^[a-f0-9]{32}$/.test(cookie) ? cookie : undefined;
}

export function rememberCart(c: Context, hash: string): void {
  setCookie(c, CART_COOKIE, hash, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: cartCookieMaxAge,
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** Cart answers are per shopper: never cached (ARCHITECTURE §7). */
export async function respondWithCart(c: Context<AppEnv>, cart: CartRow | null, status: 200 | 201 = 200) {
  const db = c.get('ctx').db;
  const fresh = cart ? ((await findCart(db, cart.hash)) ?? null) : null;
  const view = await priceStoredCart(db, fresh, { now: new Date() });
  c.header('Cache-Control', 'private, no-store');
  return c.json(view.wire, status);
}

/**
 * Runs `change` on the open cart of the request, created when missing (and remembered in the
 * cookie). A cart created for a change that fails is removed again, so refused adds leave no
 * empty carts behind.
 */
async function changeCart(
  c: Context<AppEnv>,
  body: Record<string, unknown> | undefined,
  change: (cart: CartRow) => Promise<void>,
): Promise<CartRow> {
  const db = c.get('ctx').db;
  const { cart, created } = await openCart(db, requestCartHash(c, body));
  try {
    await change(cart);
  } catch (error) {
    if (created) await db.delete(carts).where(eq(carts.id, cart.id));
    throw error;
  }
  if (created || getCookie(c, CART_COOKIE) !== cart.hash) rememberCart(c, cart.hash);
  return cart;
}

/** The open cart of the request; 404 when there is none (nothing to change). */
async function existingCart(c: Context<AppEnv>, body?: Record<string, unknown>): Promise<CartRow> {
  const cart = await findCart(c.get('ctx').db, requestCartHash(c, body));
  if (cart?.status !== 'open') throw new ApiError(404, 'Your cart is empty or has already been checked out.');
  return cart;
}

// ─── Address mapping (wire snake_case ↔ lib/validation camelCase) ───────────────────────────

const addressFieldNames: Record<keyof StoredAddress, keyof WireAddress> = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  country: 'country',
  province: 'province',
  postcode: 'postcode',
  phone: 'phone',
  personalCustomsCode: 'personal_customs_code',
};

/** Validates a wire address with lib/validation's shippingAddressSchema (spec §5 checkout rules). */
export function parseWireAddress(value: unknown, prefix = ''): StoredAddress {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const camel = Object.fromEntries(
    Object.entries(addressFieldNames).map(([camelName, wireName]) => [
      camelName,
      source[wireName] ?? (wireName === 'postcode' ? source.zip : undefined),
    ]),
  );
  const rename = (field: string) => {
    const [head, ...rest] = field.split('.');
    const wire = addressFieldNames[head as keyof StoredAddress] ?? head;
    return `${prefix}${[wire, ...rest].join('.')}`;
  };
  return parseOr422(shippingAddressSchema, camel, rename) as StoredAddress;
}

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────

export function createCartRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = (c: Context<AppEnv>): Db => c.get('ctx').db;

  app.get('/cart', async (c) => {
    const cart = (await findCart(db(c), requestCartHash(c))) ?? null;
    return respondWithCart(c, cart);
  });

  const add = async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    const request = parseOr422(addToCartRequest, body);
    const cart = await changeCart(c, body, (open) =>
      addLines(db(c), open, [
        {
          productId: request.product_id,
          variantId: request.variant_id,
          quantity: request.quantity,
          properties: request.properties,
        },
      ]),
    );
    return respondWithCart(c, cart);
  };
  app.post('/cart', add);
  app.post('/cart/add', add);

  app.post('/cart/batch_cart', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(batchCartRequest, body);
    const cart = await changeCart(c, body, (open) =>
      addLines(
        db(c),
        open,
        request.items.map((item) => ({
          productId: item.product_id,
          variantId: item.variant_id,
          quantity: item.quantity,
          properties: item.properties,
        })),
      ),
    );
    return respondWithCart(c, cart);
  });

  app.post('/cart/batch_update', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(batchUpdateRequest, body);
    const cart = await existingCart(c, body);
    await updateLines(
      db(c),
      cart,
      request.items.map((item) => ({
        key: item.cart_key,
        quantity: item.quantity,
        productId: item.product_id,
        variantId: item.variant_id,
      })),
    );
    return respondWithCart(c, cart);
  });

  app.post('/cart/batch_remove', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(batchRemoveRequest, body);
    const cart = await existingCart(c, body);
    await removeLines(
      db(c),
      cart,
      request.items.map((item) => item.cart_key),
    );
    return respondWithCart(c, cart);
  });

  app.post('/cart/note', async (c) => {
    const body = await readJsonObject(c);
    const { note } = parseOr422(cartNoteRequestSchema, body);
    const cart = await changeCart(c, body, (open) => touchCart(db(c), open.id, { note }));
    return respondWithCart(c, cart);
  });

  app.post('/cart/set_customer_email', async (c) => {
    const body = await readJsonObject(c);
    const { email } = parseOr422(customerEmailSchema, body);
    const acceptsMarketing = body.accepts_marketing === true || body.accepts_marketing === 1;
    const cart = await changeCart(c, body, (open) =>
      touchCart(db(c), open.id, { email: email.toLowerCase(), acceptsMarketing }),
    );
    return respondWithCart(c, cart);
  });

  app.post('/cart/address', async (c) => {
    const body = await readJsonObject(c);
    const address = parseWireAddress(body.address ?? body);
    const methods = await shippingMethodsFor(db(c), address.country);
    if (methods.length === 0) {
      throw invalid('country', 'There are no shipping methods for this address.');
    }
    const cart = await changeCart(c, body, async (open) => {
      // A method chosen for another zone no longer applies to the new address.
      const keep = methods.some((m) => m.id === open.shippingMethodId);
      await touchCart(db(c), open.id, { address, shippingMethodId: keep ? open.shippingMethodId : null });
    });
    return respondWithCart(c, cart);
  });

  /** Methods for the stored address, or for `?country=` before an address is entered. */
  app.get('/cart/shipping', async (c) => {
    const country = c.req.query('country');
    if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) {
      throw invalid('country', 'Select a valid country/region.');
    }
    const cart = (await findCart(db(c), requestCartHash(c))) ?? null;
    if (!country && !cart?.address) {
      throw invalid('address', 'Enter a shipping address to see shipping methods.');
    }
    const view = await priceStoredCart(db(c), cart, { now: new Date(), country: country?.toUpperCase() });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: view.wire.shipping });
  });

  app.post('/cart/shipping', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(selectShippingRequest, body);
    const cart = await existingCart(c, body);
    if (!cart.address)
      throw invalid('address', 'Enter a shipping address before choosing a shipping method.');
    const methods = await shippingMethodsFor(db(c), cart.address.country);
    if (!methods.some((m) => m.id === request.shipping_method_id)) {
      throw invalid('shipping_method_id', 'This shipping method is not available for your address.');
    }
    await touchCart(db(c), cart.id, { shippingMethodId: request.shipping_method_id });
    return respondWithCart(c, cart);
  });

  app.post('/cart/start_checkout', async (c) => {
    const body = await readJsonObject(c);
    const cart = await existingCart(c, body);
    const view = await priceStoredCart(db(c), cart, { now: new Date() });
    if (view.lines.length === 0) throw new ApiError(422, 'Your cart is empty.');
    for (const { row, item } of view.lines) assertSellable(item, row.quantity, `items.${row.key}.quantity`);
    return respondWithCart(c, cart);
  });

  app.get('/cart/get_hot_countries', async (c) => {
    c.header('Cache-Control', 'public, max-age=0, s-maxage=300');
    return c.json(await hotCountries(db(c), c.get('lang')));
  });

  const applyCode = async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    // spec §8: a malformed request is a 400 (the storefront clears the code); a code error a 422.
    const parsed = applyCouponRequest.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, 'Malformed coupon request: `code` must be a string.');
    }
    const cart = await changeCart(c, body, (open) => applyCoupon(db(c), open, parsed.data.code, new Date()));
    return respondWithCart(c, cart);
  };
  app.post('/cart/coupons', applyCode);
  app.post('/cart/checkoutCoupons', applyCode);

  app.delete('/cart/coupons/:code', async (c) => {
    parseOr422(removeCouponQuery, queryObject(c));
    const cart = await existingCart(c);
    await removeCoupon(db(c), cart, c.req.param('code'));
    return respondWithCart(c, cart);
  });

  app.put('/cart/:key', async (c) => {
    const { key } = parseOr422(lineKeyParam, { key: c.req.param('key') });
    const body = await readJsonObject(c);
    const request = parseOr422(updateCartLineRequest, body);
    const cart = await existingCart(c, body);
    await updateLines(db(c), cart, [
      { key, quantity: request.quantity, productId: request.product_id, variantId: request.variant_id },
    ]);
    return respondWithCart(c, cart);
  });

  app.delete('/cart/:key', async (c) => {
    const { key } = parseOr422(lineKeyParam, { key: c.req.param('key') });
    const cart = await existingCart(c);
    await removeLines(db(c), cart, [key]);
    return respondWithCart(c, cart);
  });

  return app;
}
