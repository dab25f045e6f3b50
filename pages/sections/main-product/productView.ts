/**
 * The product page's wire → component mapping (the store's snake_case stops here) and the
 * variant rules the route loader and the section share. Pure: no React, no DOM.
 */
import type {
  CustomButton,
  GalleryItem,
  PaletteAttribute,
  ProductTag,
  WireProductDetail,
  WireVariant,
} from '../../../api/catalog';
import { fromWireMoney } from '../../../api/common';
import type {
  MarketplaceButton,
  ProductTagBadgeProps,
  ProductTagPosition,
  ProductTagShape,
  ProductTagWidth,
  VariantPalette,
} from '../../../components';
import {
  type CatalogVariant,
  marketplaceVariantFromStyle,
  type PaletteOptionConfig,
  type PaletteType,
  type VariantOption,
} from '../../../lib/catalog';

/** Option inputs of the variant picker are named `option[<name>]` (its default prefix). */
export const OPTION_PARAM_PREFIX = 'option';

const optionParam = (name: string) => `${OPTION_PARAM_PREFIX}[${name}]`;

export const variantOptions = (product: WireProductDetail): VariantOption[] =>
  product.variant_attrs.map((attribute) => ({ name: attribute.name, values: attribute.values }));

const attrsOf = (variant: WireVariant): Record<string, string> =>
  Object.fromEntries(variant.attrs.map((attr) => [attr.name, attr.value]));

export const catalogVariants = (product: WireProductDetail): CatalogVariant[] =>
  product.variants.map((variant) => ({
    id: String(variant.ID),
    attrs: attrsOf(variant),
    buyable: variant.buy_able,
    price: fromWireMoney(variant.price),
    regularPrice: fromWireMoney(variant.regular_price),
    sku: variant.sku ?? undefined,
    stock: variant.stock,
    imageSrc: variant.feature_image?.url,
  }));

/**
 * The variant shown when none was asked for: the first buyable one, else the first — the same
 * rule as the picker's starting selection (lib/catalog `initialSelection`).
 */
export const defaultVariant = (product: WireProductDetail): WireVariant | null =>
  product.variants.find((variant) => variant.buy_able) ?? product.variants[0] ?? null;

/** What the request asked for: a variant id, option picks from the no-JavaScript form, or nothing. */
export interface RequestedVariant {
  /** The matching variant, or `null` for "the default one". */
  variantId: number | null;
  /** The picks came as `option[<name>]` params: the loader redirects to `?variant=<id>`. */
  fromOptions: boolean;
}

/**
 * Resolves the page's variant from its query (spec §2/§4): `?variant=<id>` when that id belongs to
 * the product; else the `option[<name>]=<value>` picks posted by the picker's GET form — the exact
 * combination, or when it does not exist the variant sharing the most picks (buyable first), so
 * the shopper lands near what they chose; else `null` (the default variant). Unknown ids and
 * values are ignored, never an error.
 */
export const resolveRequestedVariant = (
  product: WireProductDetail,
  params: URLSearchParams,
): RequestedVariant => {
  const asked = Number(params.get('variant'));
  if (Number.isInteger(asked) && product.variants.some((variant) => variant.ID === asked)) {
    return { variantId: asked, fromOptions: false };
  }
  const picks = product.variant_attrs.flatMap((attribute) => {
    const value = params.get(optionParam(attribute.name));
    return value !== null && attribute.values.includes(value) ? [[attribute.name, value] as const] : [];
  });
  if (picks.length === 0) return { variantId: null, fromOptions: false };
  let best: { variant: WireVariant; score: number } | null = null;
  for (const variant of product.variants) {
    const attrs = attrsOf(variant);
    // Every matching pick counts 2, buyable breaks ties: a sold-out exact match still wins.
    const score =
      picks.filter(([name, value]) => attrs[name] === value).length * 2 + (variant.buy_able ? 1 : 0);
    if (!best || score > best.score) best = { variant, score };
  }
  return { variantId: best && best.score >= 2 ? best.variant.ID : null, fromOptions: true };
};

/** The URL search of `params` with the option picks replaced by `variant=<id>` (other params kept). */
export const searchWithVariant = (params: URLSearchParams, variantId: number | null): string => {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (key !== 'variant' && !key.startsWith(`${OPTION_PARAM_PREFIX}[`)) next.append(key, value);
  }
  if (variantId !== null) next.set('variant', String(variantId));
  const search = next.toString();
  return search ? `?${search}` : '';
};

