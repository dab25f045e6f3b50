/**
 * Catalogue contract: products, variants, gallery, collections, categories, search and
 * suggestions: the store API's Product, Variant and related wire shapes, and its product endpoints.
 */
import { z } from 'zod';
import { handleParam, idParam, imageRef, pageMeta, pageParam, pageSizeParam, wireMoney } from './common';
import { productSorts, SEARCH_MAX_LENGTH } from './limits';

// ---------- entities ----------

export const optionValue = z.object({ name: z.string(), value: z.string() });

export const wireVariant = z.object({
  ID: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  post_title: z.string(),
  sku: z.string().nullable(),
  attrs: z.array(optionValue),
  price: wireMoney,
  regular_price: wireMoney,
  buy_able: z.boolean(),
  stock: z.number().int(),
  /** `no` = stock is not tracked. */
  manage_stock: z.enum(['yes', 'no']),
  backorders: z.enum(['no', 'notify', 'yes']),
  feature_image: imageRef.nullable(),
});
export type WireVariant = z.infer<typeof wireVariant>;

export const galleryItem = imageRef.extend({
  id: z.number().int(),
  media_content_type: z.string(),
  position: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItem>;

export const productTag = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 built-in shape image, 1 image with text. */
  style: z.number().int(),
  shape: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  /** Text may hold {SAVE_PERCENT} {SAVE_AMOUNT} {PRICE} {SKU} {STOCK}. */
  image_config: z.record(z.string(), z.unknown()).nullable(),
});
export type ProductTag = z.infer<typeof productTag>;

export const customButton = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  button_type: z.enum(['amazon', 'ebay', 'aliexpress', 'custom']),
  button_style: z.enum(['first', 'second', 'third']),
  button_url: z.string(),
  button_text: z.string(),
  text_color: z.string(),
  background_color: z.string(),
});
export type CustomButton = z.infer<typeof customButton>;

export const paletteAttribute = z.object({
  name: z.string(),
  /** Option texts in order. */
  value: z.array(z.string()),
  palette_type: z.enum(['manual', 'auto_image', 'auto_block', '']),
  special_native_name: z.string().nullable(),
  /** Per option value: show_type, image_src, color_code, default_image_src, variant_id… */
  config: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type PaletteAttribute = z.infer<typeof paletteAttribute>;

export const combinationItem = z.object({
  product_id: z.number().int(),
  product_image: z.string().nullable(),
  is_main_image: z.boolean(),
  product: z.object({
    ID: z.number().int(),
    title: z.string(),
    slug: z.string(),
    path: z.string(),
    price: wireMoney,
    image: imageRef.nullable(),
  }),
});
export const combination = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.boolean(),
  items: z.array(combinationItem),
});
export type Combination = z.infer<typeof combination>;

export const categoryRef = z.object({ id: z.number().int(), name: z.string() });

export const wireProduct = z.object({
  ID: z.number().int(),
  title: z.string(),
  post_title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  /** `/products/{slug}`. */
  path: z.string(),
  public_url: z.string(),
  vendor: z.string().nullable(),
  product_type: z.string().nullable(),
  price: wireMoney,
  regular_price: wireMoney,
  min_price: wireMoney,
  max_price: wireMoney,
  /** ID of the cheapest variant. */
  min_price_variant: z.number().int().nullable(),
  buy_able: z.boolean(),
  /** Same as buy_able: some variant can be bought. */
  variant_buy_able: z.boolean(),
  stock: z.number().int(),
  manage_stock: z.enum(['yes', 'no']),
  backorders: z.enum(['no', 'notify', 'yes']),
  sku: z.string().nullable(),
  categories: z.array(categoryRef),
  feature_image: imageRef.nullable(),
  /** Second gallery image, for the `show_second_img` card animation. */
  second_image: imageRef.nullable(),
  variant_attrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  product_palette: z.array(paletteAttribute),
  tags: z.array(productTag),
  custom_buttons: z.array(customButton),
  is_overseas_depot: z.boolean(),
  group_id: z.string().nullable(),
  gift: z.boolean(),
  review_count: z.number().int(),
  /** `open` means reviews are shown. */
  review_status: z.string(),
  average_rating: z.number(),
  /** round((1 - price/regular_price) × 100), 0 when not discounted. */
  percentage: z.number().int(),
  /** Amount saved, regular_price − price. */
  agio: wireMoney,
  created_at: z.string(),
  variants: z.array(wireVariant).optional(),
  variants_detail: z.array(wireVariant).optional(),
  gallery: z.array(galleryItem).optional(),
});
export type WireProduct = z.infer<typeof wireProduct>;

export const wireProductDetail = wireProduct.extend({
  description: z.string(),
  variants: z.array(wireVariant),
  variants_detail: z.array(wireVariant),
  gallery: z.array(galleryItem),
  special_attrs: z.record(z.string(), z.unknown()).nullable(),
  size_chart_id: z.number().int().nullable(),
  combination: combination.nullable(),
  collections: z.array(z.object({ id: z.number().int(), handle: z.string(), title: z.string() })),
});
export type WireProductDetail = z.infer<typeof wireProductDetail>;

// ---------- listing ----------

export { type ProductSort, productSorts } from './limits';

