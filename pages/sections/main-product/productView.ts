/**
 * The product page's variant rules that the route loader and the section share, over the product
 * view model (../shared/productModel.ts). Pure: no React, no DOM.
 */
import type { CatalogVariant, VariantOption } from '../../../lib/catalog/variants';

/** Option inputs of the variant picker are named `option[<name>]` (its default prefix). */
export const OPTION_PARAM_PREFIX = 'option';

const optionParam = (name: string) => `${OPTION_PARAM_PREFIX}[${name}]`;

/** What the request asked for: a variant id, option picks from the no-JavaScript form, or nothing. */
export interface RequestedVariant {
  /** The matching variant, or `null` for "the default one". */
  variantId: number | null;
  /** The picks came as `option[<name>]` params: the loader redirects to `?variant=<id>`. */
  fromOptions: boolean;
}

/**
 * Resolves the page's variant from its query: `?variant=<id>` when that id belongs to the product;
 * else the `option[<name>]=<value>` picks posted by the picker's GET form — the exact combination,
 * or when it does not exist the variant sharing the most picks (buyable first), so the shopper
 * lands near what they chose; else `null` (the default variant). Unknown ids and values are
 * ignored, never an error.
 */
export const resolveRequestedVariant = (
  product: { options: readonly VariantOption[]; variants: readonly CatalogVariant[] },
  params: URLSearchParams,
): RequestedVariant => {
  const asked = Number(params.get('variant'));
  if (Number.isInteger(asked) && product.variants.some((variant) => variant.id === String(asked))) {
    return { variantId: asked, fromOptions: false };
  }
  const picks = product.options.flatMap((option) => {
    const value = params.get(optionParam(option.name));
    return value !== null && option.values.includes(value) ? [[option.name, value] as const] : [];
  });
  if (picks.length === 0) return { variantId: null, fromOptions: false };
  let best: { variant: CatalogVariant; score: number } | null = null;
  for (const variant of product.variants) {
    // Every matching pick counts 2, buyable breaks ties: a sold-out exact match still wins.
    const score =
      picks.filter(([name, value]) => variant.attrs[name] === value).length * 2 + (variant.buyable ? 1 : 0);
    if (!best || score > best.score) best = { variant, score };
  }
  return { variantId: best && best.score >= 2 ? Number(best.variant.id) : null, fromOptions: true };
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
