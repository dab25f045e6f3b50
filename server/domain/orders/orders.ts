/**
 * Reading orders for shoppers (thank-you page, Track Your Order) and cancelling unpaid orders
 * whose payment deadline has passed, giving their stock back.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { isPaymentOverdue } from '../../../lib/orders/paymentDeadline.ts';
import { refreshProductAggregates } from '../../db/aggregates';
import type { Db } from '../../db/client';
import { type OrderLineRow, type OrderRow, orderLines, orders, payments, variants } from '../../db/schema';

/** `#1001` → `1001`: lookups accept an order number with or without its `#`. */
export const parseOrderNumber = (text: string) => text.trim().replace(/^#/, '');

export interface PaymentSummary {
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** An order with its lines and latest payment: what `server/wire/orders.ts` shows of it. */
export interface OrderDetail {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  payment: PaymentSummary | null;
}

export async function loadOrderDetail(db: Db, order: OrderRow): Promise<OrderDetail> {
  const [lines, [payment]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1),
  ]);
  return { order, lines, payment: payment ?? null };
}

export async function findOrderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(number)));
  return order;
}

/**
 * The order if the shopper may see it: the email it was placed with (any case), the cart hash
 * it came from, or the logged-in account that owns it. Anything else is "not found", so order
 * numbers cannot be probed.
 */
export async function findShopperOrder(
  db: Db,
  number: string,
  proof: { email?: string; cartHash?: string; ownerId?: number },
): Promise<OrderRow | undefined> {
  const order = await findOrderByNumber(db, number);
  if (!order) return undefined;
  const emailMatches = !!proof.email && proof.email.trim().toLowerCase() === order.email.toLowerCase();
  const cartMatches = !!proof.cartHash && proof.cartHash === order.cartHash;
  const ownerMatches = proof.ownerId !== undefined && proof.ownerId === order.ownerId;
  return emailMatches || cartMatches || ownerMatches ? order : undefined;
}

/** The newest fulfilled order shipped under a carrier tracking number (spaces ignored). */
export async function findOrderByTrackingNumber(
  db: Db,
  trackingNumber: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber.replace(/ /g, '')))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  return order;
}

/**
 * Refreshes listing aggregates one product at a time in id order: a consistent lock order, so
 * concurrent checkouts touching the same products cannot deadlock.
 */
export async function refreshProducts(tx: Db, productIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(productIds)].sort((a, b) => a - b)) await refreshProductAggregates(tx, [id]);
}

/** Gives back the stock an order took (only lines that took stock from managed variants). */
async function releaseStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      variantId: orderLines.variantId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.stockTaken, true)))
    .orderBy(asc(orderLines.variantId));
  for (const line of lines) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), eq(variants.manageStock, true)));
  }
  await refreshProducts(
    tx,
    lines.map((l) => l.productId),
  );
}

/**
 * Cancels every open, unpaid order whose payment deadline is at or before `now` and releases its
 * stock, one order per transaction (the row is locked and re-checked, so two sweepers — or a
 * payment arriving at the same moment — never cancel twice). Returns the cancelled numbers.
 */
export async function cancelOverdueOrders(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.paymentStatus, 'unpaid'), eq(orders.state, 'open'), lte(orders.paymentDeadline, now)),
    )
    .orderBy(asc(orders.paymentDeadline))
    .limit(500);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const number = await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || !isPaymentOverdue(order, now)) return null;
      await tx
        .update(orders)
        .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'payment_deadline_passed' })
        .where(eq(orders.id, id));
      await tx.update(payments).set({ status: 'voided' }).where(eq(payments.orderId, id));
      await releaseStock(tx, id);
      return order.number;
    });
    if (number) cancelled.push(number);
  }
  return cancelled;
}

/**
 * Runs {@link cancelOverdueOrders} every `intervalMs` (default one minute). The timer does not
 * keep the process alive; call the returned function to stop it.
 */
export function startOrderSweeper(
  db: Db,
  options: { intervalMs?: number; now?: () => Date } = {},
): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelOverdueOrders(db, now())
      .catch((error) => console.error('[orders] overdue sweep failed:', error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
