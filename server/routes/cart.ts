/**
 * `/api/store/cart…`: the cart, its lines, note, contact email, address, shipping and
 * coupons. Thin: parse with the contract's schemas, call server/domain/cart, answer the Cart.
 *
 * A guest's cart is found by the `cart_hash` cookie (httpOnly, SameSite=Lax), or by `cart_hash`
 * in the query or body for API clients. Reads never create a cart; the first change does.
 */

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  addToCartRequest,
  applyCouponRequest,
  batchCartRequest,
  batchRemoveRequest,
  batchUpdateRequest,
  buyNowRequest,
  lineKeyParam,
  removeCouponQuery,
  selectShippingRequest,
  updateCartLineRequest,
} from '../../api/cart';
import { cartNoteRequestSchema, customerEmailSchema } from '../../lib/validation/index.ts';
import type { Db } from '../db/client';
import { type CartRow, carts } from '../db/schema';
import { hotCountries } from '../domain/cart/countries';
import { applyCoupon, removeCoupon } from '../domain/cart/coupons';
import {
  addLines,
  findCart,
  openCart,
  priceStoredCart,
  removeLines,
  replaceLines,
  touchCart,
  updateLines,
} from '../domain/cart/service';
import { selectShippingMethod, setCartAddress, startCheckout } from '../domain/cart/steps';
import { cartGone, invalidField } from '../domain/errors';
import { CART_COOKIE, rememberCart, requestCartHash } from '../http/cartCookie';
import { currentSession } from '../http/customer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseOr422, parseWireAddress, readJsonObject } from '../http/validate';
import { cartWire } from '../wire/cart';

const queryObject = (c: Context) => Object.fromEntries(Object.entries(c.req.query()));

/** Cart answers are per shopper: never cached. */
export async function respondWithCart(c: Context<AppEnv>, cart: CartRow | null, status: 200 | 201 = 200) {
  const db = c.get('ctx').db;
  const fresh = cart ? ((await findCart(db, cart.hash)) ?? null) : null;
  const view = await priceStoredCart(db, fresh, { now: new Date() });
  c.header('Cache-Control', 'private, no-store');
  return c.json(cartWire(view), status);
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
  if (cart?.status !== 'open') throw cartGone();
  return cart;
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

  // Buy now: the cart becomes this one item, or stays as it was when the item is refused.
  app.post('/cart/buy_now', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(buyNowRequest, body);
    const cart = await changeCart(c, body, (open) =>
      replaceLines(db(c), open, [
        {
          productId: request.product_id,
          variantId: request.variant_id,
          quantity: request.quantity,
          properties: request.properties,
        },
      ]),
    );
    return respondWithCart(c, cart);
  });

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
    const cart = await changeCart(c, body, (open) => setCartAddress(db(c), open, address));
    return respondWithCart(c, cart);
  });

  /** Methods for the stored address, or for `?country=` before an address is entered. */
  app.get('/cart/shipping', async (c) => {
    const country = c.req.query('country');
    if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) {
      throw invalidField('country', 'Select a valid country/region.');
    }
    const cart = (await findCart(db(c), requestCartHash(c))) ?? null;
    if (!country && !cart?.address) {
      throw invalidField('address', 'Enter a shipping address to see shipping methods.');
    }
    const view = await priceStoredCart(db(c), cart, { now: new Date(), country: country?.toUpperCase() });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: cartWire(view).shipping });
  });

  app.post('/cart/shipping', async (c) => {
    const body = await readJsonObject(c);
    const request = parseOr422(selectShippingRequest, body);
    const cart = await existingCart(c, body);
    await selectShippingMethod(db(c), cart, request.shipping_method_id);
    return respondWithCart(c, cart);
  });

  app.post('/cart/start_checkout', async (c) => {
    const body = await readJsonObject(c);
    const view = await startCheckout(db(c), await existingCart(c, body), new Date());
    c.header('Cache-Control', 'private, no-store');
    return c.json(cartWire(view));
  });

  app.get('/cart/get_hot_countries', async (c) => {
    c.header('Cache-Control', 'public, max-age=0, s-maxage=300');
    return c.json(await hotCountries(db(c), c.get('lang')));
  });

  const applyCode = async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    // A malformed request is a 400 (the storefront clears the code); a code error a 422.
    const parsed = applyCouponRequest.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, 'Malformed coupon request: `code` must be a string.');
    }
    const customerId = (await currentSession(c))?.customerId ?? null;
    const cart = await changeCart(c, body, (open) =>
      applyCoupon(db(c), open, parsed.data.code, new Date(), customerId),
    );
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
