/**
 * Commerce tables: carts, coupons, shipping, customers, orders, payments, statistics events and
 * idempotency keys.
 *
 * Rules:
 * - Money is integer minor units; the wire shows decimals.
 * - Every piece of shopper state lives here (no process memory), so any number of app processes
 *   can serve the same cart.
 * - Cart and order lines do not reference catalogue rows with foreign keys on purpose: an order
 *   must outlive a product deleted or re-seeded later, and a cart line whose product vanished is
 *   simply dropped when the cart is next read.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  FulfillmentStatus,
  OrderState,
  PaymentStatus,
  TrackingStatus,
} from '../../../lib/orders/status.ts';
import type { CouponKind, GiftLabel, Scope, ShippingDiscountRule } from '../../domain/pricing/types.ts';

/** A stored delivery address (camelCase, as lib/validation's shippingAddressSchema outputs it). */
export interface StoredAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  province: string;
  postcode: string;
  phone: string;
  personalCustomsCode: string;
}

export const cartStatuses = ['open', 'converted'] as const;
export type CartStatus = (typeof cartStatuses)[number];

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * scrypt hash (`scrypt$N$r$p$salt$hash`, server/domain/accounts/password.ts); null for a
     * shopper who only ever checked out as a guest. Non-null makes the row an account.
     */
    passwordHash: text('password_hash'),
    /** When the account was created (a guest row becomes an account later). */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the customer's mail. */
    locale: text('locale'),
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The shopper's bearer secret (cookie `cart_hash`): 32 random hex digits. */
    hash: text('hash').notNull(),
    status: text('status').$type<CartStatus>().notNull().default('open'),
    currency: text('currency').notNull().default('USD'),
    /** Up to 500 characters. */
    note: text('note').notNull().default(''),
    email: text('email'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<StoredAddress>(),
    shippingMethodId: integer('shipping_method_id'),
    /** Codes the shopper applied, in the order applied (normalised, upper case). */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** Set when the cart became an order. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_hash_key').on(t.hash), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Derived from product, variant and properties: the same item always lands on one line. */
    key: text('key').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Custom properties, `[{ name, value }]` in the order given; `groupId` pairs lens lines. */
    properties: jsonb('properties').$type<{ name: string; value: string }[]>().notNull().default([]),
    /** Insertion order, so lines keep their place when quantities change. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_key').on(t.cartId, t.key),
    index('cart_lines_variant_idx').on(t.variantId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Normalised: trimmed, upper case. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent for `percentage`, minor units for `fixed_cart`. */
    value: integer('value').notNull().default(0),
    minSpend: integer('min_spend'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** Incremented only when an order is placed, in the order's transaction. */
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    scope: jsonb('scope').$type<Scope>(),
    autoApply: boolean('auto_apply').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A reward coupon belongs to the customer who redeemed it: only their cart may use it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code), index('coupons_customer_idx').on(t.customerId)],
);

export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO country codes; `*` is the rest of the world. */
  countries: jsonb('countries').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    /** Stable handle (`standard`, `express`…), what discount rules name. */
    code: text('code').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minor units. */
    cost: integer('cost').notNull(),
    /** Shown as "3–5 business days". */
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipping_methods_zone_code_key').on(t.zoneId, t.code),
    index('shipping_methods_code_idx').on(t.code),
  ],
);

/** Shipping discounts as the pricing engine's rule, by their stable rule id. */
export const shippingDiscounts = pgTable(
  'shipping_discounts',
  {
    id: serial('id').primaryKey(),
    ruleId: text('rule_id').notNull(),
    /** The engine's rule with method codes (not ids) in `methodIds`. */
    rule: jsonb('rule').$type<ShippingDiscountRule>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_discounts_rule_key').on(t.ruleId)],
);

/**
 * The unique part of order numbers (#1001…, then six random digits: see orderNumber in
 * server/domain/checkout/placeOrder.ts); gaps after a rolled-back checkout are fine.
 */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Digits, shown as `#1001482913`: the sequence value and six random digits. */
    number: text('number').notNull(),
    cartId: integer('cart_id'),
    cartHash: text('cart_hash'),
    /** The customers row of the order's email (guests too): coupon limits count by it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * The account the order belongs to: placed while logged in, or a guest order claimed once the
     * account verified the same email. Only this makes an order visible in an account.
     */
    ownerId: integer('owner_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Set when a guest order was claimed by the account (the "old orders" list). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<OrderState>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    fulfillmentStatus: text('fulfillment_status').$type<FulfillmentStatus>().notNull().default('unfulfilled'),
    trackingStatus: text('tracking_status').$type<TrackingStatus>(),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    /** `YYYY-MM-DD`, set by the merchant. */
    expectedDeliveryDate: text('expected_delivery_date'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Minor units refunded so far. */
    refundedTotal: integer('refunded_total').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    /** Unpaid methods only: cancelled automatically once passed. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    total: integer('total').notNull(),
    shippingMethodId: integer('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** The priced cart at placement (discount records, tips), for receipts and audits. */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    /** The `Idempotency-Key` the order was placed with. */
    idempotencyKey: text('idempotency_key'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_cart_hash_idx').on(t.cartHash),
    index('orders_owner_placed_idx').on(t.ownerId, t.placedAt),
    index('orders_tracking_number_idx').on(t.trackingNumber),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_unpaid_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.state} = 'open'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    giftCount: integer('gift_count').notNull().default(0),
    /** What the gift units cost after their gift discount (minor units; 0 when free). */
    giftTotal: integer('gift_total').notNull().default(0),
    /** How the gift units were priced ("Free" or "N% off"); null without gift units. */
    giftLabel: jsonb('gift_label').$type<GiftLabel>(),
    unitPrice: integer('unit_price').notNull(),
    lineSubtotal: integer('line_subtotal').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** Whether the order took stock for this line (so a cancellation gives back exactly that). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    properties: jsonb('properties').$type<{ name: string; value: string }[]>().notNull().default([]),
    imageUrl: text('image_url'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lower-cased; per-customer limits count by it. */
    email: text('email').notNull(),
    amount: integer('amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_email_idx').on(t.couponId, t.email)],
);

export const paymentRecordStatuses = ['approved', 'pending', 'voided', 'refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').$type<(typeof paymentRecordStatuses)[number]>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    authorizationId: text('authorization_id'),
    /** Never more of the card than brand and last 4 digits. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const statisticsEvents = pgTable(
  'statistics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** Sanitised by lib/analytics (card numbers masked, security codes dropped). */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    cartHash: text('cart_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statistics_events_name_created_idx').on(t.name, t.createdAt)],
);

/**
 * `Idempotency-Key` of a checkout: the first request with a key inserts the row inside the order's
 * transaction, so a concurrent request with the same key waits on the unique index and then
 * finds the order.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  cartHash: text('cart_hash').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
