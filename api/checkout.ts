/**
 * Checkout and order contract (steps contact_information → shipping_method →
 * payment_method, order states, payment errors). Placing an order:
 * `POST /api/store/cart/checkout` with an optional `Idempotency-Key` header — the same key always
 * answers with the same order and never charges twice.
 *
 * A declined payment answers 402 `{ message: 'PAYMENT_…', errors: { payment: [English text] } }`:
 * the storefront looks the message up as `checkout.{message}`.
 */
import { z } from 'zod';
import { type StoreCall, wireAddress, wireGiftLabel } from './cart';
import { idParam, wireMoney } from './common';

export const paymentMethodNames = ['card', 'bank_transfer'] as const;

/** Card fields as the wire sends them (snake_case); validated with lib/validation's card schema. */
export const wireCard = z.object({
  number: z.string(),
  name: z.string(),
  expiry: z.string(),
  security_code: z.string(),
});

export const checkoutRequest = z.object({
  payment: z.object({
    method: z.string(),
    card: wireCard.partial().optional(),
    /** A logged-in customer's saved card (`GET /payment-methods`) instead of `card`. */
    saved_card_id: idParam.optional(),
    /** A logged-in customer: keep the new `card` as a saved card (test gateway token). */
    save_card: z.boolean().optional(),
  }),
  /** Optional here when set_customer_email / address / shipping were called before. */
  email: z.string().optional(),
  shipping_address: z.record(z.string(), z.unknown()).optional(),
  shipping_method_id: idParam.optional(),
  cart_hash: z.string().optional(),
  /** A logged-in customer's saved address as the shipping address. */
  address_id: idParam.optional(),
  /** A logged-in customer: add the shipping address to the address book. */
  save_address: z.boolean().optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

/** `Idempotency-Key` header: 8–200 visible characters (a UUID is typical). */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, 'Idempotency-Key must be 8–200 letters, digits or _ . : -');

export const paymentMethodsResponse = z.object({
  data: z.array(
    z.object({
      method: z.enum(paymentMethodNames),
      name: z.string(),
      /** Bank transfer: minutes the shopper has to pay before the order is cancelled. */
      payment_window_minutes: z.number().int().nullable(),
    }),
  ),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

export const wireOrderLine = z.object({
  key: z.string(),
  product_id: z.number().int(),
  variation_id: z.number().int(),
  title: z.string(),
  variant_title: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  gift_count: z.number().int(),
  /** What the gift units cost after their gift discount (0.00 when free), as on the cart line. */
  gift_total: wireMoney,
  /** How the gift units are priced; null without gift units. */
  label: wireGiftLabel.nullable(),
  price: wireMoney,
  line_subtotal: wireMoney,
  line_total: wireMoney,
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  image_url: z.string().nullable(),
});

export const wireOrder = z.object({
  ID: z.number().int(),
  /** Digits, e.g. `1001482913` (not sequential: a counter and six random digits). */
  number: z.string(),
  /** As shown to shoppers: `#1001482913`. */
  name: z.string(),
  email: z.string(),
  currency: z.string(),
  state: z.enum(['open', 'closed', 'cancelled']),
  payment_status: z.enum(['paid', 'unpaid', 'refund', 'partial_refund']),
  fulfillment_status: z.enum(['unfulfilled', 'fulfilled']),
  tracking_status: z
    .enum(['pending', 'notfound', 'transit', 'pickup', 'expired', 'undelivered', 'exception', 'delivered'])
    .nullable(),
  tracking_number: z.string().nullable(),
  carrier: z.string().nullable(),
  /** `YYYY-MM-DD`, set by the merchant. */
  expected_delivery_date: z.string().nullable(),
  fulfilled_at: z.string().nullable(),
  /** What has been refunded so far (`0.00` when nothing). */
  refunded_total: wireMoney,
  /** The order's progress steps (Ordered … Delivered). */
  progress: z.object({ step: z.string(), step_index: z.number().int(), needs_attention: z.boolean() }),
  payment_method: z.string(),
  /** Unpaid (bank transfer) orders: ISO time after which the order is cancelled. */
  payment_deadline: z.string().nullable(),
  payment: z
    .object({
      status: z.string(),
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
    })
    .nullable(),
  subtotal: wireMoney,
  discount_total: wireMoney,
  shipping_total: wireMoney,
  total: wireMoney,
  shipping_method: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  shipping_address: wireAddress,
  coupon_codes: z.array(z.string()),
  note: z.string(),
  line_items: z.array(wireOrderLine),
  placed_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type WireOrder = z.infer<typeof wireOrder>;

/** `GET /api/store/orders/{number}?email=` (thank-you page); the cart hash cookie also works. */
export const orderLookupQuery = z.object({
  email: z.string().max(254).optional(),
  cart_hash: z.string().optional(),
});

/**
 * `GET /api/store/order-tracking/logistics?order_number=&email=` (Track Your Order): the order;
 * or `?tracking_number=` alone: the shipment's progress only (api/account.ts).
 */
export const orderTrackingQuery = z.object({
  order_number: z.string().optional().default(''),
  email: z.string().optional().default(''),
  tracking_number: z.string().optional(),
});

/** `client.checkout.*`: payment methods, placing the order, the thank-you lookup and tracking. */
export function createCheckoutApi(call: StoreCall) {
  return {
    paymentMethods: (): Promise<PaymentMethodsResponse> =>
      call(paymentMethodsResponse, 'GET', '/cart/payment'),
    /**
     * Places the order. Pass one `idempotencyKey` per attempt (e.g. a UUID made when the payment
     * form renders): retrying with it never places or charges a second order.
     */
    placeOrder: (
      request: CheckoutRequest,
      options: { idempotencyKey?: string; csrfToken?: string } = {},
    ): Promise<WireOrder> =>
      call(wireOrder, 'POST', '/cart/checkout', request, {
        headers: {
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
          // A logged-in customer paying with a saved card or saving one: the form's `_token`.
          ...(options.csrfToken ? { 'x-csrf-token': options.csrfToken } : {}),
        },
      }),
    order: (number: string, params: { email?: string; cartHash?: string } = {}): Promise<WireOrder> => {
      const query = new URLSearchParams();
      if (params.email) query.set('email', params.email);
      if (params.cartHash) query.set('cart_hash', params.cartHash);
      const text = query.toString();
      return call(wireOrder, 'GET', `/orders/${encodeURIComponent(number)}${text ? `?${text}` : ''}`);
    },
    track: (orderNumber: string, email: string): Promise<WireOrder> =>
      call(
        wireOrder,
        'GET',
        `/order-tracking/logistics?${new URLSearchParams({ order_number: orderNumber, email })}`,
      ),
  };
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
