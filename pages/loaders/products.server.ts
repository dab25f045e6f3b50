/**
 * The store's products (wire: snake_case, money as decimal strings, every variant possibly twice)
 * → the product view model (`sections/shared/productModel.ts`). The one place that reads a
 * product's wire fields: route loaders and section loads call it, components read what it returns.
 * Only what a page shows is kept, so the loader data written into the page stays small.
 */

import type {
  CollectionResponse,
  PaletteAttribute,
  ProductListResponse,
  ProductTag,
  WireCollection,
  WireProduct,
  WireProductDetail,
  WireVariant,
} from '../../api/catalog';
import type { WireImage } from '../../api/common';
import type {
  MarketplaceButton,
  ProductCardImage,
  ProductCardTag,
  ProductTagPosition,
  ProductTagShape,
  ProductTagWidth,
} from '../../components';
import { marketplaceVariantFromStyle } from '../../lib/catalog/cardActions';
import { isResizableMediaUrl, mediaUrlForWidth } from '../../lib/catalog/imageWidths';
import type { PaletteOptionConfig, PaletteType } from '../../lib/catalog/palette';
import { type CatalogVariant, isProductSoldOut } from '../../lib/catalog/variants';
import type { Money } from '../../lib/money/money';
import { fromWireMoney } from '../../lib/money/wire';
import { sanitizeRichText } from '../layout/richText';
import type {
  CollectionSummary,
  CollectionView,
  ProductDetail,
  ProductImage,
  ProductListView,
  ProductPalette,
  ProductSummary,
  SpecialAttribute,
  VariantDetail,
} from '../sections/shared/productModel';

