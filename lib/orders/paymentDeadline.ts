import type { OrderState, PaymentStatus } from './status.ts';

/**
 * Unpaid payment methods (bank transfer) and their deadline ("Unpaid orders have a
 * payment deadline countdown; when it passes the order is cancelled automatically"). Pure rules:
 * the server's sweeper cancels overdue orders and releases stock; the thank-you and order pages
 * show the countdown from the same deadline.
 */

/** Default time a shopper has to pay by bank transfer: 3 days, long enough for a transfer to clear. */
export const bankTransferPaymentWindowMinutes = 3 * 24 * 60;

const minuteMs = 60_000;

/** The moment an order placed at `placedAt` must be paid by, `minutes` later. */
export function paymentDeadline(placedAt: Date, minutes: number): Date {
  if (!Number.isSafeInteger(minutes) || minutes <= 0) {
    throw new RangeError(`payment window must be a whole number of minutes > 0, got ${minutes}`);
  }
  if (Number.isNaN(placedAt.getTime())) throw new RangeError('placedAt is not a valid date');
  return new Date(placedAt.getTime() + minutes * minuteMs);
}

/** What the overdue rule reads from an order. */
export interface UnpaidOrderLike {
  paymentStatus: PaymentStatus;
  /** Omitted means open. */
  state?: OrderState;
  /** Absent for methods paid at checkout (cards): those never go overdue. */
  paymentDeadline?: Date | string | null;
}

function deadlineOf(order: UnpaidOrderLike): Date | undefined {
  if (order.paymentDeadline == null) return undefined;
  const deadline = new Date(order.paymentDeadline);
  return Number.isNaN(deadline.getTime()) ? undefined : deadline;
}

/**
 * True when the order should be cancelled: still open, still unpaid, and its deadline has been
 * reached (the deadline instant itself counts as passed).
 */
export function isPaymentOverdue(order: UnpaidOrderLike, now: Date): boolean {
  if (order.paymentStatus !== 'unpaid' || (order.state ?? 'open') !== 'open') return false;
  const deadline = deadlineOf(order);
  return deadline !== undefined && now.getTime() >= deadline.getTime();
}

/**
 * Milliseconds left to pay, for the countdown; 0 once overdue; undefined when the order has no
 * deadline or no longer waits for payment.
 */
export function paymentTimeRemainingMs(order: UnpaidOrderLike, now: Date): number | undefined {
  if (order.paymentStatus !== 'unpaid' || (order.state ?? 'open') !== 'open') return undefined;
  const deadline = deadlineOf(order);
  if (deadline === undefined) return undefined;
  return Math.max(0, deadline.getTime() - now.getTime());
}
