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
  productOptions,
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
  /** The products the gift picker offers (`giftProducts`). */
  products?: GiftProduct[];
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

/** One product a gift rule can give, as the gift picker offers it (minor units). */
export interface GiftProduct {
  productId: number;
  /** The variant the picker adds: the named one for a variant target, else the cheapest. */
  variantId: number | null;
  title: string;
  image: ImageRef | null;
  price: number;
  regularPrice: number;
  /** What one gift unit costs once the gift discount applies (0 when free). */
  giftPrice: number;
  /** The product's option names; a product with options but no variants cannot be given. */
  variantAttributeNames: string[];
  variantCount: number;
}

/** The gift picker lists at most this many gifts of one rule (12 a page). */
export const GIFT_PRODUCTS_LIMIT = 96;

/**
 * The products a buy-X-get-Y rule's gift set holds (active ones, by title), each priced as a gift:
 * a percentage gift takes that share off the unit price, any other gift is free.
 */
export async function giftProducts(
  db: Db,
  target: { targetType: 'category' | 'product' | 'variant'; targetIds: readonly (number | string)[] },
  gift: { valueType: 'percentage' | 'other'; value?: number },
  limit = GIFT_PRODUCTS_LIMIT,
): Promise<GiftProduct[]> {
  const ids = target.targetIds.map(Number).filter(Number.isSafeInteger);
  if (ids.length === 0) return [];
  // A variant target names the variants to give; the others give a product's cheapest variant.
  const chosen = new Map<number, number>();
  let productIds: number[];
  if (target.targetType === 'variant') {
    const rows = await db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(inArray(variants.id, ids))
      .orderBy(asc(variants.position), asc(variants.id));
    for (const row of rows) if (!chosen.has(row.productId)) chosen.set(row.productId, row.id);
    productIds = [...chosen.keys()];
  } else if (target.targetType === 'category') {
    const rows = await db
      .selectDistinct({ productId: productCategories.productId })
      .from(productCategories)
      .where(inArray(productCategories.categoryId, ids));
    productIds = rows.map((row) => row.productId);
  } else productIds = ids;
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      priceMin: products.priceMin,
      regularPriceMin: products.regularPriceMin,
      minPriceVariantId: products.minPriceVariantId,
    })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.status, 'active')))
    .orderBy(asc(products.title), asc(products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const shown = rows.map((row) => row.id);
  const [images, options, variantRows] = await Promise.all([
    loadMedia(db, shown).then(([list]) => list),
    db
      .select({ productId: productOptions.productId, name: productOptions.name })
      .from(productOptions)
      .where(inArray(productOptions.productId, shown))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    db
      .select({
        id: variants.id,
        productId: variants.productId,
        price: variants.price,
        regularPrice: variants.regularPrice,
      })
      .from(variants)
      .where(inArray(variants.productId, shown)),
  ]);
  const imageOf = new Map<number, ImageRef>();
  for (const image of images) if (!imageOf.has(image.productId)) imageOf.set(image.productId, image);
  const variantsOf = new Map<number, typeof variantRows>();
  for (const row of variantRows)
    variantsOf.set(row.productId, [...(variantsOf.get(row.productId) ?? []), row]);
  const percent = gift.valueType === 'percentage' ? Math.min(100, Math.max(0, gift.value ?? 100)) : 100;
  return rows.map((row) => {
    const own = variantsOf.get(row.id) ?? [];
    const variantId = chosen.get(row.id) ?? row.minPriceVariantId ?? own[0]?.id ?? null;
    const variant = own.find((v) => v.id === variantId);
    const price = variant?.price ?? row.priceMin;
    const regularPrice = variant ? (variant.regularPrice ?? variant.price) : row.regularPriceMin;
    return {
      productId: row.id,
      variantId: variant ? variant.id : null,
      title: row.title,
      image: imageOf.get(row.id) ?? null,
      price,
      regularPrice,
      giftPrice: price - Math.round((price * percent) / 100),
      variantAttributeNames: options.filter((o) => o.productId === row.id).map((o) => o.name),
      variantCount: own.length,
    };
  });
}