/** A wire amount as Money; undefined when the store sent no amount. */
export const toMoney = (value: string, currency: string): Money | undefined => {
  const amount = fromWireMoney(value, currency);
  return Number.isFinite(amount) ? { amount, currency } : undefined;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The product's variants, from whichever list the store filled in. */
const wireVariants = (product: WireProduct): WireVariant[] =>
  product.variants ?? product.variants_detail ?? [];

/** A variant as the variant picker and the card read it. */
export const toCatalogVariant = (variant: WireVariant, currency: string): CatalogVariant => ({
  id: String(variant.ID),
  attrs: Object.fromEntries(variant.attrs.map((attr) => [attr.name, attr.value])),
  buyable: variant.buy_able,
  price: toMoney(variant.price, currency),
  regularPrice: toMoney(variant.regular_price, currency),
  sku: variant.sku ?? undefined,
  // Unmanaged stock has no meaningful count to show in {STOCK}.
  stock: variant.manage_stock === 'yes' ? variant.stock : undefined,
  imageSrc: variant.feature_image?.url,
});

const paletteTypeOf: Record<PaletteAttribute['palette_type'], PaletteType> = {
  manual: 'manual',
  auto_image: 'autoImage',
  auto_block: 'autoBlock',
  '': 'none',
};

/**
 * A swatch is drawn at 40 px or less, so a 100 px WebP from the width ladder serves it at any pixel
 * density; the merchant's file (a 100 px PNG in the demo) weighs six times as much.
 */
const swatchSrc = (url: string | undefined) =>
  url && isResizableMediaUrl(url) ? mediaUrlForWidth(url, 100) : url;

/** One option's palette config (show_type, image_src, color_code, default_image_src, variant_id). */
export const toPaletteConfig = (config: Record<string, unknown> | undefined): PaletteOptionConfig => {
  if (!config) return {};
  const showType =
    config.show_type === 'show_image' ? 'image' : config.show_type === 'show_block' ? 'block' : undefined;
  const variantId = config.variant_id;
  return {
    showType,
    imageSrc: swatchSrc(text(config.image_src)),
    colorCode: text(config.color_code),
    defaultImageSrc: text(config.default_image_src),
    variantId: typeof variantId === 'number' || typeof variantId === 'string' ? String(variantId) : undefined,
  };
};

const toPalette = (palette: PaletteAttribute): ProductPalette => ({
  name: palette.name,
  values: palette.value,
  paletteType: paletteTypeOf[palette.palette_type],
  configs: Object.fromEntries(palette.value.map((value) => [value, toPaletteConfig(palette.config[value])])),
});

const tagShapes: readonly ProductTagShape[] = ['burst', 'ribbon', 'circle', 'flag'];
const tagPositions: Record<string, ProductTagPosition> = {
  'top-left': 'topLeft',
  'top-right': 'topRight',
  'bottom-left': 'bottomLeft',
  'bottom-right': 'bottomRight',
};

const tagWidth = (value: unknown): ProductTagWidth | undefined => {
  const { width, unit } = record(value);
  return typeof width === 'number' && (unit === 'px' || unit === '%') ? { width, unit } : undefined;
};

/** A product tag → a badge: the image_config sizes and corner per device, its text and colour. */
export const toCardTag = (tag: ProductTag): ProductCardTag => {
  const config = record(tag.image_config);
  const pc = record(config.pc);
  const position = tagPositions[String(pc.position ?? record(config.mobile).position)] ?? 'topLeft';
  return {
    id: String(tag.id),
    kind: tag.style === 1 ? 'image' : 'shape',
    shape: tagShapes.find((shape) => shape === tag.shape) ?? 'burst',
    imageSrc: tag.image?.url,
    text: text(config.text) ?? tag.name,
    textColor: text(config.text_color),
    position,
    mobileWidth: tagWidth(config.mobile),
    desktopWidth: tagWidth(config.pc),
  };
};

/** A custom button → a marketplace button (the component decides where merchant colours apply). */
const toMarketplaceButton = (button: WireProduct['custom_buttons'][number]): MarketplaceButton => ({
  id: String(button.id),
  kind: button.button_type,
  url: button.button_url,
  text: button.button_text,
  variant: marketplaceVariantFromStyle(button.button_style),
  textColor: button.text_color,
  backgroundColor: button.background_color,
});

const cardImage = (image: WireImage | null): ProductCardImage | undefined =>
  image
    ? { src: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
    : undefined;

/** One wire product as a listing shows it, prices in `currency` (the store's). */
export function toProductSummary(product: WireProduct, currency: string): ProductSummary {
  const variants = wireVariants(product).map((variant) => toCatalogVariant(variant, currency));
  const price = toMoney(product.price, currency) ?? { amount: 0, currency };
  const regularPrice = toMoney(product.regular_price, currency);
  const reviewed = product.review_status === 'open' && product.review_count > 0;
  return {
    id: product.ID,
    title: product.title,
    href: product.path,
    price,
    regularPrice: regularPrice && regularPrice.amount > price.amount ? regularPrice : undefined,
    image: cardImage(product.feature_image),
    secondImage: cardImage(product.second_image),
    rating: reviewed ? { average: product.average_rating, count: product.review_count } : undefined,
    tags: product.tags.map(toCardTag),
    sku: product.sku ?? undefined,
    stock: product.manage_stock === 'yes' ? product.stock : undefined,
    buyable: product.buy_able,
    soldOut: isProductSoldOut(variants, product.buy_able),
    options: product.variant_attrs.map((attr) => ({ name: attr.name, values: attr.values })),
    variants,
    palettes: product.product_palette.map(toPalette),
    marketplaceButtons: product.custom_buttons.map(toMarketplaceButton),
  };
}

/** Listed products (collections, search, recommendations) as view models. */
export const toProductSummaries = (products: readonly WireProduct[], currency: string): ProductSummary[] =>
  products.map((product) => toProductSummary(product, currency));

export const toCollectionView = (found: CollectionResponse, currency: string): CollectionView => ({
  header: {
    handle: found.data.handle,
    title: found.data.title,
    descriptionHtml: sanitizeRichText(found.data.description),
    path: found.data.path,
    image: found.data.image ? { url: found.data.image.url, alt: found.data.image.alt } : null,
    sortOrder: found.data.sort_order,
  },
  products: toProductSummaries(found.products, currency),
  total: found.meta.total,
  page: found.meta.current_page,
  pageCount: found.meta.last_page,
  ...(found.facets
    ? {
        facets: {
          availability: found.facets.availability,
          collections: found.facets.collections,
          categories: found.facets.categories,
          options: found.facets.options,
          price: {
            min: { amount: fromWireMoney(found.facets.price.min, currency), currency },
            max: { amount: fromWireMoney(found.facets.price.max, currency), currency },
          },
        },
      }
    : {}),
});

export const toProductListView = (found: ProductListResponse, currency: string): ProductListView => ({
  ...found,
  data: toProductSummaries(found.data, currency),
});

/** A collection as a collection list or a search suggestion shows it. */
export const toCollectionSummary = (collection: WireCollection): CollectionSummary => ({
  id: collection.id,
  title: collection.title,
  href: collection.path,
  imageSrc: collection.image?.url,
  productsCount: collection.products_count,
});

const toImage = (image: Pick<WireImage, 'url' | 'alt' | 'width' | 'height'>, fallbackAlt: string) => ({
  url: image.url,
  alt: image.alt || fallbackAlt,
  // The seed's generated imagery is 4:5; an image without sizes keeps that box.
  width: image.width ?? 1200,
  height: image.height ?? 1500,
});

/**
 * The most a shopper may put in the cart in one add: the stock when stock is tracked and
 * backorders are off; otherwise no limit of its own.
 */
const stockLimit = (
  source: Pick<WireVariant, 'manage_stock' | 'backorders' | 'stock'>,
): number | undefined =>
  source.manage_stock === 'yes' && source.backorders === 'no' && source.stock > 0 ? source.stock : undefined;

/** The product's cart special attribute, when it declares one with choices. */
const toSpecialAttribute = (attrs: WireProductDetail['special_attrs']): SpecialAttribute | null => {
  if (!attrs) return null;
  const values = Array.isArray(attrs.values)
    ? attrs.values.filter((v): v is string => typeof v === 'string')
    : [];
  const key = text(attrs.key) ?? 'power';
  if (values.length === 0) return null;
  return { key, label: text(attrs.label) ?? key, values, required: attrs.required === true };
};

/** One wire product as its own page shows it, prices in `currency` (the store's). */
export function toProductDetail(product: WireProductDetail, currency: string): ProductDetail {
  const summary = toProductSummary(
    { ...product, variants: product.variants, variants_detail: undefined },
    currency,
  );
  const variants: VariantDetail[] = product.variants.map((variant, index) => ({
    ...summary.variants[index]!,
    image: variant.feature_image ? toImage(variant.feature_image, product.title) : undefined,
    maxQuantity: stockLimit(variant),
  }));
  const gallery: ProductImage[] = (
    product.gallery.length > 0 ? product.gallery : product.feature_image ? [product.feature_image] : []
  ).map((image) => toImage(image, product.title));
  const special = toSpecialAttribute(product.special_attrs);
  const collection = product.collections[0];
  return {
    ...summary,
    variants,
    subtitle: product.subtitle ?? undefined,
    vendor: product.vendor ?? undefined,
    description: sanitizeRichText(product.description),
    images: gallery,
    special,
    paired: Boolean(product.group_id) && special !== null,
    sizeChartId: product.size_chart_id,
    reviewsOpen: product.review_status === 'open',
    collection: collection ? { handle: collection.handle, title: collection.title } : undefined,
  };
}
