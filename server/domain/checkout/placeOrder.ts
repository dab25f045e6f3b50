/**
 * Placing an order: ONE transaction that
 * 1. claims the `Idempotency-Key` (a concurrent request with the same key waits on the unique
 *    index, then finds the order and answers with it — no second charge),
 * 2. locks the cart row (the same cart cannot be checked out twice),
 * 3. prices the cart from the database (client prices never count),
 * 4. takes stock with a guarded UPDATE per variant and checks the row count,
 * 5. counts coupon usage with a guarded UPDATE (a single-use code goes to exactly one order),
 * 6. authorises the payment (the built-in test gateway) or sets a bank-transfer deadline,
 * 7. writes the order, its lines, payment and redemptions, and converts the cart.
 * Any failure rolls everything back. Locks are always taken in the same order (key, cart,
 * customer, variants by id, products by id, coupons by id), so concurrent checkouts never deadlock.
 */
import { randomInt } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { formatMoney } from '../../../lib/money/index.ts';
import { bankTransferPaymentWindowMinutes, paymentDeadline } from '../../../lib/orders/paymentDeadline.ts';
import type { PaymentCard } from '../../../lib/validation/card.ts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  type CartRow,
  carts,
  couponRedemptions,
  coupons,
  customers,
  idempotencyKeys,
  orderLines,
  orders,
  payments,
  products,
  type StoredAddress,
  variants,
} from '../../db/schema';
import { createAddress } from '../accounts/addresses';
import { saveCard } from '../accounts/cards';
import { sellableUnits } from '../cart/catalogue';
import { requireCouponOwner } from '../cart/coupons';
import { shippingMethodsFor } from '../cart/pricingData';
import { priceStoredCart } from '../cart/service';
import { cartEmpty, cartGone, DomainError, invalidField } from '../errors';
import { loadOrderDetail, type OrderDetail, refreshProducts } from '../orders/orders';
import { authorizeTestPayment, authorizeTestToken } from '../payment/testGateway.ts';
import { couponMessageIds, couponMessageRef, couponMessages } from '../pricing/coupons.ts';
import { giftUnitsTotal } from '../pricing/types.ts';
import { earnOrderPoints } from '../rewards/rewards';

const usageLimitRef = (code: string) => ({ id: couponMessageIds.usage_limit, values: { code } });

/** A card the customer saved: the gateway's token and what may be shown of the card. */
export interface SavedCardChoice {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type PaymentChoice =
  | { method: 'card'; card: PaymentCard }
  | { method: 'card'; savedCard: SavedCardChoice }
  | { method: 'bank_transfer' };

export interface PlaceOrderInput {
  cartHash: string;
  payment: PaymentChoice;
  idempotencyKey?: string;
  now: Date;
  /**
   * The logged-in customer: the order is theirs, and after the payment the new card (test gateway
   * token) and the shipping address may be kept in the account.
   */
  account?: { customerId: number; saveCard: boolean; saveAddress: boolean };
}

export interface PlaceOrderResult {
  /** The order placed (or found for the key); `server/wire/orders.ts` puts it on the wire. */
  order: OrderDetail;
  /** True when an earlier request with the same Idempotency-Key placed it. */
  replayed: boolean;
}

/** Thrown inside the transaction when another request owns the idempotency key. */
class KeyTaken extends Error {}

async function orderForKey(db: Db, key: string, cartHash: string): Promise<OrderDetail | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return null;
  if (row.cartHash !== cartHash) {
    throw new DomainError('invalid', 'This Idempotency-Key was already used for another cart.', {
      idempotency_key: ['This Idempotency-Key was already used for another cart.'],
    });
  }
  if (row.orderId === null) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  return order ? loadOrderDetail(db, order) : null;
}

