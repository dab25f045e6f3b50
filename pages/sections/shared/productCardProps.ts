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

/** The theme settings a product listing reads (themes/settings.ts), each with a safe fallback. */
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

const cardDefaults: CardSettings = {
  buyButtonType: 'default',
  animation: 'none',
  titleStyle: 1,
  showRating: true,
  layout: 'grid',
  columns: { mobile: 2, desktop: 4 },
  showNum: 5,
  bubbleStyle: 0,
  mobileOptionPickerPopup: false,
};

/**
 * The same rules as `themeSettingsSchema` for the fields a card reads, written by hand: every
 * listing runs this in the browser, and the schema would ship zod on every page. The `Record`
 * key sets make the compiler flag a value added to (or dropped from) a theme setting's union.
 */
const oneOf =
  <T extends string>(values: Record<T, true>) =>
  (value: unknown): value is T =>
    typeof value === 'string' && Object.hasOwn(values, value);
const intIn =
  (min: number, max: number) =>
  (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isColumns = (value: unknown): value is CardSettings['columns'] => {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  const { mobile, desktop } = value as Record<string, unknown>;
  return keys.length === 2 && intIn(1, 6)(mobile) && intIn(1, 6)(desktop);
};
const isBuyButtonType = oneOf<CardSettings['buyButtonType']>({
  popup: true,
  link: true,
  add: true,
  default: true,
});
const isAnimation = oneOf<CardSettings['animation']>({ none: true, show_second_img: true });
const isTitleStyle = (value: unknown): value is CardSettings['titleStyle'] => value === 0 || value === 1;
const isLayout = oneOf<CardSettings['layout']>({ grid: true, list: true });

/**
 * Reads the card settings out of the theme's settings record. Each field is checked on its own, so
 * one bad merchant value falls back alone instead of breaking the page.
 */
export function cardSettings(themeSettings: Record<string, unknown>): CardSettings {
  const read = <T>(valid: (value: unknown) => value is T, key: string, fallback: T): T => {
    const value = themeSettings[key];
    return valid(value) ? value : fallback;
  };
  return {
    buyButtonType: read(isBuyButtonType, 'cardBuyButtonType', cardDefaults.buyButtonType),
    animation: read(isAnimation, 'cardAnimation', cardDefaults.animation),
    titleStyle: read(isTitleStyle, 'cardTitleStyle', cardDefaults.titleStyle),
    showRating: read(isBoolean, 'cardShowRating', cardDefaults.showRating),
    layout: read(isLayout, 'cardLayout', cardDefaults.layout),
    columns: read(isColumns, 'productGridColumns', cardDefaults.columns),
    showNum: read(intIn(1, 20), 'paletteShowNum', cardDefaults.showNum),
    bubbleStyle: read(intIn(0, 5), 'bubbleStyle', cardDefaults.bubbleStyle) as BubbleStyle,
    mobileOptionPickerPopup: read(isBoolean, 'mobileOptionPickerPopup', cardDefaults.mobileOptionPickerPopup),
  };
}

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
