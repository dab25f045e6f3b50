/**
 * The wishlist: the products a customer saved, one row per customer and product (saving a product
 * again keeps the one row). A list holds at most `WISHLIST_LIMIT` rows (api/wishlist.ts); rows go
 * with their customer or product, and a deleted variant leaves the product saved without it.
 */
import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, variants } from './catalog';
import { customers } from './commerce';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant the customer had picked, when they saved from the product page. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_customer_product_key').on(t.customerId, t.productId)],
);

export type WishlistItemRow = typeof wishlistItems.$inferSelect;
