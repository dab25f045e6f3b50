/**
 * The store data a cart is priced with: discount rules, coupons, shipping methods for the
 * delivery country, and store settings. Settings, rules and shipping are store-wide and change
 * rarely: they go through the short-TTL read cache (server/http/readCache.ts, off in tests).
 * Coupons are always read fresh: their usage counts change with every order.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { fromWireMoney } from '../../../api/common';
import type { Db } from '../../db/client';
import {
  type CouponRow,
  couponRedemptions,
  coupons,
  discountRules,
  type ShippingMethodRow,
  shippingDiscounts,
  shippingMethods,
  shippingZones,
  storeSettings,
} from '../../db/schema';
import { cachedRead, invalidateReads } from '../../http/readCache';
import { normalizeCouponCode } from '../pricing/coupons.ts';
import type {
  Coupon,
  DiscountRule,
  InteractionType,
  ProductDiscountRule,
  ShippingDiscountRule,
} from '../pricing/types.ts';

export interface StoreCheckoutSettings {
  currency: string;
  interactionType: InteractionType;
  /** The cart total must be at least / at most these (minor units) to place an order. */
  minOrderTotal: number;
  maxOrderTotal: number;
  /** The store's own country: shipping is estimated for it before an address is known. */
  country: string;
}

/** Default order limits: $1.00 … $100,000.00 (merchants override them in store settings). */
export const defaultOrderLimits = { min: 100, max: 10_000_000 } as const;

export function loadStoreSettings(db: Db): Promise<StoreCheckoutSettings> {
  return cachedRead(db, 'store-settings', () => readStoreSettings(db));
}

/**
 * Merges the merchant's changes into the stored settings key by key (keys left out keep their
 * value), under a row lock so two changes at once both stay; the next read sees them.
 */
export async function updateStoreSettings(
  db: Db,
  changes: Record<string, unknown>,
): Promise<StoreCheckoutSettings> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: storeSettings.value })
      .from(storeSettings)
      .where(eq(storeSettings.key, 'store'))
      .for('update');
    const value = { ...row?.value, ...changes };
    await tx
      .insert(storeSettings)
      .values({ key: 'store', value })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: sql`now()` } });
  });
  invalidateReads(db);
  return loadStoreSettings(db);
}

async function readStoreSettings(db: Db): Promise<StoreCheckoutSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, 'store'));
  return toStoreSettings(row?.value);
}

/** The stored `store` settings value as the checkout settings (defaults for what it lacks). */
export function toStoreSettings(stored: Record<string, unknown> | undefined): StoreCheckoutSettings {
  const value = stored ?? {};
  const currency = typeof value.currency === 'string' ? value.currency : 'USD';
  const money = (key: string, fallback: number) => {
    const raw = value[key];
    const minor =
      typeof raw === 'string' || typeof raw === 'number' ? fromWireMoney(String(raw), currency) : Number.NaN;
    return Number.isFinite(minor) ? minor : fallback;
  };
  return {
    currency,
    interactionType: value.store_discount_interaction_type === 'one_discount' ? 'one_discount' : 'combinable',
    minOrderTotal: money('checkout_min_total', defaultOrderLimits.min),
    maxOrderTotal: money('checkout_max_total', defaultOrderLimits.max),
    country: typeof value.country === 'string' ? value.country : 'US',
  };
}

/**
 * Active product rules at `now` (the engine's rule as stored by the seed or the admin). The
 * active rows are cached whole and their windows checked here, so a cached list never hands out
 * a rule that has started or ended since it was read.
 */
export async function loadDiscountRules(db: Db, now: Date): Promise<ProductDiscountRule[]> {
  const rows = await cachedRead(db, 'discount-rules', () =>
    db
      .select({ rule: discountRules.rule, startsAt: discountRules.startsAt, endsAt: discountRules.endsAt })
      .from(discountRules)
      .where(eq(discountRules.active, true))
      .orderBy(asc(discountRules.priority), asc(discountRules.id)),
  );
  const at = now.getTime();
  return rows
    .filter(
      (row) =>
        (row.startsAt === null || row.startsAt.getTime() <= at) &&
        (row.endsAt === null || row.endsAt.getTime() > at),
    )
    .map((row) => row.rule as unknown as DiscountRule)
    .filter(
      (rule): rule is ProductDiscountRule => typeof rule?.kind === 'string' && rule.kind !== 'shipping',
    );
}

/** The shipping methods of the zone that serves `country` (its own zone first, else `*`). */
export async function shippingMethodsFor(db: Db, country: string): Promise<ShippingMethodRow[]> {
  const zones = await cachedRead(db, 'shipping-zones', () =>
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
  );
  const code = country.toUpperCase();
  const zone = zones.find((z) => z.countries.includes(code)) ?? zones.find((z) => z.countries.includes('*'));
  if (!zone) return [];
  return cachedRead(db, `shipping-methods:${zone.id}`, () =>
    db
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.zoneId, zone.id), eq(shippingMethods.active, true)))
      .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
  );
}

/** Shipping discount rules with their method codes swapped for the ids of `methods`. */
export async function loadShippingRules(
  db: Db,
  methods: readonly ShippingMethodRow[],
): Promise<ShippingDiscountRule[]> {
  const rows = await cachedRead(db, 'shipping-discounts', () =>
    db.select().from(shippingDiscounts).where(eq(shippingDiscounts.active, true)),
  );
  return rows.map(({ rule }) => ({
    ...rule,
    methodIds: rule.methodIds.flatMap((code) =>
      methods.filter((m) => m.code === String(code) || String(m.id) === String(code)).map((m) => m.id),
    ),
  }));
}

export function toEngineCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpend: row.minSpend,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    scope: row.scope ?? undefined,
    autoApply: row.autoApply,
    active: row.active,
  };
}

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normalized));
  return row;
}

/** The cart's manual coupons (in applied order) plus the store's active auto-apply coupons. */
export async function loadCartCoupons(db: Db, codes: readonly string[]): Promise<CouponRow[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      or(
        codes.length > 0 ? inArray(coupons.code, [...codes]) : sql`false`,
        and(eq(coupons.autoApply, true), eq(coupons.active, true)),
      ),
    );
  const manual = codes.flatMap((code) => rows.filter((row) => row.code === code));
  const auto = rows.filter((row) => row.autoApply && !codes.includes(row.code));
  return [...manual, ...auto];
}

/** How often `email` used each coupon (per-customer limits); empty without an email. */
export async function customerCouponUses(
  db: Db,
  email: string | null,
  couponIds: readonly number[],
): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  if (!email || couponIds.length === 0) return uses;
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.email, email.toLowerCase()),
        inArray(couponRedemptions.couponId, [...couponIds]),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  for (const row of rows) uses.set(row.couponId, Number(row.n));
  return uses;
}
