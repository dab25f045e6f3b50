/**
 * A listed product's view model as ProductCard props, by the theme's card settings. Pure: the
 * listings (collection, search, featured collection, recommendations) read the product view model
 * (`productModel.ts`, built by the loaders) and draw it through here.
 */
import type { ProductCardPalette, ProductCardProps, ProductCardTag } from '../../../components';
import type { BubbleStyle } from '../../../lib/catalog';
import { type CardBuyAction, cardBuyAction } from '../../../lib/catalog/cardActions';
import { discountTagPercentage } from '../../../lib/catalog/discount';
import type { ThemeSettings } from '../../../themes/settings';
import { type ProductSummary, pickerPalettes } from './productModel';

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

/**
 * The card's palette preview: the product's first palette, each option marked sold out when no
 * buyable variant carries it.
 */
export const toCardPalette = (product: ProductSummary): ProductCardPalette | undefined => {
  const palette = product.palettes[0];
  if (!palette || palette.values.length === 0) return undefined;
  const { variants } = product;
  return {
    name: palette.name,
    paletteType: palette.paletteType,
    options: palette.values.map((value) => ({
      value,
      config: palette.configs?.[value] ?? {},
      soldOut:
        variants.length > 0 &&
        !variants.some((variant) => variant.buyable && variant.attrs[palette.name] === value),
    })),
  };
};

/**
 * A tag whose text leans on a saving or a stock count says nothing without one ("-", "Only
 * left"): it shows only when the saving passes the card's discount threshold (above
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

/** The data half of a product card (no handlers): what `ProductCard` shows for one product. */
export type CardData = Omit<
  ProductCardProps,
  'onAdd' | 'onQuickView' | 'onOptionPickerRequest' | 'onMarketplaceClick' | 'onWishlistToggle'
> & { buyAction: CardBuyAction };

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

/** One product as ProductCard props, by the theme's card settings. */
export function toProductCardProps(product: ProductSummary, options: CardOptions): CardData {
  const { settings } = options;
  const layout = options.layout ?? settings.layout;
  const { price, regularPrice, stock, rating } = product;
  const shownRating = settings.showRating ? rating : undefined;
  const palette = toCardPalette(product);
  return {
    productId: String(product.id),
    title: product.title,
    href: product.href,
    price: price.amount,
    regularPrice: regularPrice?.amount,
    currency: price.currency,
    image: product.image,
    secondImage: product.secondImage,
    animation: settings.animation,
    layout,
    titleStyle: settings.titleStyle,
    headingLevel: options.headingLevel ?? 3,
    rating: shownRating?.average,
    reviewCount: shownRating?.count,
    tags: product.tags.filter((tag) =>
      tagApplies(tag, { price: price.amount, regularPrice: regularPrice?.amount, stock }),
    ),
    sku: product.sku,
    stock,
    marketplaceButtons: product.marketplaceButtons,
    palette,
    palettes: pickerPalettes(product.palettes.slice(0, palette ? 1 : 0)),
    showNum: settings.showNum,
    bubbleStyle: settings.bubbleStyle,
    options: product.options,
    variants: product.variants,
    buyable: product.buyable,
    buyAction: cardBuyAction(settings.buyButtonType, {
      variantCount: product.variants.length,
      soldOut: product.soldOut,
    }),
    mobileOptionPickerPopup: settings.mobileOptionPickerPopup,
    imageSizes: cardImageSizes(layout, options.columns ?? settings.columns),
    priority: options.priority ?? false,
  };
}