function requireCheckoutDetails(
  cart: CartRow,
): asserts cart is CartRow & { email: string; address: NonNullable<CartRow['address']> } {
  if (!cart.email) throw invalidField('email', 'Enter an email address.');
  if (!cart.address) throw invalidField('shipping_address', 'Enter a shipping address.');
  if (cart.shippingMethodId === null) throw invalidField('shipping_method_id', 'Choose a shipping method.');
}

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { cartHash, idempotencyKey: key, now } = input;
  if (key) {
    const earlier = await orderForKey(db, key, cartHash);
    if (earlier) return { order: earlier, replayed: true };
  }
  try {
    const orderId = await db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      if (key) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ key, cartHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) throw new KeyTaken();
      }

      const [cart] = await tx.select().from(carts).where(eq(carts.hash, cartHash)).for('update');
      if (!cart) throw cartGone();
      if (cart.status !== 'open') {
        throw new DomainError('conflict', 'This cart has already been checked out.', {
          cart_hash: ['This cart has already been checked out.'],
        });
      }
      requireCheckoutDetails(cart);
      const methods = await shippingMethodsFor(tx, cart.address.country);
      const method = methods.find((m) => m.id === cart.shippingMethodId);
      if (!method) {
        throw invalidField(
          'shipping_method_id',
          'This shipping method is no longer available for your address.',
        );
      }

      const view = await priceStoredCart(tx, cart, { now });
      if (view.lines.length === 0) throw cartEmpty();
      // A code the shopper applied that no longer applies (used up, expired since) stops the
      // order: charging without the discount they saw would be a surprise.
      const lapsed = view.priced.couponRecord.find(
        (record) => !record.isUse && !record.autoCoupon && cart.couponCodes.includes(record.code),
      );
      if (lapsed)
        throw lapsed.exception
          ? invalidField('code', lapsed.exception.message, couponMessageRef(lapsed.exception))
          : invalidField('code', couponMessages.usageLimit(lapsed.code), usageLimitRef(lapsed.code));
      const { totals } = view.priced;
      const currency = view.input.currency;
      if (totals.cartTotal < view.settings.minOrderTotal) {
        throw invalidField(
          'cart_total',
          `Your order total must be at least ${formatMoney(view.settings.minOrderTotal, currency)} to check out.`,
        );
      }
      if (totals.cartTotal > view.settings.maxOrderTotal) {
        throw invalidField(
          'cart_total',
          `Your order total must be at most ${formatMoney(view.settings.maxOrderTotal, currency)} to check out.`,
        );
      }

      const [customer] = await tx
        .insert(customers)
        .values({ email: cart.email, acceptsMarketing: cart.acceptsMarketing })
        .onConflictDoUpdate({ target: customers.email, set: { email: sql`excluded.email` } })
        .returning({ id: customers.id });
      // Serialises one customer's checkouts, so per-customer coupon limits hold under races.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customer!.id))
        .for('update');

      // ── Stock: one guarded UPDATE per variant, in id order.
      const quantityOf = new Map<number, number>();
      for (const { row } of view.lines)
        quantityOf.set(row.variantId, (quantityOf.get(row.variantId) ?? 0) + row.quantity);
      const stockTaken = new Set<number>();
      for (const [variantId, quantity] of [...quantityOf].sort(([a], [b]) => a - b)) {
        const updated = await tx
          .update(variants)
          .set({
            stock: sql`case when ${variants.manageStock} then ${variants.stock} - ${quantity} else ${variants.stock} end`,
          })
          .where(
            and(
              eq(variants.id, variantId),
              or(
                eq(variants.manageStock, false),
                ne(variants.backorders, 'no'),
                sql`${variants.stock} >= ${quantity}`,
              ),
            ),
          )
          .returning({ manageStock: variants.manageStock, stock: variants.stock });
        if (updated.length === 0) {
          const line = view.lines.find(({ row }) => row.variantId === variantId)!;
          const [current] = await tx
            .select({ stock: variants.stock })
            .from(variants)
            .where(eq(variants.id, variantId));
          const left = sellableUnits({ ...line.item, stock: current?.stock ?? 0 }) ?? 0;
          const message =
            left === 0
              ? `Sorry, "${line.item.productTitle}" is out of stock.`
              : `Sorry, only ${left} of "${line.item.productTitle}" ${left === 1 ? 'is' : 'are'} left in stock.`;
          throw new DomainError('conflict', message, { [`items.${line.row.key}.quantity`]: [message] });
        }
        if (updated[0]!.manageStock) stockTaken.add(variantId);
      }
      await refreshProducts(
        tx,
        view.lines.map(({ item }) => item.productId),
      );
      for (const [productId, quantity] of groupBy(
        view.lines.map(({ row, item }) => [item.productId, row.quantity]),
      )) {
        await tx
          .update(products)
          .set({ salesCount: sql`${products.salesCount} + ${quantity}` })
          .where(eq(products.id, productId));
      }

      // ── Coupons in use: count them now, atomically.
      const used = view.priced.couponRecord
        .filter((record) => record.isUse)
        .map((record) => ({ record, id: view.couponIds.get(record.code)! }))
        .sort((a, b) => a.id - b.id);
      for (const { record, id } of used) {
        const counted = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(
            and(
              eq(coupons.id, id),
              eq(coupons.active, true),
              or(sql`${coupons.usageLimit} is null`, sql`${coupons.usedCount} < ${coupons.usageLimit}`),
            ),
          )
          .returning({ perCustomerLimit: coupons.perCustomerLimit, customerId: coupons.customerId });
        if (counted.length === 0) {
          throw invalidField('code', couponMessages.usageLimit(record.code), usageLimitRef(record.code));
        }
        // A reward code is its customer's alone (throwing rolls the count back).
        requireCouponOwner(
          { code: record.code, customerId: counted[0]!.customerId },
          input.account?.customerId ?? null,
        );
        const limit = counted[0]!.perCustomerLimit;
        if (limit !== null) {
          const [uses] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(couponRedemptions)
            .where(and(eq(couponRedemptions.couponId, id), eq(couponRedemptions.email, cart.email)));
          if ((uses?.n ?? 0) >= limit) {
            throw invalidField('code', couponMessages.customerLimit(record.code), {
              id: couponMessageIds.customer_limit,
              values: { code: record.code },
            });
          }
        }
      }

      // ── Payment.
      const [sequence] = await queryRows<{ next: string }>(
        tx,
        sql`select nextval('order_number_seq')::text as next`,
      );
      const number = orderNumber(sequence!.next);
      let paymentRecord: typeof payments.$inferInsert | null;
      let paymentStatus: 'paid' | 'unpaid';
      let deadline: Date | null = null;
      if (input.payment.method === 'card') {
        const reference = key ?? `${cartHash}:${number}`;
        const result =
          'savedCard' in input.payment
            ? authorizeTestToken({
                ...input.payment.savedCard,
                amountMinor: totals.cartTotal,
                currency,
                now,
                reference,
              })
            : authorizeTestPayment({
                card: input.payment.card,
                amountMinor: totals.cartTotal,
                currency,
                now,
                reference,
              });
        if (result.status === 'declined') {
          // The storefront shows `checkout.{message}`; the field's text is in the shopper's
          // language from the pack, whose id is the decline code.
          throw new DomainError(
            'payment_declined',
            result.code.replace(/^checkout\./, ''),
            { payment: [result.message] },
            { fields: { payment: [{ id: result.code }] } },
          );
        }
        paymentStatus = 'paid';
        paymentRecord = {
          orderId: 0,
          method: 'card',
          status: 'approved',
          amount: totals.cartTotal,
          currency,
          authorizationId: result.authorizationId,
          cardBrand: result.brand,
          cardLast4: result.last4,
        };
      } else {
        paymentStatus = 'unpaid';
        deadline = paymentDeadline(now, bankTransferPaymentWindowMinutes);
        paymentRecord = {
          orderId: 0,
          method: 'bank_transfer',
          status: 'pending',
          amount: totals.cartTotal,
          currency,
        };
      }

      const [order] = await tx
        .insert(orders)
        .values({
          number,
          cartId: cart.id,
          cartHash,
          customerId: customer!.id,
          ownerId: input.account?.customerId ?? null,
          email: cart.email,
          currency,
          paymentStatus,
          paymentMethod: input.payment.method,
          paymentDeadline: deadline,
          subtotal: totals.cartSubtotal,
          discountTotal: totals.discountTotal,
          shippingTotal: totals.shippingTotal,
          total: totals.cartTotal,
          shippingMethodId: method.id,
          shippingMethodName: method.name,
          shippingAddress: cart.address,
          couponCodes: used.map(({ record }) => record.code),
          // What the engine priced, as it priced it (minor units), for the record.
          pricing: JSON.parse(JSON.stringify(view.priced)) as Record<string, unknown>,
          note: cart.note,
          idempotencyKey: key ?? null,
          placedAt: now,
        })
        .returning();
      const pricedByKey = new Map(view.priced.lines.map((line) => [line.key, line]));
      await tx.insert(orderLines).values(
        view.lines.map(({ row, item }) => {
          const priced = pricedByKey.get(row.key)!;
          return {
            orderId: order!.id,
            lineKey: row.key,
            productId: item.productId,
            variantId: item.variantId,
            title: item.productTitle,
            variantTitle: item.variantTitle,
            sku: item.variantSku ?? item.productSku,
            quantity: row.quantity,
            giftCount: priced.giftCount,
            giftTotal: giftUnitsTotal(priced),
            giftLabel: priced.giftCount > 0 ? priced.gift : null,
            unitPrice: priced.unitPrice,
            lineSubtotal: priced.lineSubtotal,
            lineTotal: priced.lineTotal,
            stockTaken: stockTaken.has(item.variantId),
            properties: row.properties,
            imageUrl: item.image?.url ?? null,
          };
        }),
      );
      await tx.insert(payments).values({ ...paymentRecord, orderId: order!.id });
      if (used.length > 0) {
        await tx.insert(couponRedemptions).values(
          used.map(({ record, id }) => ({
            couponId: id,
            orderId: order!.id,
            email: cart.email,
            amount: record.amount,
          })),
        );
      }
      // Loyalty points for a paid order of a logged-in customer, once per order.
      if (paymentStatus === 'paid') await earnOrderPoints(tx, order!);
      if (key)
        await tx.update(idempotencyKeys).set({ orderId: order!.id }).where(eq(idempotencyKeys.key, key));
      await tx
        .update(carts)
        .set({ status: 'converted', orderId: order!.id, customerId: customer!.id, updatedAt: now })
        .where(eq(carts.id, cart.id));
      return order!.id;
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    await keepForAccount(db, input, order!.shippingAddress);
    return { order: await loadOrderDetail(db, order!), replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTaken) || !key) throw error;
    // The other request committed (we waited for it on the unique index) or is still running.
    const earlier = await orderForKey(db, key, cartHash);
    if (earlier) return { order: earlier, replayed: true };
    throw new DomainError(
      'in_progress',
      'A checkout with this Idempotency-Key is still in progress. Try again shortly.',
    );
  }
}

/**
 * After a logged-in customer's order: keep the new card (a gateway token) and the shipping address
 * when asked. The order is placed and paid already, so a card the gateway will not keep or a full
 * book is skipped, never an error.
 */
async function keepForAccount(db: Db, input: PlaceOrderInput, address: StoredAddress): Promise<void> {
  const account = input.account;
  if (!account) return;
  if (account.saveCard && input.payment.method === 'card' && 'card' in input.payment) {
    await saveCard(db, account.customerId, input.payment.card, { now: input.now, quiet: true });
  }
  if (account.saveAddress) {
    await createAddress(db, account.customerId, address, { now: input.now, onlyIfNew: true });
  }
}

/**
 * The order number shoppers see: the sequence value (unique) followed by six random digits, so
 * numbers are neither sequential nor guessable from one another (an order is still only shown
 * with its email or the cart it came from, and lookups are rate-limited per address).
 */
export function orderNumber(sequenceValue: string): string {
  return `${sequenceValue}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

function groupBy(pairs: readonly (readonly [number, number])[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const [id, quantity] of pairs) sums.set(id, (sums.get(id) ?? 0) + quantity);
  return new Map([...sums].sort(([a], [b]) => a - b));
}
