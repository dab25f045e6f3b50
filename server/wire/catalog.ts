/**
 * The catalogue on the wire: database rows → wire shapes (snake_case, money as decimal strings
 * with the currency's places). The catalogue's domain code (server/domain/catalog) answers with
 * these.
 */
import type { GalleryItem, WireProduct, WireVariant } from '../../api/catalog';
import { thumbnailUrl, toWireMoney, type WireImage } from '../../api/common';
import type { ImageRef, Product, ProductImage, Variant } from '../db/schema';
import type { ProductRelations } from '../domain/catalog/relations';
import { discountPercentage, variantBuyable } from '../domain/catalog/rules';

export const productPath = (slug: string) => `/products/${slug}`;

export function wireImage(image: ImageRef | null | undefined): WireImage | null {
  if (!image) return null;
  return {
    url: image.url,
    thumbnail: thumbnailUrl(image.url),
    alt: image.alt ?? '',
    width: image.width ?? null,
    height: image.height ?? null,
  };
}

export function wireGalleryItem(image: ProductImage): GalleryItem {
  return {
    id: image.id,
    url: image.url,
    thumbnail: thumbnailUrl(image.url),
    alt: image.alt,
    width: image.width,
    height: image.height,
    media_content_type: image.mediaContentType,
    position: image.position,
  };
}

export function wireVariant(v: Variant, productTitle: string, currency: string): WireVariant {
  const title = v.title || v.options.map((o) => o.value).join(' / ') || productTitle;
  return {
    ID: v.id,
    product_id: v.productId,
    title,
    post_title: title,
    sku: v.sku,
    attrs: v.options,
    price: toWireMoney(v.price, currency),
    regular_price: toWireMoney(Math.max(v.regularPrice ?? v.price, v.price), currency),
    buy_able: variantBuyable(v),
    stock: v.stock,
    manage_stock: v.manageStock ? 'yes' : 'no',
    backorders: v.backorders,
    feature_image: wireImage(v.featureImage),
  };
}

export function wireProduct(
  p: Omit<Product, 'searchVector' | 'titleVector' | 'searchTerms' | 'description'>,
  rel: ProductRelations,
  include: { variants: boolean; gallery: boolean },
  currency: string,
): WireProduct {
  const [first, second] = rel.images;
  const regular = Math.max(p.regularPriceMin, p.priceMin);
  const variants = include.variants
    ? (rel.variants ?? []).map((v) => wireVariant(v, p.title, currency))
    : undefined;
  return {
    ID: p.id,
    title: p.title,
    post_title: p.title,
    subtitle: p.subtitle,
    slug: p.slug,
    path: productPath(p.slug),
    public_url: productPath(p.slug),
    vendor: p.vendor,
    product_type: p.productType,
    price: toWireMoney(p.priceMin, currency),
    regular_price: toWireMoney(regular, currency),
    min_price: toWireMoney(p.priceMin, currency),
    max_price: toWireMoney(p.priceMax, currency),
    min_price_variant: p.minPriceVariantId,
    buy_able: p.available,
    variant_buy_able: p.available,
    stock: p.totalStock,
    manage_stock: p.manageStock ? 'yes' : 'no',
    backorders: p.backorders,
    sku: p.sku,
    categories: rel.categories,
    feature_image: first ? wireImage(first) : null,
    second_image: second ? wireImage(second) : null,
    variant_attrs: rel.options,
    product_palette: rel.palettes,
    tags: rel.tags,
    custom_buttons: rel.buttons,
    is_overseas_depot: p.isOverseasDepot,
    group_id: p.groupId,
    gift: p.gift,
    review_count: p.reviewCount,
    review_status: p.reviewStatus,
    average_rating: Math.round(p.averageRating * 100) / 100,
    percentage: discountPercentage(p.priceMin, regular),
    agio: toWireMoney(regular - p.priceMin, currency),
    created_at: p.createdAt.toISOString(),
    // A listing sends its variants once; the product's own answer also names them variants_detail.
    ...(variants ? { variants } : {}),
    ...(include.gallery ? { gallery: rel.images.map(wireGalleryItem) } : {}),
  };
}
