/**
 * The customer's orders: those the account owns (placed logged in, or guest orders of its verified
 * email, claimed), newest first, paged; `onlyClaimed` lists just the claimed guest orders.
 */
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema';
import type { OrderDetail } from '../orders/orders';

export interface OrderPage {
  orders: OrderDetail[];
  total: number;
}

export async function listCustomerOrders(
  db: Db,
  customerId: number,
  options: { page: number; pageSize: number; onlyClaimed?: boolean },
): Promise<OrderPage> {
  const where = and(
    eq(orders.ownerId, customerId),
    options.onlyClaimed ? isNotNull(orders.claimedAt) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
  ]);
  if (rows.length === 0) return { orders: [], total: total?.n ?? 0 };
  const ids = rows.map((row) => row.id);
  const [lines, pays] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
  ]);
  return {
    total: total?.n ?? 0,
    orders: rows.map((row) => ({
      order: row,
      lines: lines.filter((line) => line.orderId === row.id),
      payment: pays.find((payment) => payment.orderId === row.id) ?? null,
    })),
  };
}
