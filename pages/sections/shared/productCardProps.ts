/**
 * A listed product as ProductCard props, by the theme's card settings (spec §2, §4, §5). Pure: the
 * listings (collection, search, featured collection, recommendations) map the store's answer
 * here, once. What the product page shares with the card is in `productWire.ts`.
 */
import type { WireProduct } from '../../../api/catalog';
import type { WireImage } from '../../../api/common';
import type {
  ProductCardImage,
  ProductCardPalette,
  ProductCardProps,
  ProductCardTag,
} from '../../../components';
import { type BubbleStyle, discountTagPercentage } from '../../../lib/catalog';
import type { CatalogVariant } from '../../../lib/catalog/variants';
import type { ThemeSettings } from '../../../themes/settings';
import { STORE_CURRENCY } from './index';
import {
  minor,
  paletteTypeOf,
  productOptions,
  productVariants,
  toCardTag,
  toMarketplaceButtons,
  toPaletteConfig,
} from './productWire';

/** The theme settings a product listing reads (themes/settings.ts). */
export interface CardSettings {
  buyButtonType: ThemeSettings['cardBuyButtonType'];
  animation: ThemeSettings['cardAnimation'];
  titleStyle: ThemeSettings['cardTitleStyle'];
  showRating: boolean;
  layout: ThemeSettings['cardLayout'];
  columns: ThemeSettings['productGridColumns'];
  showNum: number;
  bubbleStyle: BubbleStyle;
  mobileOptionPickerPopup: boolean;
}

/** The card settings out of the theme's settings (parsed by the page's loader, so already valid). */
export const cardSettings = (themeSettings: ThemeSettings): CardSettings => ({
  buyButtonType: themeSettings.cardBuyButtonType,
  animation: themeSettings.cardAnimation,
  titleStyle: themeSettings.cardTitleStyle,
  showRating: themeSettings.cardShowRating,
  layout: themeSettings.cardLayout,
  columns: themeSettings.productGridColumns,
  showNum: themeSettings.paletteShowNum,
  // The theme's schema holds it to 0–5.
  bubbleStyle: themeSettings.bubbleStyle as BubbleStyle,
  mobileOptionPickerPopup: themeSettings.mobileOptionPickerPopup,
});

const cardImage = (image: WireImage | null): ProductCardImage | undefined =>
  image
    ? { src: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
    : undefined;

/**
 * The card's palette preview: the product's first palette attribute, each option marked sold out
 * when no buyable variant carries it (spec §4).
 */
export const toCardPalette = (
  product: WireProduct,
  variants: readonly CatalogVariant[],
): ProductCardPalette | undefined => {
  const palette = product.product_palette[0];
  if (!palette || palette.value.length === 0) return undefined;
  return {
    name: palette.name,
    paletteType: paletteTypeOf[palette.palette_type],
    options: palette.value.map((value) => ({
      value,
      config: toPaletteConfig(palette.config[value]),
      soldOut:
        variants.length > 0 &&
        !variants.some((variant) => variant.buyable && variant.attrs[palette.name] === value),
    })),
  };
};

/**
 * A tag whose text leans on a saving or a stock count says nothing without one ("-", "Only
 * left"): it shows only when the saving passes the card's discount threshold (spec §5: above
 * 1 %) and the stock is counted.
 */
export const tagApplies = (
  tag: ProductCardTag,
  { price, regularPrice, stock }: { price: number; regularPrice?: number; stock?: number },
): boolean => {
  if (/\{SAVE_(PERCENT|AMOUNT)\}/.test(tag.text) && discountTagPercentage(price, regularPrice) === null)
    return false;
  if (tag.text.includes('{STOCK}') && stock === undefined) return false;
  return true;
};

/**
 * The `sizes` of a card image: a column of the page width (capped at the content width) in the
 * grid, a third of it in the list layout.
 */
export const cardImageSizes = (layout: 'grid' | 'list', columns: { mobile: number; desktop: number }) => {
  if (layout === 'list') return '(min-width: 768px) 33vw, 40vw';
  const desktop = Math.max(1, columns.desktop);
  const mobile = Math.max(1, columns.mobile);
  return `(min-width: 1280px) ${Math.ceil(1280 / desktop)}px, (min-width: 768px) ${Math.ceil(100 / desktop)}vw, ${Math.ceil(100 / mobile)}vw`;
};

/** The data half of a product card (no handlers): what `ProductCard` shows for one wire product. */
export type CardData = Omit<
  ProductCardProps,
  'onAdd' | 'onQuickView' | 'onOptionPickerRequest' | 'onMarketplaceClick' | 'onWishlistToggle'
>;

export interface CardOptions {
  settings: CardSettings;
  /** @default settings.layout */
  layout?: 'grid' | 'list';
  /** @default settings.columns */
  columns?: { mobile: number; desktop: number };
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The card is in the first view: its image loads eagerly. @default false */
  priority?: boolean;
}

/** One wire product as ProductCard props, by the theme's card settings (spec §2, §4, §5). */
export function toProductCardProps(product: WireProduct, options: CardOptions): CardData {
  const { settings } = options;
  const layout = options.layout ?? settings.layout;
  const variants = productVariants(product);
  const price = minor(product.price) ?? 0;
  const regularPrice = minor(product.regular_price);
  const showRating = settings.showRating && product.review_status === 'open' && product.review_count > 0;
  const stock = product.manage_stock === 'yes' ? product.stock : undefined;
  const shownRegular = regularPrice !== undefined && regularPrice > price ? regularPrice : undefined;
  return {
    productId: String(product.ID),
    title: product.title,
    href: product.path,
    price,
    regularPrice: shownRegular,
    currency: STORE_CURRENCY,
    image: cardImage(product.feature_image),
    secondImage: cardImage(product.second_image),
    animation: settings.animation,
    layout,
    titleStyle: settings.titleStyle,
    headingLevel: options.headingLevel ?? 3,
    rating: showRating ? product.average_rating : undefined,
    reviewCount: showRating ? product.review_count : undefined,
    tags: product.tags
      .map(toCardTag)
      .filter((tag) => tagApplies(tag, { price, regularPrice: shownRegular, stock })),
    sku: product.sku ?? undefined,
    stock,
    marketplaceButtons: toMarketplaceButtons(product),
    palette: toCardPalette(product, variants),
    showNum: settings.showNum,
    bubbleStyle: settings.bubbleStyle,
    options: productOptions(product),
    variants,
    buyable: product.buy_able,
    buyButtonType: settings.buyButtonType,
    mobileOptionPickerPopup: settings.mobileOptionPickerPopup,
    imageSizes: cardImageSizes(layout, options.columns ?? settings.columns),
    priority: options.priority ?? false,
  };
}
