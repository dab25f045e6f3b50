/**
 * Customer accounts contract: register, verify, log in and out, password reset, account info,
 * the address book, the customer's orders, saved payment methods, and the merchant's order
 * fulfilment and tracking (admin). Session and CSRF rules: `./session.ts`; endpoints:
 * `api/README.md` ("Customer accounts").
 *
 * Every customer resource is the session's own: another customer's address, card or order answers
 * 404, exactly as one that does not exist. A request without a live session answers 401
 * `{ message: 'Unauthenticated.' }`; a state-changing one without the session's CSRF token 419
 * `{ message: 'CSRF token mismatch.' }`.
 */
import { z } from 'zod';
import { progressSteps, trackingStatuses } from '../lib/orders/status.ts';
import { type StoreCall, wireAddress } from './cart';
import { type WireOrder, wireCard, wireOrder } from './checkout';
import { pageMeta, pageParam, pageSizeParam, wireMoney } from './common';
import { CSRF_HEADER, type SessionGrant } from './session';

// ---------- account and session ----------

/**
 * The storefront pages the mailed links open, with `?token=`: the page posts the token to
 * `/account/verify`, or shows the new-password form that posts it to `/account/password/reset`.
 */
export const ACCOUNT_LINK_PATHS = { verify: '/account/verify', reset: '/account/reset-password' } as const;

export const accountInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  /** How many saved addresses the customer has. */
  address_book_count: z.number().int(),
  /** True once the customer opened the verification link. */
  email_verified: z.boolean(),
  /** The CSRF token bound to this session: the `_token` field of every account form. */
  csrf_token: z.string(),
  default_address_id: z.number().int().nullable(),
  accepts_marketing: z.boolean(),
  created_at: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** `GET /account/info`: 200 for a live session, 401 otherwise. */
export const accountInfoResponse = z.object({ data: accountInfo });

export const sessionGrant = z.object({ token: z.string(), expires_at: z.string() });

/**
 * Register, log in and reset answer with the new session: `session.token` is the
 * `vitrine_session` cookie value (the store also sets the cookie on its own answer, for browsers
 * calling it directly; a page action writes it with `sessionCookieHeader`).
 */
export const authResponse = z.object({ data: accountInfo, session: sessionGrant });
export type AuthResponse = z.infer<typeof authResponse>;

/**
 * `POST /account/register`. Password policy: 8–128 characters, not the email address, not one
 * of the most common passwords; `password_confirmation` must match. The locale (or X-LANG) picks
 * the language of the verification mail. 201 with a session; 422 when the email has an account.
 */
