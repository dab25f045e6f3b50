/**
 * The product page's own wire → view rules (the listing mappers are shared in
 * ../shared/productCardProps.ts) and the variant rules the route loader and the section share.
 * Pure: no React, no DOM.
 */
import type { GalleryItem, WireProductDetail, WireVariant } from '../../../api/catalog';

/** Option inputs of the variant picker are named `option[<name>]` (its default prefix). */
export const OPTION_PARAM_PREFIX = 'option';

const optionParam = (name: string) => `${OPTION_PARAM_PREFIX}[${name}]`;

const attrsOf = (variant: WireVariant): Record<string, string> =>
  Object.fromEntries(variant.attrs.map((attr) => [attr.name, attr.value]));

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

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
