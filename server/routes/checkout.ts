/**
 * Checkout and orders (`payment` / `checkout`, order states): payment
 * methods, placing an order, the thank-you page lookup and Track Your Order. The contact,
 * address and shipping steps are the cart's `set_customer_email`, `address` and `shipping`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ShipmentTrackingResponse } from '../../api/account';
import {
  checkoutRequest,
  idempotencyKeyHeader,
  orderLookupQuery,
  orderTrackingQuery,
  type PaymentMethodsResponse,
} from '../../api/checkout';
import { bankTransferPaymentWindowMinutes } from '../../lib/orders/paymentDeadline.ts';
import { createPaymentCardSchema, customerEmailSchema, emailSchema } from '../../lib/validation/index.ts';
import { orderNumberSchema, trackingNumberSchema } from '../../lib/validation/orderTracking.ts';
import { getAddress } from '../domain/accounts/addresses';
import { getCard } from '../domain/accounts/cards';
import { findCart } from '../domain/cart/service';
import { storeCheckoutSteps } from '../domain/cart/steps';
import { type PaymentChoice, placeOrder } from '../domain/checkout/placeOrder';
import { cartGone, invalidField } from '../domain/errors';
import { findOrderByTrackingNumber, findShopperOrder, loadOrderDetail } from '../domain/orders/orders';
import { requestCartHash } from '../http/cartCookie';
import { currentSession, requireCsrf, withAccountErrors } from '../http/customer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseOr422, parseWireAddress, readJsonObject } from '../http/validate';
import { toWireOrder } from '../wire/orders';

const cardFieldNames: Record<string, string> = { securityCode: 'security_code' };

async function parsePayment(
  c: Context<AppEnv>,
  payment: { method: string; card?: Record<string, unknown>; saved_card_id?: number },
  now: Date,
  customerId: number | undefined,
): Promise<PaymentChoice> {
  if (payment.method === 'bank_transfer') return { method: 'bank_transfer' };
  if (payment.method !== 'card') {
    throw invalidField(
      'payment.method',
      'This payment method is not available. Choose card or bank transfer.',
    );
  }
  if (payment.saved_card_id !== undefined) {
    if (customerId === undefined)
      throw invalidField('payment.saved_card_id', 'Log in to pay with a saved card.');
    const saved = await getCard(c.get('ctx').db, customerId, payment.saved_card_id).catch(() => {
      throw invalidField('payment.saved_card_id', 'This saved card is not available. Choose another card.');
    });
    return {
      method: 'card',
      savedCard: {
        token: saved.gatewayToken,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      },
    };
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
    if (!cart) throw cartGone();
    // A logged-in customer's order is theirs. Using or saving a card or address of the account
    // needs the session's CSRF token.
    const session = await currentSession(c);
    const usesAccount =
      request.payment.saved_card_id !== undefined ||
      request.payment.save_card === true ||
      request.address_id !== undefined ||
      request.save_address === true;
    if (usesAccount) {
      if (!session) throw new ApiError(401, 'Log in to use the saved cards and addresses of your account.');
      await withAccountErrors(c, async () => requireCsrf(c, session, body));
    }
    const payment = await parsePayment(c, request.payment, now, session?.customerId);
    const savedAddress =
      request.address_id !== undefined && session
        ? await getAddress(db, session.customerId, request.address_id).catch(() => {
            throw invalidField('address_id', 'This saved address is not available. Choose another address.');
          })
        : undefined;

    // An all-in-one checkout may send the earlier steps along; they are stored like the steps.
    if (cart.status === 'open') {
      await storeCheckoutSteps(db, cart, {
        email:
          request.email !== undefined
            ? parseOr422(customerEmailSchema, { email: request.email }).email
            : // A logged-in customer who gave no contact email is reached at the account's.
              session && !cart.email
              ? session.email
              : undefined,
        address: savedAddress
          ? savedAddress.address
          : request.shipping_address === undefined
            ? undefined
            : parseWireAddress(request.shipping_address, 'shipping_address.'),
        shippingMethodId: request.shipping_method_id,
      });
    }

    const result = await placeOrder(db, {
      cartHash: cart.hash,
      payment,
      idempotencyKey,
      now,
      account: session
        ? {
            customerId: session.customerId,
            saveCard: request.payment.save_card === true,
            saveAddress: request.save_address === true,
          }
        : undefined,
    });
    noStore(c);
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(toWireOrder(result.order), result.replayed ? 200 : 201);
  });

  /** The thank-you page: by order number with the order's email, or with the cart it came from. */
  app.get('/orders/:number', async (c) => {
    const db = c.get('ctx').db;
    const number = parseOr422(orderNumberSchema, c.req.param('number'), () => 'number');
    const query = parseOr422(orderLookupQuery, c.req.query());
    const session = await currentSession(c);
    const order = await findShopperOrder(db, number, {
      email: query.email,
      cartHash: requestCartHash(c),
      ownerId: session?.customerId,
    });
    if (!order) throw new ApiError(404, 'We could not find an order with these details.');
    noStore(c);
    return c.json(toWireOrder(await loadOrderDetail(db, order)));
  });

  /** Track Your Order (order number and email required). */
  app.get('/order-tracking/logistics', async (c) => {
    const db = c.get('ctx').db;
    const query = parseOr422(orderTrackingQuery, c.req.query());
    // By carrier tracking number alone: the shipment's progress, never the order's contents.
    if (query.tracking_number !== undefined && query.order_number === '' && query.email === '') {
      const trackingNumber = parseOr422(trackingNumberSchema, query.tracking_number, () => 'tracking_number');
      const shipped = await findOrderByTrackingNumber(db, trackingNumber);
      if (!shipped) throw new ApiError(404, 'We could not find a shipment with this tracking number.');
      noStore(c);
      const wire = toWireOrder({ order: shipped, lines: [], payment: null });
      const answer: ShipmentTrackingResponse = {
        data: {
          tracking_number: trackingNumber,
          carrier: wire.carrier,
          tracking_status: wire.tracking_status,
          fulfillment_status: wire.fulfillment_status,
          expected_delivery_date: wire.expected_delivery_date,
          progress: wire.progress,
        },
      };
      return c.json(answer);
    }
    const number = parseOr422(orderNumberSchema, query.order_number, () => 'order_number');
    const email = parseOr422(emailSchema, query.email, () => 'email');
    const order = await findShopperOrder(db, number, { email });
    if (!order) throw new ApiError(404, 'We could not find an order with this number and email.');
    noStore(c);
    return c.json(toWireOrder(await loadOrderDetail(db, order)));
  });

  return app;
}
