/**
 * Wire catalogue → design-system props (spec §3 → camelCase) for what the product page and the
 * product card both show: variants, options, palettes, tags, marketplace buttons. Pure. The
 * card-only half (theme card settings, the card's own props) is `productCardProps.ts`, so the
 * product page does not download it (issue 7: initial JavaScript ≤ 140 KB).
 */
import type { PaletteAttribute, ProductTag, WireProduct, WireVariant } from '../../../api/catalog';
import { fromWireMoney } from '../../../api/money';
import type {
  MarketplaceButton,
  ProductCardTag,
  ProductTagPosition,
  ProductTagShape,
  ProductTagWidth,
} from '../../../components';
import { marketplaceVariantFromStyle, type PaletteType } from '../../../lib/catalog';
import { isResizableMediaUrl, mediaUrlForWidth } from '../../../lib/catalog/imageWidths';
import type { PaletteOptionConfig } from '../../../lib/catalog/palette';
import type { CatalogVariant, VariantOption } from '../../../lib/catalog/variants';
import { STORE_CURRENCY } from './index';

/** Money the card can show: wire decimals in minor units, or undefined when the store sent none. */
export const minor = (value: string): number | undefined => {
  const amount = fromWireMoney(value, STORE_CURRENCY);
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

export const paletteTypeOf: Record<PaletteAttribute['palette_type'], PaletteType> = {
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
