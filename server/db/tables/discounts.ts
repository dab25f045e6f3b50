/**
 * Automatic discount rules (bulk, step, buy-X-get-Y, buy-X-get-X, gifts). The catalogue side
 * only reads them for `GET /discount/product_discount`; the cart's discount engine
 * (server/domain/pricing) evaluates them. Coupons, carts and orders get their own table files.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const discountTypes = [
  'bulk_discount',
  'step_discount',
  'buy_x_get_y_discount',
  'buy_x_get_x_discount',
] as const;
export type DiscountType = (typeof discountTypes)[number];

/** What a rule applies to: every product, some products, variants or categories. */
export const discountTargetTypes = ['all', 'product', 'variant', 'category'] as const;

export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Lower runs first. */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    targetType: text('target_type').$type<(typeof discountTargetTypes)[number]>().notNull().default('all'),
    /** Ids of `target_type` (products, variants or categories); empty for `all`. */
    targetIds: jsonb('target_ids').$type<number[]>().notNull().default([]),
    /**
     * Tiers and behaviour (Discount rule info): `{ tiers: [{from, next, type, value,
     * discount_quantity, gift_quantity}], preference_type, allocation_method, discount_order,
     * discount_method, effective_level, gift?: {value_type, value, target_type, target_ids} }`.
     */
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_rules_active_idx').on(t.active, t.priority),
    index('discount_rules_targets_idx').using('gin', sql`${t.targetIds} jsonb_path_ops`),
  ],
);
