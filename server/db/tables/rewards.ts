/**
 * Loyalty points: the campaigns a customer spends points on, and the ledger of every earn, spend
 * and clawback. A customer's balance is the sum of their ledger rows; it is never stored apart.
 *
 * - `signup`: once per customer (unique index), when the account is created.
 * - `order`: once per paid order (unique index), so a retried payment never credits twice.
 * - `refund`: a clawback (negative) when the order is refunded, in proportion to the refund.
 * - `redeem`: a spend (negative) when a campaign is redeemed; it names the coupon it bought.
 * - `adjust`: the merchant's correction.
 *
 * Earning rates live in store settings (key `rewards`: `server/domain/rewards/settings.ts`).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coupons, customers, orders } from './commerce';

/** `fixed_cart`: an amount off the cart; `percent`: a percentage off; `product`: one unit free. */
export const rewardDiscountTypes = ['fixed_cart', 'percent', 'product'] as const;
export type RewardDiscountType = (typeof rewardDiscountTypes)[number];

export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Points spent to redeem it (at least 1). */
    cost: integer('cost').notNull(),
    discountType: text('discount_type').$type<RewardDiscountType>().notNull(),
    /** Minor units off for `fixed_cart`, percent (1–100) for `percent`, unused for `product`. */
    value: integer('value').notNull().default(0),
    /** The product given for `product`. */
    productId: integer('product_id'),
    /** The cart subtotal the coupon needs (minor units); null: none. */
    minSpend: integer('min_spend'),
    active: boolean('active').notNull().default(true),
    /** Lower shows first. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_campaigns_active_idx').on(t.active, t.position)],
);

export const rewardLedgerKinds = ['signup', 'order', 'refund', 'redeem', 'adjust'] as const;
export type RewardLedgerKind = (typeof rewardLedgerKinds)[number];

export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardLedgerKind>().notNull(),
    /** Positive for earnings, negative for spends and clawbacks. */
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    campaignId: integer('campaign_id').references(() => rewardCampaigns.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_ledger_customer_idx').on(t.customerId, t.id),
    uniqueIndex('reward_ledger_signup_key').on(t.customerId).where(sql`${t.kind} = 'signup'`),
    uniqueIndex('reward_ledger_order_earn_key').on(t.orderId).where(sql`${t.kind} = 'order'`),
  ],
);

export type RewardCampaignRow = typeof rewardCampaigns.$inferSelect;
