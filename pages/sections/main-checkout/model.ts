/**
 * The checkout's view models: the cart being checked out, its order summary and the step's
 * options. The route's loader and the section's load build them from the store's answers
 * (checkoutView.ts, the one adapter from the wire); the components read only these, money as
 * `Money`.
 */
import type { Money } from '../../../lib/money/money';
import type { CountryOption } from './countries';

/** A postal address as the forms and recaps read it; every field a string ('' when not given). */
export interface AddressView {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  province: string;
  postcode: string;
  phone: string;
  personalCustomsCode: string;
}

/** A shipping method the store offers for the cart's address. */
export interface ShippingMethodView {
  id: number;
  name: string;
  /** After shipping discounts, floored at 0. */
  cost: Money;
  /** Before them. */
  regularCost: Money;
  minDays: number | null;
  maxDays: number | null;
}

/** One line of the order summary (a cart line with gift units is two: its paid and its gift units). */
export interface SummaryLine {
  key: string;
  title: string;
  /** The variant's options ("Navy / M"); empty for single-variant products. */
  variant: string;
  quantity: number;
  image: string | null;
  /** After the line's discounts. */
  total: Money;
  /** Before them, when a discount applies. */
  regularTotal: Money | null;
}

/** The order summary beside the checkout forms, on the thank-you page and on an account's order. */
export interface SummaryView {
  currency: string;
  lines: SummaryLine[];
  subtotal: Money;
  discount: Money;
  /** The discount codes in use. */
  codes: string[];
  /** Null until a shipping method is chosen. */
  shipping: Money | null;
  total: Money;
}

/** The cart being checked out. */
export interface CheckoutCartView {
  hash: string;
  currency: string;
  /** '' until the information step is saved. */
  email: string;
  address: AddressView | null;
  shippingMethods: ShippingMethodView[];
  /** The saved method; null before the shipping step. */
  shippingMethodId: number | null;
  lines: SummaryLine[];
  subtotal: Money;
  discount: Money;
  /** The discount codes in use. */
  codes: string[];
  /** The saved method's cost (0 before one is saved). */
  shippingTotal: Money;
  /** Everything, the saved shipping included. */
  total: Money;
}

export interface PaymentMethodView {
  method: 'card' | 'bank_transfer';
  name: string;
  /** Bank transfer: minutes the shopper has to pay before the order is cancelled. */
  paymentWindowMinutes: number | null;
}

/** What the section loads beside the route's cart: the step's options. */
export interface MainCheckoutData {
  hotCountries: CountryOption[];
  otherCountries: CountryOption[];
  /** The delivery country's name, for the recap. */
  countryName: string;
  paymentMethods: PaymentMethodView[];
  /** A fresh key per rendered payment form (a double submit places one order). */
  idempotencyKey: string;
  /**
   * A logged-in customer: their email and default address fill an empty information step, and
   * the payment step offers to save the card (the session's CSRF token goes with the post).
   */
  customer: { email: string; csrfToken: string; address: Record<string, string> | null } | null;
}