export const productIncludes = ['variants', 'gallery'] as const;

const commaList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, `At most ${max} ${label}`) as unknown as z.ZodType<z.output<T>[], string[]>);

/** `?with=variants,gallery` */
export const withParam = commaList(
  z.enum(productIncludes, { error: 'Must be variants or gallery' }),
  2,
  'values',
);

/** `?option=Color:Red&option=Size:M` — OR within one option name, AND across names. */
export const optionFilter = z
  .string()
  .max(200, 'Must be at most 200 characters')
  .regex(/^[^:]{1,100}:.{1,100}$/, 'Must be Name:Value')
  .transform((s) => {
    const at = s.indexOf(':');
    return { name: s.slice(0, at), value: s.slice(at + 1) };
  });

/** An amount in major units of the store currency; the store turns it into minor units. */
const priceBound = z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'Must be an amount like 10 or 10.50');

/** Filters shared by the product listing, collection pages and search. */
export const productFiltersQuery = z.object({
  collection: handleParam.optional(),
  category: z.union([idParam, handleParam]).optional(),
  /** Lower price bound in major units, inclusive. */
  price_min: priceBound.optional(),
  /** Upper price bound in major units, inclusive. */
  price_max: priceBound.optional(),
  availability: z
    .enum(['in_stock', 'out_of_stock'], { error: 'Must be in_stock or out_of_stock' })
    .optional(),
  option: z
    .union([optionFilter, z.array(optionFilter).max(20, 'At most 20 option filters')])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const productListQuery = productFiltersQuery.extend({
  include_ids: commaList(idParam, 100, 'ids').optional(),
  with: withParam.optional(),
  page_size: pageSizeParam(100, 20),
  page: pageParam.default(1),
  sort: z.enum(productSorts, { error: `Must be one of ${productSorts.join(', ')}` }).default('featured'),
  /** `1` adds facet counts to the answer. */
  facets: z.enum(['0', '1']).default('0'),
  /** Accepted for compatibility with the storefront's batch lookups; has no effect. */
  is_use_style_combination: z.enum(['0', '1']).optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const productFacets = z.object({
  availability: z.array(facetValue),
  collections: z.array(facetValue),
  categories: z.array(facetValue),
  options: z.array(z.object({ name: z.string(), values: z.array(facetValue) })),
  price: z.object({ min: wireMoney, max: wireMoney }),
});
export type ProductFacets = z.infer<typeof productFacets>;

export const productListResponse = z.object({
  data: z.array(wireProduct),
  meta: pageMeta,
  facets: productFacets.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productDetailResponse = z.object({ data: wireProductDetail });
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

export const slugParam = z.object({ slug: handleParam });

// ---------- search ----------

export { SEARCH_MAX_LENGTH } from './limits';

export const searchRequest = z.object({
  q: z
    .string({ error: 'Must be text' })
    .max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`)
    .default(''),
  with: withParam.optional(),
  sort: z
    .enum(['search_default_sort', ...productSorts], { error: 'Unknown sort' })
    .default('search_default_sort'),
  /** Search page size 12. */
  page_size: z.number({ error: 'Must be a number' }).int().min(1).max(100).default(12),
  page: z.number({ error: 'Must be a number' }).int().min(1).max(10_000).default(1),
  filters: productFiltersQuery.partial().optional(),
});
export type SearchRequest = z.input<typeof searchRequest>;
export const searchResponse = productListResponse;
export type SearchResponse = ProductListResponse;

export const suggestQuery = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`).default(''),
  limit: pageSizeParam(20, 6),
});
export const suggestResponse = z.object({
  products: z.array(
    z.object({
      ID: z.number().int(),
      title: z.string(),
      slug: z.string(),
      path: z.string(),
      price: wireMoney,
      feature_image: imageRef.nullable(),
    }),
  ),
  collections: z.array(
    z.object({ id: z.number().int(), handle: z.string(), title: z.string(), path: z.string() }),
  ),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;

// ---------- collections & categories ----------

export const wireCollection = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: imageRef.nullable(),
  /** `/collections/{handle}` */
  path: z.string(),
  sort_order: z.string(),
  products_count: z.number().int(),
});
export type WireCollection = z.infer<typeof wireCollection>;

export const collectionListQuery = z.object({
  page_size: pageSizeParam(100, 50),
  page: pageParam.default(1),
});
export const collectionListResponse = z.object({ data: z.array(wireCollection), meta: pageMeta });
export type CollectionListResponse = z.infer<typeof collectionListResponse>;

export const collectionQuery = productListQuery.omit({ collection: true, include_ids: true }).extend({
  sort: z.enum(productSorts, { error: `Must be one of ${productSorts.join(', ')}` }).optional(),
});
export const collectionResponse = z.object({
  data: wireCollection,
  products: z.array(wireProduct),
  meta: pageMeta,
  facets: productFacets.optional(),
});
export type CollectionResponse = z.infer<typeof collectionResponse>;
export const handleParams = z.object({ handle: handleParam });

export const wireCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  products_count: z.number().int(),
});
export const categoryListResponse = z.object({ data: z.array(wireCategory) });
export type CategoryListResponse = z.infer<typeof categoryListResponse>;
