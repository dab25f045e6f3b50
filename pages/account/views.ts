/**
 * The account screens' view models and their mapping from the store's wire format (snake_case,
 * decimal strings). Only the sections' `load.server.ts` files call the mappers; the components
 * read the camelCase models.
 */
import type { AccountInfo, WireSavedAddress, WireSavedCard } from '../../api/account';
import type { WireAddress } from '../../api/cart';
import type { WireOrder } from '../../api/checkout';
import { fromWireMoney } from '../../api/money';
import {
  type FulfillmentStatus,
  type PaymentStatus,
  type ProgressStep,
  progressSteps,
} from '../../lib/orders/status';
import { addressLine } from '../sections/main-checkout/address';
import { toAddressView as addressFields, orderSummaryView } from '../sections/main-checkout/checkoutView';
import { countryName } from '../sections/main-checkout/countries';
import type { SummaryView } from '../sections/main-checkout/model';
import { type Customer, orderUrl } from './customer';

export interface AddressView {
  id: number;
  name: string;
  /** Printed lines: company, street, place, country. */
  lines: string[];
  phone: string;
  isDefault: boolean;
  /** The form's values, by input name, for editing. */
  values: Record<string, string>;
}

export interface OrderRowView {
  number: string;
  name: string;
  href: string;
  placedAt: string;
  /** `placedAt` as the page prints it ("Nov 20, 2026"), in the shopper's language. */
  dateText: string;
  /** Minor units. */
  total: number;
  currency: string;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  cancelled: boolean;
}

export interface CardView {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  expired: boolean;
  isDefault: boolean;
}

export interface OrderDetailView extends OrderRowView {
  email: string;
  step: ProgressStep;
  needsAttention: boolean;
  trackingNumber: string | null;
  carrier: string | null;
  /** `YYYY-MM-DD`. */
  expectedDelivery: string | null;
  /** The dates as the order page prints them ("November 20, 2026"). */
  placedLongText: string;
  expectedDeliveryText: string | null;
  shippingMethod: string | null;
  shippingName: string;
  shippingLines: string[];
  paymentMethod: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** For the unpaid countdown (ISO); null when paid at checkout. */
  paymentDeadline: string | null;
  state: 'open' | 'closed' | 'cancelled';
  summary: SummaryView;
}

export const toCustomer = (info: AccountInfo): Customer => ({
  id: info.id,
  email: info.email,
  emailVerified: info.email_verified,
  addressBookCount: info.address_book_count,
  csrfToken: info.csrf_token,
});

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

function printedLines(address: WireAddress, locale: string): string[] {
  const country = address.country ? countryName(address.country, locale) : '';
  return [address.company, addressLine(address, country)].filter(Boolean);
}

export function toAddressView(address: WireSavedAddress, locale: string): AddressView {
  return {
    id: address.id,
    name: `${address.first_name} ${address.last_name}`.trim(),
    lines: printedLines(address, locale),
    phone: address.phone,
    isDefault: address.is_default,
    values: {
      ...addressFields(address),
      ...(address.is_default ? { isDefault: 'on' } : {}),
    },
  };
}

/**
 * Dates are written here, on the server: the first Intl.DateTimeFormat a page builds costs
 * Chromium 10–50 ms of ICU data, which in the browser fell in the middle of hydrating the page.
 * In UTC, as the store records them, so every shopper reads the same day.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateText(value: string, locale: string, month: 'short' | 'long'): string {
  const key = `${locale}|${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(new Date(value));
}

export function toOrderRow(order: WireOrder, locale: string): OrderRowView {
  return {
    number: order.number,
    name: order.name,
    href: orderUrl(order.number),
    placedAt: order.placed_at,
    dateText: dateText(order.placed_at, locale, 'short'),
    total: fromWireMoney(order.total, order.currency),
    currency: order.currency,
    paymentStatus: order.payment_status,
    fulfillmentStatus: order.fulfillment_status,
    cancelled: order.state === 'cancelled',
  };
}

export function toOrderDetail(order: WireOrder, locale: string): OrderDetailView {
  const address = order.shipping_address;
  return {
    ...toOrderRow(order, locale),
    email: order.email,
    step: oneOf(progressSteps, order.progress.step, 'ordered'),
    needsAttention: order.progress.needs_attention,
    trackingNumber: order.tracking_number,
    carrier: order.carrier ?? null,
    expectedDelivery: order.expected_delivery_date ?? null,
    placedLongText: dateText(order.placed_at, locale, 'long'),
    // A calendar day: noon UTC reads as that day in UTC.
    expectedDeliveryText: order.expected_delivery_date
      ? dateText(`${order.expected_delivery_date}T12:00:00Z`, locale, 'long')
      : null,
    shippingMethod: order.shipping_method.name,
    shippingName: `${address.first_name} ${address.last_name}`.trim(),
    shippingLines: printedLines(address, locale),
    paymentMethod: order.payment_method,
    cardBrand: order.payment?.card_brand ?? null,
    cardLast4: order.payment?.card_last4 ?? null,
    paymentDeadline: order.payment_status === 'unpaid' ? order.payment_deadline : null,
    state: order.state,
    summary: orderSummaryView(order),
  };
}

export function toCardView(card: WireSavedCard): CardView {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.exp_month,
    expiryYear: card.exp_year,
    expired: card.expired,
    isDefault: card.is_default,
  };
}
