/**
 * The customer's wishlist. Every query names the customer, so one customer never reads or changes
 * another's list. Saving is idempotent (one row per product; saving again keeps the row and only
 * updates the picked variant); a list holds at most WISHLIST_LIMIT products, checked in the same
 * transaction as the insert under a lock on the customer's row, so two saves at once cannot pass
 * the limit together.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { WISHLIST_LIMIT, WISHLIST_TIPS, type WishlistTipsType } from '../../../lib/wishlist/wishlist.ts';
import type { Db } from '../../db/client';
import { customers, products, variants, wishlistItems } from '../../db/schema';
import { invalidField, notFound } from '../errors';

export interface WishlistEntry {
  productId: number;
  variantId: number | null;
  createdAt: Date;
  /** No variant of the product can be bought now. */
  soldOut: boolean;
}

/** The customer's saved products that are still published, newest first. */
export async function listWishlist(db: Db, customerId: number): Promise<WishlistEntry[]> {
  const rows = await db
    .select({
      productId: wishlistItems.productId,
      variantId: wishlistItems.variantId,
      createdAt: wishlistItems.createdAt,
      available: products.available,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(products.status, 'active')))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(({ available, ...row }) => ({ ...row, soldOut: !available }));
}

export interface WishlistChange {
  productId: number;
  variantId?: number | null;
}

/** The product (published) and variant (of that product) a change names, or the refusal. */
async function checkTarget(db: Db, change: WishlistChange): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, change.productId), eq(products.status, 'active')));
  if (!product) throw notFound('Product not found.');
  if (change.variantId == null) return;
  const [variant] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.id, change.variantId), eq(variants.productId, change.productId)));
  if (!variant) throw invalidField('variant_id', 'The variant is not an option of this product.');
}

/**
 * Saves a product: `added`, also when it was saved already (the picked variant is updated when
 * given), or `full` when the list already holds WISHLIST_LIMIT other products (nothing changes).
 */
export async function addToWishlist(
  db: Db,
  customerId: number,
  change: WishlistChange,
): Promise<WishlistTipsType> {
  await checkTarget(db, change);
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    // Serialises this customer's saves, so the count below stays true until the insert.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const owned = and(
      eq(wishlistItems.customerId, customerId),
      eq(wishlistItems.productId, change.productId),
    );
    const [existing] = await tx.select({ id: wishlistItems.id }).from(wishlistItems).where(owned);
    if (existing) {
      if (change.variantId != null)
        await tx.update(wishlistItems).set({ variantId: change.variantId }).where(owned);
      return WISHLIST_TIPS.added;
    }
    const [held] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId));
    if ((held?.n ?? 0) >= WISHLIST_LIMIT) return WISHLIST_TIPS.full;
    await tx
      .insert(wishlistItems)
      .values({ customerId, productId: change.productId, variantId: change.variantId ?? null })
      .onConflictDoNothing();
    return WISHLIST_TIPS.added;
  });
}

/** Takes a product off the list: `removed`, also when it was not on it (nothing to undo). */
export async function removeFromWishlist(
  db: Db,
  customerId: number,
  productId: number,
): Promise<WishlistTipsType> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return WISHLIST_TIPS.removed;
}