export const registerRequest = z.object({
  email: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  accepts_marketing: z.boolean().optional(),
  locale: z.string().max(20).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * `POST /account/login`. Email and password must not be empty (422); a wrong pair answers 401
 * `{ message: 'These credentials do not match our records.' }` whichever of the two was wrong;
 * too many failures per account or per address answer 429 with `Retry-After`.
 */
export const loginRequest = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.input<typeof loginRequest>;

/** `POST /account/verify`: the token from the mail's link (valid 20 minutes, single use). */
export const verifyRequest = z.object({ token: z.string() });
/** The account whose email the token verified. */
export const verifyResponse = z.object({
  data: z.object({ email: z.string(), email_verified: z.literal(true) }),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

/**
 * `POST /account/password/forgot`: always 202 with the same message (it never tells whether the
 * email has an account); a mail with a reset link (20 minutes, single use) goes to an account.
 */
export const passwordForgotRequest = z.object({ email: z.string(), locale: z.string().max(20).optional() });

/**
 * `POST /account/password/reset`: token from the mail, new password under the policy. Every
 * other session of the account is revoked; the answer logs the customer in with a new one.
 */
export const passwordResetRequest = z.object({
  token: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** Answers that only confirm: 202 (mail queued) or 200. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `POST /account/logout` with `{ _token }` (or the X-CSRF-Token header): revokes the session. */
export const logoutRequest = z.object({ _token: z.string().optional() });

// ---------- address book ----------

/** A saved address: the checkout's address fields, its id and whether it is the default. */
export const wireSavedAddress = wireAddress.extend({
  id: z.number().int(),
  is_default: z.boolean(),
});
export type WireSavedAddress = z.infer<typeof wireSavedAddress>;

export const addressListResponse = z.object({ data: z.array(wireSavedAddress) });
export const addressResponse = z.object({ data: wireSavedAddress });

/**
 * `POST /addresses` and `PUT /addresses/{id}`: the checkout's address fields (the checkout's
 * rules apply: required names, address, city, postcode, country; phone; no P.O. box) and
 * `default` to make it the default. The first address is the default. At most 50 addresses.
 */
export const addressRequest = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  province: z.string().optional(),
  postcode: z.string().optional(),
  phone: z.string().optional(),
  personal_customs_code: z.string().optional(),
  default: z.boolean().optional(),
});
export type AddressRequest = z.input<typeof addressRequest>;
export const MAX_SAVED_ADDRESSES = 50;

// ---------- orders ----------

/** `GET /orders` and `GET /orders-old`: `page` (1…), `page_size` (1–50, default 10), newest first. */
export const customerOrdersQuery = z.object({ page: pageParam.default(1), page_size: pageSizeParam(50, 10) });
export const customerOrdersResponse = z.object({ data: z.array(wireOrder), meta: pageMeta });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponse>;

/**
 * `GET /order-tracking/logistics?tracking_number=` (public): only the shipment's progress, never
 * the order's contents or addresses. The order number + email form answers a whole order
 * (`client.checkout.track`).
 */
export const shipmentTrackingResponse = z.object({
  data: z.object({
    tracking_number: z.string(),
    carrier: z.string().nullable(),
    tracking_status: z.enum(trackingStatuses).nullable(),
    fulfillment_status: z.enum(['unfulfilled', 'fulfilled']),
    expected_delivery_date: z.string().nullable(),
    progress: z.object({ step: z.string(), step_index: z.number().int(), needs_attention: z.boolean() }),
  }),
});
export type ShipmentTrackingResponse = z.infer<typeof shipmentTrackingResponse>;

// ---------- payment methods ----------

/** A card saved through the test gateway: its token stays in the store, never the number. */
export const wireSavedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** `MM/YY`, as the card shows it. */
  expiry: z.string(),
  is_default: z.boolean(),
  /** True when the expiry month has passed: it cannot pay. */
  expired: z.boolean(),
  created_at: z.string(),
});
export type WireSavedCard = z.infer<typeof wireSavedCard>;

export const savedCardListResponse = z.object({ data: z.array(wireSavedCard) });
export const savedCardResponse = z.object({ data: wireSavedCard });

/**
 * `POST /payment-methods`: the card form (`number`, `name`, `expiry`, `security_code`), checked
 * by the test gateway (a declining test card is refused with 402 `PAYMENT_…` like a checkout).
 * The first card is the default. At most 10 cards.
 */
export const saveCardRequest = z.object({ card: wireCard.partial(), default: z.boolean().optional() });
export type SaveCardRequest = z.input<typeof saveCardRequest>;
export const MAX_SAVED_CARDS = 10;

// ---------- merchant side (`/api/admin`, bearer token) ----------

/** `YYYY-MM-DD`. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real date');
const carrierName = z.string().trim().min(1, 'Is required').max(100, 'Must be at most 100 characters');
const trackingNumberValue = z
  .string()
  .transform((value) => value.replace(/ /g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5,50}$/, 'Tracking number must be 5 to 50 letters and digits.'));

/** `POST /api/admin/orders/{number}/fulfillment`: marks the order fulfilled (Order Ready). */
export const adminFulfillRequest = z
  .object({
    carrier: carrierName.optional(),
    tracking_number: trackingNumberValue.optional(),
    expected_delivery_date: isoDate.optional(),
  })
  .strict();
export type AdminFulfillRequest = z.input<typeof adminFulfillRequest>;

/**
 * `PUT /api/admin/orders/{number}/tracking`: carrier, tracking number, expected delivery, and the
 * progress either as a step (`order_ready`, `in_transit`, `out_for_delivery`, `delivered`; a step
 * past Order Ready fulfils the order) or as the carrier's tracking status.
 */
export const adminTrackingRequest = z
  .object({
    step: z.enum(progressSteps).optional(),
    tracking_status: z.enum(trackingStatuses).optional(),
    carrier: carrierName.optional(),
    tracking_number: trackingNumberValue.optional(),
    expected_delivery_date: isoDate.nullable().optional(),
  })
  .strict();
export type AdminTrackingRequest = z.input<typeof adminTrackingRequest>;

/**
 * `POST /api/admin/orders/{number}/refund`: `amount` (wire money) refunds part of what is left;
 * without it, everything left. Payment status becomes `partial_refund` or `refund`.
 */
export const adminRefundRequest = z.object({ amount: wireMoney.optional() }).strict();
export type AdminRefundRequest = z.input<typeof adminRefundRequest>;

/**
 * `POST /api/admin/orders/{number}/payment`: the money of an unpaid (bank transfer) order arrived;
 * `reference` is the transfer's reference as the bank shows it. Payment status becomes `paid`.
 */
export const adminMarkPaidRequest = z
  .object({ reference: z.string().trim().min(1).max(64).optional() })
  .strict();
export type AdminMarkPaidRequest = z.input<typeof adminMarkPaidRequest>;

export const adminOrderResponse = z.object({ data: wireOrder });

// ---------- typed client ----------

const csrf = (token: string) => ({ headers: { [CSRF_HEADER]: token } });
const paging = (params: { page?: number; page_size?: number }) => {
  const query = new URLSearchParams();
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.page_size !== undefined) query.set('page_size', String(params.page_size));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/**
 * `client.account.*`, `client.addresses.*`, `client.paymentMethods.*`. The session travels in the
 * `vitrine_session` cookie: a loader's client forwards the shopper's `Cookie` header (see
 * pages/account/session.server.ts); `csrfToken` is the form's `_token` field.
 */
export function createAccountApi(call: StoreCall) {
  return {
    account: {
      /** The logged-in customer, or null — never throws (a guest, an expired session, an outage). */
      info: async (): Promise<AccountInfo | null> => {
        try {
          return (await call(accountInfoResponse, 'GET', '/account/info')).data;
        } catch {
          return null;
        }
      },
      register: (request: RegisterRequest): Promise<AuthResponse> =>
        call(authResponse, 'POST', '/account/register', request),
      login: (request: LoginRequest): Promise<AuthResponse> =>
        call(authResponse, 'POST', '/account/login', request),
      logout: (csrfToken: string): Promise<MessageResponse> =>
        call(messageResponse, 'POST', '/account/logout', { _token: csrfToken }, csrf(csrfToken)),
      verify: (token: string): Promise<VerifyResponse> =>
        call(verifyResponse, 'POST', '/account/verify', { token }),
      /** Sends a fresh verification mail (the earlier links stop working). */
      resendVerification: (csrfToken: string, locale?: string): Promise<MessageResponse> =>
        call(messageResponse, 'POST', '/account/verification', { locale }, csrf(csrfToken)),
      forgotPassword: (email: string, locale?: string): Promise<MessageResponse> =>
        call(messageResponse, 'POST', '/account/password/forgot', { email, locale }),
      resetPassword: (request: PasswordResetRequest): Promise<AuthResponse> =>
        call(authResponse, 'POST', '/account/password/reset', request),
      /** The customer's orders (placed logged in, and guest orders of their verified email). */
      orders: (params: { page?: number; page_size?: number } = {}): Promise<CustomerOrdersResponse> =>
        call(customerOrdersResponse, 'GET', `/orders${paging(params)}`),
      /** Only the orders placed as a guest before the account existed (claimed by email). */
      oldOrders: (params: { page?: number; page_size?: number } = {}): Promise<CustomerOrdersResponse> =>
        call(customerOrdersResponse, 'GET', `/orders-old${paging(params)}`),
      /** One of the customer's orders by number (404 for anyone else's). */
      order: (number: string): Promise<WireOrder> =>
        call(wireOrder, 'GET', `/orders/${encodeURIComponent(number.replace(/^#/, ''))}`),
    },
    addresses: {
      list: async (): Promise<WireSavedAddress[]> =>
        (await call(addressListResponse, 'GET', '/addresses')).data,
      get: async (id: number): Promise<WireSavedAddress> =>
        (await call(addressResponse, 'GET', `/addresses/${id}`)).data,
      create: async (address: AddressRequest, csrfToken: string): Promise<WireSavedAddress> =>
        (await call(addressResponse, 'POST', '/addresses', address, csrf(csrfToken))).data,
      update: async (id: number, address: AddressRequest, csrfToken: string): Promise<WireSavedAddress> =>
        (await call(addressResponse, 'PUT', `/addresses/${id}`, address, csrf(csrfToken))).data,
      remove: (id: number, csrfToken: string): Promise<MessageResponse> =>
        call(messageResponse, 'DELETE', `/addresses/${id}`, undefined, csrf(csrfToken)),
      setDefault: async (id: number, csrfToken: string): Promise<WireSavedAddress> =>
        (await call(addressResponse, 'POST', `/addresses/${id}/default`, {}, csrf(csrfToken))).data,
    },
    paymentMethods: {
      list: async (): Promise<WireSavedCard[]> =>
        (await call(savedCardListResponse, 'GET', '/payment-methods')).data,
      create: async (request: SaveCardRequest, csrfToken: string): Promise<WireSavedCard> =>
        (await call(savedCardResponse, 'POST', '/payment-methods', request, csrf(csrfToken))).data,
      remove: (id: number, csrfToken: string): Promise<MessageResponse> =>
        call(messageResponse, 'DELETE', `/payment-methods/${id}`, undefined, csrf(csrfToken)),
      setDefault: async (id: number, csrfToken: string): Promise<WireSavedCard> =>
        (await call(savedCardResponse, 'POST', `/payment-methods/${id}/default`, {}, csrf(csrfToken))).data,
    },
    tracking: {
      /** Public: a shipment's progress by its tracking number (5–50 letters and digits). */
      byTrackingNumber: (trackingNumber: string): Promise<ShipmentTrackingResponse> =>
        call(
          shipmentTrackingResponse,
          'GET',
          `/order-tracking/logistics?${new URLSearchParams({ tracking_number: trackingNumber })}`,
        ),
    },
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
export type { SessionGrant };
