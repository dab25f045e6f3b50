/**
 * Order states, shared by the store API (stored and served) and the UI (account order
 * history, Track Your Order, thank-you page). Each list is the single source of its type.
 * Labels are i18n message ids `orders.<group>.<value>` with English defaults in
 * {@link orderStatusMessages}.
 */

/** Payment statuses. `partial_refund` is the wire spelling of "partial refund". */
export const paymentStatuses = ['paid', 'unpaid', 'refund', 'partial_refund'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Fulfillment statuses. */
export const fulfillmentStatuses = ['unfulfilled', 'fulfilled'] as const;
export type FulfillmentStatus = (typeof fulfillmentStatuses)[number];

/** Carrier tracking states. */
export const trackingStatuses = [
  'pending',
  'notfound',
  'transit',
  'pickup',
  'expired',
  'undelivered',
  'exception',
  'delivered',
] as const;
export type TrackingStatus = (typeof trackingStatuses)[number];

/**
 * The order's own lifecycle: an unpaid order is cancelled automatically when its deadline
 * passes; `closed` is an order that is done (paid, delivered).
 */
export const orderStates = ['open', 'closed', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

/** Progress steps, in order: Ordered → In Process → Order Ready → In Transit → Out for Delivery → Delivered. */
export const progressSteps = [
  'ordered',
  'in_process',
  'order_ready',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type ProgressStep = (typeof progressSteps)[number];

/**
 * Where a shipment's tracking state puts it on the progress bar. A carrier that has the parcel
 * registered but not scanned (pending, notfound) means the order is packed and ready; "pickup" is
 * the carrier's out-for-delivery / ready-for-collection state. The troubled states (expired,
 * undelivered, exception) stay at In Transit — the parcel left us but has not arrived — and are
 * flagged by {@link orderProgress}.
 */
export const trackingProgressStep: Readonly<Record<TrackingStatus, ProgressStep>> = {
  pending: 'order_ready',
  notfound: 'order_ready',
  transit: 'in_transit',
  pickup: 'out_for_delivery',
  expired: 'in_transit',
  undelivered: 'in_transit',
  exception: 'in_transit',
  delivered: 'delivered',
};

/** Tracking states that need the shopper's (or the store's) attention. */
export const troubledTrackingStatuses: readonly TrackingStatus[] = ['expired', 'undelivered', 'exception'];

export interface OrderProgressInput {
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  /** The shipment's tracking state, once it has one. */
  trackingStatus?: TrackingStatus | null;
}

export interface OrderProgress {
  step: ProgressStep;
  /** 0-based position in {@link progressSteps}, for the progress bar. */
  stepIndex: number;
  /** True when the tracking state is a problem (expired, undelivered, exception). */
  needsAttention: boolean;
}

/**
 * The progress bar for an order: unpaid and unfulfilled → Ordered; paid (or refunded) but not yet
 * fulfilled → In Process; fulfilled → the tracking state's step, Order Ready until tracked.
 */
export function orderProgress({
  paymentStatus,
  fulfillmentStatus,
  trackingStatus,
}: OrderProgressInput): OrderProgress {
  let step: ProgressStep;
  if (fulfillmentStatus === 'fulfilled') {
    step = trackingStatus ? trackingProgressStep[trackingStatus] : 'order_ready';
  } else {
    step = paymentStatus === 'unpaid' ? 'ordered' : 'in_process';
  }
  return {
    step,
    stepIndex: progressSteps.indexOf(step),
    needsAttention:
      fulfillmentStatus === 'fulfilled' &&
      !!trackingStatus &&
      troubledTrackingStatuses.includes(trackingStatus),
  };
}

/** English labels by message id (the locale packs carry the same ids). */
export const orderStatusMessages = {
  'orders.paymentStatus.paid': 'Paid',
  'orders.paymentStatus.unpaid': 'Unpaid',
  'orders.paymentStatus.refund': 'Refunded',
  'orders.paymentStatus.partial_refund': 'Partially refunded',
  'orders.fulfillmentStatus.unfulfilled': 'Unfulfilled',
  'orders.fulfillmentStatus.fulfilled': 'Fulfilled',
  'orders.trackingStatus.pending': 'Pending',
  'orders.trackingStatus.notfound': 'Not found',
  'orders.trackingStatus.transit': 'In transit',
  'orders.trackingStatus.pickup': 'Out for delivery',
  'orders.trackingStatus.expired': 'Expired',
  'orders.trackingStatus.undelivered': 'Undelivered',
  'orders.trackingStatus.exception': 'Exception',
  'orders.trackingStatus.delivered': 'Delivered',
  'orders.state.open': 'Open',
  'orders.state.closed': 'Closed',
  'orders.state.cancelled': 'Cancelled',
  'orders.progress.ordered': 'Ordered',
  'orders.progress.in_process': 'In Process',
  'orders.progress.order_ready': 'Order Ready',
  'orders.progress.in_transit': 'In Transit',
  'orders.progress.out_for_delivery': 'Out for Delivery',
  'orders.progress.delivered': 'Delivered',
} as const satisfies Record<
  | `orders.paymentStatus.${PaymentStatus}`
  | `orders.fulfillmentStatus.${FulfillmentStatus}`
  | `orders.trackingStatus.${TrackingStatus}`
  | `orders.state.${OrderState}`
  | `orders.progress.${ProgressStep}`,
  string
>;
export type OrderStatusMessageId = keyof typeof orderStatusMessages;
