/**
 * The thank-you page's view model: the placed order as the page shows it, built by the route's
 * loader (thankYouView.ts) from the store's answer. Money is `Money`.
 */
import type { Money } from '../../../lib/money/money';
import type { OrderState, PaymentStatus } from '../../../lib/orders/status';
import type { SummaryView } from '../main-checkout/model';

/** What the lookup form's action answers when the email does not match. */
export interface OrderLookupActionData {
  email: string;
  error: string;
}

export interface ThankYouOrderView {
  /** As shown to shoppers: `#1001482913`. */
  name: string;
  email: string;
  /** The delivery address's first name, for the greeting. */
  firstName: string;
  /** The name and the address on one line: "Ada Lovelace, 1 Main St, Springfield IL 62701, United States". */
  shipTo: string;
  shippingMethod: string | null;
  state: OrderState;
  paymentStatus: PaymentStatus;
  /** Unpaid (bank transfer) orders: ISO time after which the order is cancelled. */
  paymentDeadline: string | null;
  /** The card it was paid with, when it was. */
  card: { brand: string | null; last4: string } | null;
  total: Money;
  /** Which of the progress steps (Ordered … Delivered) the order is at, from 0. */
  progressIndex: number;
  summary: SummaryView;
  /** What the consented tracker reports as the purchase (the store's decimals, as analytics wants). */
  purchase: PurchaseView;
}

export interface PurchaseView {
  transaction_id: string;
  value: string;
  currency: string;
  payment_type: string;
  items: { item_id: number; variant_id: number; quantity: number; price: string }[];
  /** An unpaid bank transfer: the tracker reports the processing page instead of a purchase. */
  pending: boolean;
}
