/**
 * Wire catalogue → design-system props (spec §3 → camelCase). Pure: the product card, the option
 * picker dialog and anything else that lists products map the store's answer here, once.
 */
import type { PaletteAttribute, ProductTag, WireProduct, WireVariant } from '../../../api/catalog';
import type { WireImage } from '../../../api/common';
import { fromWireMoney } from '../../../api/money';
import type {
  MarketplaceButton,
  ProductCardImage,
  ProductCardPalette,
  ProductCardProps,
  ProductCardTag,
  ProductTagPosition,
  ProductTagShape,
  ProductTagWidth,
} from '../../../components';
import {
  type BubbleStyle,
  discountTagPercentage,
  marketplaceVariantFromStyle,
  type PaletteType,
} from '../../../lib/catalog';
import { isResizableMediaUrl, mediaUrlForWidth } from '../../../lib/catalog/imageWidths';
import type { PaletteOptionConfig } from '../../../lib/catalog/palette';
import type { CatalogVariant, VariantOption } from '../../../lib/catalog/variants';
import type { ThemeSettings } from '../../../themes/settings';
import { STORE_CURRENCY } from './index';

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

const cardImage = (image: WireImage | null): ProductCardImage | undefined =>
  image
    ? { src: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
    : undefined;

/** Money the card can show: wire decimals in hundredths, or undefined when the store sent none. */
const minor = (value: string): number | undefined => {
  const amount = fromWireMoney(value);
  return Number.isFinite(amount) ? amount : undefined;
};

/** spec §3 Variant → the variant picker's shape. */
export const toCatalogVariant = (variant: WireVariant): CatalogVariant => ({
  id: String(variant.ID),
  attrs: Object.fromEntries(variant.attrs.map((attr) => [attr.name, attr.value])),
  buyable: variant.buy_able,
  price: minor(variant.price),
  regularPrice: minor(variant.regular_price),
  sku: variant.sku ?? undefined,
  // Unmanaged stock has no meaningful count to show in {STOCK}.
  stock: variant.manage_stock === 'yes' ? variant.stock : undefined,
  imageSrc: variant.feature_image?.url,
});

/** The product's variants, from whichever list the store filled in. */
export const productVariants = (product: WireProduct): CatalogVariant[] =>
  (product.variants ?? product.variants_detail ?? []).map(toCatalogVariant);

export const productOptions = (product: WireProduct): VariantOption[] =>
  product.variant_attrs.map((attr) => ({ name: attr.name, values: attr.values }));

const paletteTypeOf: Record<PaletteAttribute['palette_type'], PaletteType> = {
  manual: 'manual',
  auto_image: 'autoImage',
  auto_block: 'autoBlock',
  '': 'none',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * A swatch is drawn at 40 px or less, so a 100 px WebP from the width ladder serves it at any pixel
 * density; the merchant's file (a 100 px PNG in the demo) weighs six times as much (issue 7).
 */
const swatchSrc = (url: string | undefined) =>
  url && isResizableMediaUrl(url) ? mediaUrlForWidth(url, 100) : url;

/** One option's palette config (spec §3: show_type, image_src, color_code, default_image_src, variant_id). */
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

/** Palettes by option name, for the variant picker. */
export const toVariantPalettes = (product: WireProduct) =>
  Object.fromEntries(
    product.product_palette.map((palette) => [
      palette.name,
      {
        paletteType: paletteTypeOf[palette.palette_type],
        configs: Object.fromEntries(
          palette.value.map((value) => [value, toPaletteConfig(palette.config[value])]),
        ),
      },
    ]),
  );

const tagShapes: readonly ProductTagShape[] = ['burst', 'ribbon', 'circle', 'flag'];
const tagPositions: Record<string, ProductTagPosition> = {
  'top-left': 'topLeft',
  'top-right': 'topRight',
  'bottom-left': 'bottomLeft',
  'bottom-right': 'bottomRight',
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const tagWidth = (value: unknown): ProductTagWidth | undefined => {
  const { width, unit } = record(value);
  return typeof width === 'number' && (unit === 'px' || unit === '%') ? { width, unit } : undefined;
};

/** spec §3 product tag → a badge; the image_config sizes and corner per device, its text and colour. */
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

/** spec §3 custom button → a marketplace button (the component decides where merchant colours apply). */
export const toMarketplaceButtons = (product: WireProduct): MarketplaceButton[] =>
  product.custom_buttons.map((button) => ({
    id: String(button.id),
    kind: button.button_type,
    url: button.button_url,
    text: button.button_text,
    variant: marketplaceVariantFromStyle(button.button_style),
    textColor: button.text_color,
    backgroundColor: button.background_color,
  }));

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
