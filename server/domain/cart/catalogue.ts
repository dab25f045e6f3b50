/**
 * What the cart needs to know about the items in it, read from the catalogue on every pricing:
 * prices and stock are never taken from the cart or the client.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BackorderPolicy,
  categories,
  type ImageRef,
  type OptionValue,
  productCategories,
  productImages,
  products,
  variants,
} from '../../db/schema';

export interface LineItemInfo {
  productId: number;
  variantId: number;
  productTitle: string;
  productSlug: string;
  productSku: string | null;
  variantTitle: string;
  variantSku: string | null;
  /** Minor units. */
  price: number;
  /** Compare-at price in minor units (the price when there is no markdown). */
  regularPrice: number;
  stock: number;
  manageStock: boolean;
  backorders: BackorderPolicy;
  options: OptionValue[];
  image: ImageRef | null;
  categoryIds: number[];
  specialAttrs: Record<string, unknown> | null;
  /** The product's pair group (left and right lens halves share one): the cart counts it half. */
  groupId: string | null;
}

/** Units that can still be sold: null when unlimited (unmanaged stock or backorders allowed). */
export function sellableUnits(
  item: Pick<LineItemInfo, 'stock' | 'manageStock' | 'backorders'>,
): number | null {
  if (!item.manageStock || item.backorders !== 'no') return null;
  return Math.max(0, item.stock);
}

/**
 * Active variants by id, with their product; variants of draft or archived products are absent.
 * `{ media: false }` skips the image and category reads (two queries) when only stock and names
 * matter, as in the stock check after adding a line.
 */
export async function loadLineItems(
  db: Db,
  variantIds: readonly number[],
  { media = true }: { media?: boolean } = {},
): Promise<Map<number, LineItemInfo>> {
  const ids = [...new Set(variantIds)];
  const result = new Map<number, LineItemInfo>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      productId: products.id,
      variantId: variants.id,
      productTitle: products.title,
      productSlug: products.slug,
      productSku: products.sku,
      variantTitle: variants.title,
      variantSku: variants.sku,
      price: variants.price,
      regularPrice: variants.regularPrice,
      stock: variants.stock,
      manageStock: variants.manageStock,
      backorders: variants.backorders,
      options: variants.options,
      variantImage: variants.featureImage,
      specialAttrs: products.specialAttrs,
      groupId: products.groupId,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, ids), eq(products.status, 'active')));
  if (rows.length === 0) return result;
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const [images, cats] = await (media ? loadMedia(db, productIds) : Promise.resolve([[], []] as const));
  const imageOf = new Map<number, ImageRef>();
  for (const image of images) if (!imageOf.has(image.productId)) imageOf.set(image.productId, image);
  const categoriesOf = new Map<number, number[]>();
  for (const link of cats) {
    const list = categoriesOf.get(link.productId) ?? [];
    list.push(link.categoryId);
    categoriesOf.set(link.productId, list);
  }
  for (const row of rows) {
    result.set(row.variantId, {
      productId: row.productId,
      variantId: row.variantId,
      productTitle: row.productTitle,
      productSlug: row.productSlug,
      productSku: row.productSku,
      variantTitle: row.variantTitle,
      variantSku: row.variantSku,
      price: row.price,
      regularPrice: row.regularPrice ?? row.price,
      stock: row.stock,
      manageStock: row.manageStock,
      backorders: row.backorders,
      options: row.options,
      image: row.variantImage ?? imageOf.get(row.productId) ?? null,
      categoryIds: categoriesOf.get(row.productId) ?? [],
      specialAttrs: row.specialAttrs ?? null,
      groupId: row.groupId ?? null,
    });
  }
  return result;
}

/** First images and category links of products (a cart line's picture and rule targets). */
function loadMedia(db: Db, productIds: number[]) {
  return Promise.all([
    db
      .select({
        productId: productImages.productId,
        url: productImages.url,
        alt: productImages.alt,
        width: productImages.width,
        height: productImages.height,
      })
      .from(productImages)
      .where(and(inArray(productImages.productId, productIds), eq(productImages.position, 0)))
      .orderBy(asc(productImages.id)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, productIds)),
  ]);
}

/** The variants of an active product, in display order; empty when the product is not for sale. */
export async function productVariantIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.productId, productId), eq(products.status, 'active')))
    .orderBy(asc(variants.position), asc(variants.id));
  return rows.map((row) => row.id);
}

/** A gift rule's gift set as the shopper knows it: category names, or product titles. */
export interface GiftTargetNames {
  targetType: 'category' | 'product' | 'variant';
  names: string[];
}

/** Names shown for a gift set, in the rule's order; at most `limit` of them. */
export async function giftTargetNames(
  db: Db,
  target: { targetType: 'category' | 'product' | 'variant'; targetIds: readonly (number | string)[] },
  limit = 3,
): Promise<GiftTargetNames> {
  const ids = target.targetIds.map(Number).filter(Number.isSafeInteger).slice(0, limit);
  if (ids.length === 0) return { targetType: target.targetType, names: [] };
  const rows =
    target.targetType === 'category'
      ? await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids))
      : target.targetType === 'product'
        ? await db
            .select({ id: products.id, name: products.title })
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.status, 'active')))
        : await db
            .select({ id: variants.id, name: products.title })
            .from(variants)
            .innerJoin(products, eq(products.id, variants.productId))
            .where(and(inArray(variants.id, ids), eq(products.status, 'active')));
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const names = [...new Set(ids.flatMap((id) => nameOf.get(id) ?? []))];
  return { targetType: target.targetType, names };
}
