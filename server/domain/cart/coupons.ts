/**
 * Applying and removing discount codes and their messages. The decision is the
 * pricing engine's `evaluateCoupon`; this file only feeds it the stored coupon and the cart as
 * the server prices it. A code's usage is counted when an order is placed, not here.
 */

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CartRow, type CouponRow, carts } from '../../db/schema';
import { invalidField, notFound } from '../errors';
import { couponMessageRef, evaluateCoupon, normalizeCouponCode } from '../pricing/coupons.ts';
import { customerCouponUses, findCoupon, toEngineCoupon } from './pricingData';
import { priceStoredCart, touchCart } from './service';

/**
 * Applies `code` to the cart, or throws the 422 whose `errors.code[0]` the storefront shows.
 * `customerId` is the logged-in shopper's (null for a guest): a code bound to a customer (a
 * redeemed reward) applies only to that customer's cart.
 */
export async function applyCoupon(
  db: Db,
  cart: CartRow,
  code: string,
  now: Date,
  customerId: number | null = null,
): Promise<void> {
  if (normalizeCouponCode(code) === '') {
    throw invalidField('code', 'Enter a discount code.', { id: 'validation.couponCode.required' });
  }
  const row = await findCoupon(db, code);
  if (row) requireCouponOwner(row, customerId);
  const view = await priceStoredCart(db, cart, { now });
  const uses = row ? await customerCouponUses(db, cart.email, [row.id]) : new Map<number, number>();
  const evaluation = evaluateCoupon(code, row ? toEngineCoupon(row) : undefined, {
    now: now.getTime(),
    currency: view.input.currency,
    lines: view.input.lines,
    customerUses: row ? (uses.get(row.id) ?? 0) : 0,
    appliedCoupons: (view.input.coupons ?? []).map(({ coupon }) => coupon),
    interactionType: view.settings.interactionType,
  });
  if (!evaluation.ok) throw invalidField('code', evaluation.message, couponMessageRef(evaluation));
  // Appended in SQL so two codes applied at the same moment both stay.
  await db
    .update(carts)
    .set({
      couponCodes: sql`case when ${carts.couponCodes} @> ${JSON.stringify([evaluation.code])}::jsonb
        then ${carts.couponCodes} else ${carts.couponCodes} || ${JSON.stringify([evaluation.code])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id));
}

/** A coupon bound to a customer (a redeemed reward) is refused to guests and to anyone else. */
export function requireCouponOwner(
  row: Pick<CouponRow, 'code' | 'customerId'>,
  customerId: number | null,
): void {
  if (row.customerId === null || row.customerId === customerId) return;
  if (customerId === null) {
    throw invalidField('code', `Log in to use the ${row.code} reward code.`, {
      id: 'rewards.coupon.loginRequired',
      values: { code: row.code },
    });
  }
  throw invalidField('code', `The ${row.code} reward code belongs to another account.`, {
    id: 'rewards.coupon.otherCustomer',
    values: { code: row.code },
  });
}

/** Removes a code the shopper applied; 404 with a message the storefront shows when it is not applied. */
export async function removeCoupon(db: Db, cart: CartRow, code: string): Promise<void> {
  const normalized = normalizeCouponCode(code);
  if (!cart.couponCodes.includes(normalized)) {
    throw notFound(
      `${normalized || 'This'} coupon code is not applied to your cart.`,
      normalized ? { id: 'coupon.error.notApplied', values: { code: normalized } } : undefined,
    );
  }
  await touchCart(db, cart.id, { couponCodes: cart.couponCodes.filter((c) => c !== normalized) });
}
