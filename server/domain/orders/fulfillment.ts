/**
 * The merchant's side of an order after it is placed: fulfilment, carrier tracking and refunds
 * (the admin API). Each change is one transaction on the locked order row. Refusals are
 * OrderUpdateErrors with a code the admin routes map to a status.
 */
import { and, eq } from 'drizzle-orm';
import type { ProgressStep, TrackingStatus } from '../../../lib/orders/status.ts';
import type { Db } from '../../db/client';
import { type OrderRow, orders, payments } from '../../db/schema';
import { DomainError } from '../errors';
import { clawBackOrderPoints, earnOrderPoints } from '../rewards/rewards';
import { parseOrderNumber } from './orders';

export class OrderUpdateError extends DomainError {
  constructor(
    code: 'not_found' | 'invalid' | 'conflict',
    message: string,
    readonly field?: string,
  ) {
    super(code, message, field ? { [field]: [message] } : undefined);
    this.name = 'OrderUpdateError';
  }
}

/** The carrier state that puts an order on each step past fulfilment. */
export const stepTrackingStatus: Partial<Record<ProgressStep, TrackingStatus>> = {
  order_ready: 'pending',
  in_transit: 'transit',
  out_for_delivery: 'pickup',
  delivered: 'delivered',
};

async function changeOrder(
  db: Db,
  number: string,
  change: (
    order: OrderRow,
  ) => Partial<typeof orders.$inferInsert> | Promise<Partial<typeof orders.$inferInsert>>,
  extra?: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(number)))
      .for('update');
    if (!order) throw new OrderUpdateError('not_found', 'No order with this number.');
    const values = await change(order);
    if (extra) await extra(tx, order);
    const [updated] = await tx.update(orders).set(values).where(eq(orders.id, order.id)).returning();
    return updated!;
  });
}

const requireOpen = (order: OrderRow) => {
  if (order.state === 'cancelled') throw new OrderUpdateError('conflict', 'This order was cancelled.');
};

export interface ShipmentDetails {
  carrier?: string;
  trackingNumber?: string;
  /** `YYYY-MM-DD`; null clears it. */
  expectedDeliveryDate?: string | null;
}

const shipmentValues = (details: ShipmentDetails) => ({
  ...(details.carrier !== undefined ? { carrier: details.carrier } : {}),
  ...(details.trackingNumber !== undefined ? { trackingNumber: details.trackingNumber } : {}),
  ...(details.expectedDeliveryDate !== undefined
    ? { expectedDeliveryDate: details.expectedDeliveryDate }
    : {}),
});

/** Marks the order fulfilled (Order Ready until the carrier reports), with its shipment details. */
export function fulfilOrder(db: Db, number: string, details: ShipmentDetails, now: Date): Promise<OrderRow> {
  return changeOrder(db, number, (order) => {
    requireOpen(order);
    return {
      ...shipmentValues(details),
      fulfillmentStatus: 'fulfilled',
      fulfilledAt: order.fulfilledAt ?? now,
      trackingStatus: order.trackingStatus ?? 'pending',
    };
  });
}

/**
 * Updates the shipment: details, and the progress as a step past fulfilment or as the carrier's
 * tracking state. A step or state fulfils the order when it was not yet; Delivered closes it.
 * Ordered and In Process follow the payment and cannot be set.
 */
export function updateTracking(
  db: Db,
  number: string,
  update: ShipmentDetails & { step?: ProgressStep; trackingStatus?: TrackingStatus },
  now: Date,
): Promise<OrderRow> {
  return changeOrder(db, number, (order) => {
    requireOpen(order);
    let trackingStatus = update.trackingStatus;
    if (update.step !== undefined) {
      trackingStatus = stepTrackingStatus[update.step];
      if (!trackingStatus) {
        throw new OrderUpdateError(
          'invalid',
          'Ordered and In Process follow the payment; fulfil the order to move it further.',
          'step',
        );
      }
    }
    const values: Partial<typeof orders.$inferInsert> = shipmentValues(update);
    if (trackingStatus) {
      values.trackingStatus = trackingStatus;
      values.fulfillmentStatus = 'fulfilled';
      values.fulfilledAt = order.fulfilledAt ?? now;
      if (trackingStatus === 'delivered' && order.paymentStatus !== 'unpaid') values.state = 'closed';
    }
    return values;
  });
}

/**
 * Records that an unpaid order's money arrived (a bank transfer the merchant has seen on the
 * account): paid, no deadline any more (the sweeper no longer cancels it), its pending payment
 * approved with the transfer's reference, and the owner's points credited as for a card payment.
 * Only an open, unpaid order can be marked paid.
 */
export function markOrderPaid(db: Db, number: string, reference: string | undefined): Promise<OrderRow> {
  return changeOrder(
    db,
    number,
    (order) => {
      requireOpen(order);
      if (order.paymentStatus !== 'unpaid')
        throw new OrderUpdateError('conflict', 'This order is already paid.');
      return { paymentStatus: 'paid', paymentDeadline: null };
    },
    async (tx, order) => {
      await tx
        .update(payments)
        .set({ status: 'approved', ...(reference ? { authorizationId: reference } : {}) })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
      await earnOrderPoints(tx, order);
    },
  );
}

/**
 * Refunds `amount` minor units of what is left (all of it when undefined): `partial_refund` until
 * nothing is left, then `refund`. Only paid (or partly refunded) orders can be refunded.
 */
export function refundOrder(db: Db, number: string, amount: number | undefined): Promise<OrderRow> {
  let fully = false;
  let refundedTotal = 0;
  return changeOrder(
    db,
    number,
    (order) => {
      if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partial_refund') {
        throw new OrderUpdateError('conflict', 'Only a paid order can be refunded.');
      }
      const left = order.total - order.refundedTotal;
      const refund = amount ?? left;
      if (!Number.isSafeInteger(refund) || refund <= 0) {
        throw new OrderUpdateError('invalid', 'The refund must be more than zero.', 'amount');
      }
      if (refund > left) {
        throw new OrderUpdateError('invalid', 'The refund is more than what is left to refund.', 'amount');
      }
      fully = refund === left;
      refundedTotal = order.refundedTotal + refund;
      return {
        refundedTotal: order.refundedTotal + refund,
        paymentStatus: fully ? 'refund' : 'partial_refund',
      };
    },
    async (tx, order) => {
      if (fully) await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.orderId, order.id));
      await clawBackOrderPoints(tx, order, refundedTotal);
    },
  );
}
