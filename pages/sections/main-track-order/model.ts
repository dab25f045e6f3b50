import type { ProgressStep } from '../../../lib/orders/status';

/** What a lookup found: the shipment's progress (an order lookup also names the order). */
export interface TrackedShipment {
  /** The order's name (`#1001…`), for a lookup by order number and email. */
  orderName: string | null;
  step: ProgressStep;
  needsAttention: boolean;
  cancelled: boolean;
  trackingNumber: string | null;
  carrier: string | null;
  /** `YYYY-MM-DD`. */
  expectedDelivery: string | null;
}

export interface TrackOrderView {
  result: TrackedShipment | null;
}
