import type { Money } from '../money/money';

/** One selectable attribute of a product (variant_attrs): `Size: S, M, L`. */
export interface VariantOption {
  name: string;
  values: readonly string[];
}

/** A variant, camelCased by the page layer (Variant). */
export interface CatalogVariant {
  id: string;
  /** Option name → value: `{ Size: 'M', Colour: 'Navy' }`. */
  attrs: Readonly<Record<string, string>>;
  /** False when the variant is disabled or out of stock (buy_able). */
  buyable: boolean;
  price?: Money;
  regularPrice?: Money;
  sku?: string;
  stock?: number;
  imageSrc?: string;
}

/** The shopper's picks so far: option name → value. */
export type VariantSelection = Readonly<Record<string, string | undefined>>;

/** Where a selection stands. */
export type SelectionStatus =
  /** Not every option has a value yet. */
  | { status: 'incomplete'; variant: null }
  /** A buyable variant matches. */
  | { status: 'available'; variant: CatalogVariant }
  /** A variant matches but cannot be bought. */
  | { status: 'soldOut'; variant: CatalogVariant }
  /** No variant has this combination: not buyable, no stock. */
  | { status: 'unavailable'; variant: null };

const matches = (variant: CatalogVariant, selection: VariantSelection, skip?: string) =>
  Object.entries(selection).every(
    ([name, value]) => name === skip || value === undefined || variant.attrs[name] === value,
  );

/** The variant whose every attribute equals the selection, or `null`. */
export const findVariant = (
  options: readonly VariantOption[],
  variants: readonly CatalogVariant[],
  selection: VariantSelection,
): CatalogVariant | null => {
  if (options.some((option) => selection[option.name] === undefined)) return null;
  return (
    variants.find((variant) =>
      options.every((option) => variant.attrs[option.name] === selection[option.name]),
    ) ?? null
  );
};

/** Variant selection picks the matching variant, or marks the product not buyable with no stock. */
export const selectionStatus = (
  options: readonly VariantOption[],
  variants: readonly CatalogVariant[],
  selection: VariantSelection,
): SelectionStatus => {
  if (options.some((option) => selection[option.name] === undefined))
    return { status: 'incomplete', variant: null };
  const variant = findVariant(options, variants, selection);
  if (!variant) return { status: 'unavailable', variant: null };
  return variant.buyable ? { status: 'available', variant } : { status: 'soldOut', variant };
};

/**
 * An option value is marked SOLD OUT when no buyable variant has it
 * together with the shopper's other current picks.
 */
export const isOptionValueSoldOut = (
  variants: readonly CatalogVariant[],
  selection: VariantSelection,
  optionName: string,
  value: string,
): boolean =>
  !variants.some(
    (variant) =>
      variant.buyable && variant.attrs[optionName] === value && matches(variant, selection, optionName),
  );

/** A product is sold out when all its variants are disabled (or, without variants, when not buyable). */
export const isProductSoldOut = (variants: readonly CatalogVariant[], productBuyable = true): boolean =>
  variants.length === 0 ? !productBuyable : variants.every((variant) => !variant.buyable);

/**
 * The starting selection: the given variant's attributes, else the first
 * buyable variant's, else the first variant's; options a variant lacks stay unset.
 */
export const initialSelection = (
  options: readonly VariantOption[],
  variants: readonly CatalogVariant[],
  variantId?: string | null,
): Record<string, string | undefined> => {
  const start =
    (variantId ? variants.find((variant) => variant.id === variantId) : undefined) ??
    variants.find((variant) => variant.buyable) ??
    variants[0];
  return Object.fromEntries(options.map((option) => [option.name, start?.attrs[option.name]]));
};

/**
 * A line's variant as shoppers read it. A product without options has one variant titled
 * "Default" (Shopify's "Default Title"): that names no choice the shopper made, so it shows
 * nothing.
 */
export const shownVariantTitle = (title: string | null | undefined): string => {
  const trimmed = title?.trim() ?? '';
  return /^default(?: title)?$/i.test(trimmed) ? '' : trimmed;
};