const paletteTypes: Record<PaletteAttribute['palette_type'], PaletteType> = {
  manual: 'manual',
  auto_image: 'autoImage',
  auto_block: 'autoBlock',
  '': 'none',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Palettes by option name, camelCased for the picker (spec §3 product_palette). */
export const variantPalettes = (product: WireProductDetail): Record<string, VariantPalette> =>
  Object.fromEntries(
    product.product_palette
      .filter((palette) => palette.palette_type !== '')
      .map((palette) => {
        const configs: Record<string, PaletteOptionConfig> = {};
        for (const [value, config] of Object.entries(palette.config)) {
          const showType = text(config.show_type);
          configs[value] = {
            showType: showType === 'show_image' ? 'image' : showType === 'show_block' ? 'block' : undefined,
            imageSrc: text(config.image_src),
            colorCode: text(config.color_code),
            defaultImageSrc: text(config.default_image_src),
            variantId: config.variant_id === undefined ? undefined : String(config.variant_id),
          };
        }
        return [palette.name, { paletteType: paletteTypes[palette.palette_type], configs }];
      }),
  );

const tagShapes: readonly string[] = ['burst', 'ribbon', 'circle', 'flag'] satisfies ProductTagShape[];
const tagPositions: Record<string, ProductTagPosition> = {
  'top-left': 'topLeft',
  'top-right': 'topRight',
  'bottom-left': 'bottomLeft',
  'bottom-right': 'bottomRight',
};

const tagWidth = (value: unknown): ProductTagWidth | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, unit } = value as { width?: unknown; unit?: unknown };
  return typeof width === 'number' && (unit === 'px' || unit === '%') ? { width, unit } : undefined;
};

/** A tag badge's props without the placeholder values (those follow the picked variant). */
export type ProductPageTag = Omit<ProductTagBadgeProps, 'values'> & { id: number };

/** Tag badges (spec §3 Product tag): style 1 is the merchant's image with text, else a shape. */
export const productTags = (tags: readonly ProductTag[]): ProductPageTag[] =>
  tags.flatMap((tag) => {
    const config = tag.image_config ?? {};
    const label = text(config.text) ?? tag.name;
    if (!label.trim()) return [];
    const desktop = config.pc as { position?: unknown } | undefined;
    return [
      {
        id: tag.id,
        kind: tag.style === 1 ? ('image' as const) : ('shape' as const),
        shape: tag.shape && tagShapes.includes(tag.shape) ? (tag.shape as ProductTagShape) : undefined,
        imageSrc: tag.style === 1 ? tag.image?.url : undefined,
        text: label,
        textColor: text(config.text_color),
        shapeColor: text(config.shape_color),
        position: tagPositions[String(desktop?.position)] ?? 'topLeft',
        desktopWidth: tagWidth(config.pc),
        mobileWidth: tagWidth(config.mobile),
      },
    ];
  });

/** Custom / marketplace buttons (spec §3 Custom button). */
export const marketplaceButtons = (buttons: readonly CustomButton[]): MarketplaceButton[] =>
  buttons.map((button) => ({
    id: String(button.id),
    kind: button.button_type,
    url: button.button_url,
    text: button.button_text || undefined,
    variant: marketplaceVariantFromStyle(button.button_style),
    textColor: button.text_color || undefined,
    backgroundColor: button.background_color || undefined,
  }));

/** One gallery image as the page draws it. */
export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const toImage = (image: Pick<GalleryItem, 'url' | 'alt' | 'width' | 'height'>, fallbackAlt: string) => ({
  url: image.url,
  alt: image.alt || fallbackAlt,
  // The seed's generated imagery is 4:5; an image without sizes keeps that box.
  width: image.width ?? 1200,
  height: image.height ?? 1500,
});

/** The product's gallery (or its feature image alone). */
export const productImages = (product: WireProductDetail): ProductImage[] =>
  (product.gallery.length > 0 ? product.gallery : product.feature_image ? [product.feature_image] : []).map(
    (image) => toImage(image, product.title),
  );

/** The variant's own picture, if it has one. */
export const variantImage = (product: WireProductDetail, variant: WireVariant | null): ProductImage | null =>
  variant?.feature_image ? toImage(variant.feature_image, product.title) : null;

/** A lens half's prescription attribute (spec §3 special attribute `power`, label `Power( L )`). */
export interface SpecialAttribute {
  key: string;
  label: string;
  values: string[];
  required: boolean;
}

/** The product's cart special attribute, when it declares one with choices. */
export const specialAttribute = (product: WireProductDetail): SpecialAttribute | null => {
  const attrs = product.special_attrs;
  if (!attrs) return null;
  const values = Array.isArray(attrs.values)
    ? attrs.values.filter((v): v is string => typeof v === 'string')
    : [];
  const key = text(attrs.key) ?? 'power';
  if (values.length === 0) return null;
  return { key, label: text(attrs.label) ?? key, values, required: attrs.required === true };
};

/**
 * The most a shopper may put in the cart of this variant: its stock when stock is tracked and
 * backorders are off (spec §5 max otherwise 100000).
 */
export const purchasableMax = (variant: WireVariant | null, fallback: number): number =>
  variant && variant.manage_stock === 'yes' && variant.backorders === 'no' && variant.stock > 0
    ? Math.min(variant.stock, fallback)
    : fallback;
