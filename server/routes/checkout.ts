/**
 * Checkout and orders (spec §2 steps, §7 `payment` / `checkout`, §4 order states): payment
 * methods, placing an order, the thank-you page lookup and Track Your Order. The contact,
 * address and shipping steps are the cart's `set_customer_email`, `address` and `shipping`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  checkoutRequest,
  idempotencyKeyHeader,
  orderLookupQuery,
  orderTrackingQuery,
  type PaymentMethodsResponse,
} from '../../api/checkout';
import { bankTransferPaymentWindowMinutes } from '../../lib/orders/paymentDeadline.ts';
import { createPaymentCardSchema, customerEmailSchema, emailSchema } from '../../lib/validation/index.ts';
import { orderNumberSchema } from '../../lib/validation/orderTracking.ts';
import { findCart } from '../domain/cart/service';
import { storeCheckoutSteps } from '../domain/cart/steps';
import { type PaymentChoice, placeOrder } from '../domain/checkout/placeOrder';
import { CART_GONE, invalidField, notFound } from '../domain/errors';
import { findShopperOrder, loadOrderDetail } from '../domain/orders/orders';
import { requestCartHash } from '../http/cartCookie';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseOr422, parseWireAddress, readJsonObject } from '../http/validate';
import { toWireOrder } from '../wire/orders';

const cardFieldNames: Record<string, string> = { securityCode: 'security_code' };

function parsePayment(payment: { method: string; card?: Record<string, unknown> }, now: Date): PaymentChoice {
  if (payment.method === 'bank_transfer') return { method: 'bank_transfer' };
  if (payment.method !== 'card') {
    throw invalidField(
      'payment.method',
      'This payment method is not available. Choose card or bank transfer.',
    );
  }
  const card = payment.card ?? {};
  const parsed = parseOr422(
    createPaymentCardSchema({ now: () => now }),
    { number: card.number, name: card.name, expiry: card.expiry, securityCode: card.security_code },
    (field) => `payment.card.${cardFieldNames[field] ?? field}`,
  );
  return { method: 'card', card: parsed };
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export function createCheckoutRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/cart/payment', (c) => {
    noStore(c);
    const body: PaymentMethodsResponse = {
      data: [
        { method: 'card', name: 'Credit or debit card', payment_window_minutes: null },
        {
          method: 'bank_transfer',
          name: 'Bank transfer',
          payment_window_minutes: bankTransferPaymentWindowMinutes,
        },
      ],
    };
    return c.json(body);
  });

  app.post('/cart/checkout', async (c) => {
    const db = c.get('ctx').db;
    const now = new Date();
    const body = await readJsonObject(c);
    const request = parseOr422(checkoutRequest, body);
    const keyHeader = c.req.header('idempotency-key');
    const idempotencyKey =
      keyHeader === undefined
        ? undefined
        : parseOr422(idempotencyKeyHeader, keyHeader, () => 'idempotency_key');
    const cart = await findCart(db, requestCartHash(c, body));
    if (!cart) throw notFound(CART_GONE);
    const payment = parsePayment(request.payment, now);

    // An all-in-one checkout may send the earlier steps along; they are stored like the steps.
    if (cart.status === 'open') {
      await storeCheckoutSteps(db, cart, {
        email:
          request.email === undefined
            ? undefined
            : parseOr422(customerEmailSchema, { email: request.email }).email,
        address:
          request.shipping_address === undefined
            ? undefined
            : parseWireAddress(request.shipping_address, 'shipping_address.'),
        shippingMethodId: request.shipping_method_id,
      });
    }

    const result = await placeOrder(db, { cartHash: cart.hash, payment, idempotencyKey, now });
    noStore(c);
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(toWireOrder(result.order), result.replayed ? 200 : 201);
  });

  /** The thank-you page: by order number with the order's email, or with the cart it came from. */
  app.get('/orders/:number', async (c) => {
    const db = c.get('ctx').db;
    const number = parseOr422(orderNumberSchema, c.req.param('number'), () => 'number');
    const query = parseOr422(orderLookupQuery, c.req.query());
    const order = await findShopperOrder(db, number, { email: query.email, cartHash: requestCartHash(c) });
    if (!order) throw new ApiError(404, 'We could not find an order with these details.');
    noStore(c);
    return c.json(toWireOrder(await loadOrderDetail(db, order)));
  });

  /** Track Your Order (spec §5: order number and email required). */
  app.get('/order-tracking/logistics', async (c) => {
    const db = c.get('ctx').db;
    const query = parseOr422(orderTrackingQuery, c.req.query());
    const number = parseOr422(orderNumberSchema, query.order_number, () => 'order_number');
    const email = parseOr422(emailSchema, query.email, () => 'email');
    const order = await findShopperOrder(db, number, { email });
    if (!order) throw new ApiError(404, 'We could not find an order with this number and email.');
    noStore(c);
    return c.json(toWireOrder(await loadOrderDetail(db, order)));
  });

  return app;
}
