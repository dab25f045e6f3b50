/**
 * Contract for the rest of the catalogue side: reviews, size charts, product discounts and
 * discount text settings, diversion tests, currency, menus, policies and the blog.
 */
import { z } from 'zod';
import { handleParam, idParam, imageRef, pageMeta, pageParam, pageSizeParam } from './common';
import { strictInt } from './numbers';

// ---------- comments (reviews) ----------

export const commentsQuery = z.object({
  product_id: idParam.optional(),
  /** Comments start at page 1 with 10 per page. */
  page: pageParam.default(1),
  page_size: pageSizeParam(50, 10),
  rating: strictInt({
    min: 1,
    max: 5,
    type: 'Must be a number',
    tooSmall: 'Must be 1 to 5',
    tooLarge: 'Must be 1 to 5',
  }).optional(),
  /** `1` lists only reviews with photos. */
  has_photos: z.enum(['0', '1'], { error: 'Must be 0 or 1' }).optional(),
});
export const wireComment = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  photos: z.array(imageRef),
  created_at: z.string(),
});
export type WireComment = z.infer<typeof wireComment>;
/** Comments list (page 1, pageSize 10, total). */
export const commentsResponse = z.object({
  data: z.array(wireComment),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Of every published review of the product (filters aside), like the distribution. */
  average_rating: z.number(),
  /** How many published reviews give each rating, `'1'` to `'5'` stars. */
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
});
export type CommentsResponse = z.infer<typeof commentsResponse>;

/**
 * `POST /api/store/comments`, a `multipart/form-data` body: the review form's fields plus up to 5
 * `photos` (JPG/JPEG/PNG/GIF, 8 MB each). New reviews are `pending` until the merchant approves
 * them, unless the store publishes them at once.
 */
export const submitReviewFields = z.object({
  product_id: idParam,
  title: z.string().trim().max(255, { error: 'Title must be 255 characters or fewer.' }).default(''),
});
export const submitReviewResponse = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(['published', 'pending']) }),
});
export type SubmitReviewResponse = z.infer<typeof submitReviewResponse>;

/** The merchant's review queue (`/api/admin/reviews`). */
export const adminReviewStatus = z.enum(['pending', 'published', 'rejected']);
export const adminReviewsQuery = z.object({
  status: adminReviewStatus.default('pending'),
  product_id: idParam.optional(),
  page: pageParam.default(1),
  page_size: pageSizeParam(100, 20),
});
export const setReviewStatusRequest = z.object({ status: adminReviewStatus }).strict();
export const adminReview = wireComment.extend({
  email: z.string().nullable(),
  status: adminReviewStatus,
});
export const adminReviewsResponse = z.object({
  data: z.array(adminReview),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// ---------- size chart ----------

export const productIdParams = z.object({ productId: idParam });
export const sizeChart = z.object({
  id: z.number().int(),
  title: z.string(),
  unit: z.string(),
  description: z.string().nullable(),
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }),
});
export const sizeChartResponse = z.object({ data: sizeChart.nullable() });
export type SizeChartResponse = z.infer<typeof sizeChartResponse>;

// ---------- discounts ----------

export const productDiscountQuery = z.object({ product_id: idParam, variant_id: idParam.optional() });
export const productDiscount = z.object({
  id: z.number().int(),
  title: z.string(),
  discount_type: z.string(),
  /** Discount rule info (tiers, preference_type, discount_method…). */
  rule: z.record(z.string(), z.unknown()),
  ends_at: z.string().nullable(),
});
export type ProductDiscount = z.infer<typeof productDiscount>;
export const productDiscountResponse = z.object({ data: z.array(productDiscount) });
export type ProductDiscountResponse = z.infer<typeof productDiscountResponse>;

export const discountSettingsResponse = z.object({
  cart_text_config: z.record(z.string(), z.unknown()),
  checkout_text_config: z.record(z.string(), z.unknown()),
  product_text_config: z.record(z.string(), z.unknown()),
});
export type DiscountSettingsResponse = z.infer<typeof discountSettingsResponse>;

// ---------- store settings ----------

/** Public store configuration documents (base options, palette plugin, nav config, carousel). */
export const publicSettingKeys = ['store', 'base_options', 'palette_plugin', 'nav', 'carousel'] as const;
export const storeSettingsResponse = z.object({
  data: z.record(z.enum(publicSettingKeys), z.record(z.string(), z.unknown())),
});
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponse>;

// ---------- marketplace buttons ----------

/** `GET /api/store/buttons?product_id=`: the product's marketplace buttons. */
export const buttonsQuery = z.object({ product_id: idParam });
/** `POST /api/store/click_button`: a shopper followed one of the product's buttons. */
export const clickButtonRequest = z.object({ product_id: idParam, button_id: idParam.optional() });

// ---------- diversion test ----------

export const diversionQuery = z.object({
  product_ids: z
    .string()
    .max(1100, 'Too many ids')
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(
      z.array(idParam).min(1, 'Is required').max(100, 'At most 100 ids') as unknown as z.ZodType<
        number[],
        string[]
      >,
    ),
});
export const diversionRelationship = z.object({
  product_id: z.number().int(),
  diversion_test_id: z.number().int(),
  main_product: z.object({ ID: z.number().int(), slug: z.string() }),
});
export const diversionResponse = z.object({ data: z.array(diversionRelationship) });
export type DiversionResponse = z.infer<typeof diversionResponse>;

// ---------- currency ----------

/** `rates[code]` = units of `code` for one unit of `base`; `rates_base` repeats `base`. */
export const exchangesResponse = z.object({
  base: z.string(),
  rates_base: z.string(),
  rates: z.record(z.string(), z.number()),
});
export type ExchangesResponse = z.infer<typeof exchangesResponse>;

/** A rate: a positive, finite number of units of the currency for one unit of the store currency. */
const exchangeRate = z.number().positive().finite().max(1e9);

/**
 * The merchant's new rates against the store currency (`PUT /api/admin/exchanges`): each listed
 * currency's rate is set, a `null` removes it; currencies not listed keep theirs.
 */
export const setExchangesRequest = z
  .object({
    rates: z
      .record(
        z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters (EUR)'),
        exchangeRate.nullable(),
      )
      .refine((rates) => Object.keys(rates).length > 0, { message: 'List at least one currency' }),
  })
  .strict();
export type SetExchangesRequest = z.infer<typeof setExchangesRequest>;

export const ipResponse = z.object({
  /** Currency to preselect for the shopper. */
  currency: z.string(),
  /** ISO 3166-1 alpha-2 country. */
  iso_code: z.string(),
  state: z.string().nullable(),
});
export type IpResponse = z.infer<typeof ipResponse>;

// ---------- menus & policies ----------

export interface WireMenuItem {
  ID: number;
  title: string;
  object: string;
  path: string;
  url: string;
  children: WireMenuItem[];
}
export const wireMenuItem: z.ZodType<WireMenuItem> = z.lazy(() =>
  z.object({
    ID: z.number().int(),
    title: z.string(),
    object: z.string(),
    path: z.string(),
    url: z.string(),
    children: z.array(wireMenuItem),
  }),
);
export const wireMenu = z.object({ handle: z.string(), title: z.string(), items: z.array(wireMenuItem) });
export type WireMenu = z.infer<typeof wireMenu>;
export const menuListResponse = z.object({ data: z.array(wireMenu) });
export const menuResponse = z.object({ data: wireMenu });
export type MenuResponse = z.infer<typeof menuResponse>;

export const wirePolicy = z.object({
  handle: z.string(),
  title: z.string(),
  body: z.string(),
  path: z.string(),
  updated_at: z.string(),
});
export type WirePolicy = z.infer<typeof wirePolicy>;
export const policyListResponse = z.object({ data: z.array(wirePolicy) });
export const policyResponse = z.object({ data: wirePolicy });

export const handleParams = z.object({ handle: handleParam });

// ---------- blog (blog calls answer success false with failMessage) ----------

export const blogPagingQuery = z.object({
  page_size: pageSizeParam(50, 10),
  page: pageParam.default(1),
  /** Accepted for compatibility (`type` of recent blogs); has no effect. */
  type: z.string().max(50).optional(),
});
export const blogIdParams = z.object({ id: z.union([idParam, handleParam]) });

export const wireBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  image: imageRef.nullable(),
  tags: z.array(z.string()),
  /** `/blogs/{slug}` */
  path: z.string(),
  published_at: z.string(),
});
export type WireBlogPost = z.infer<typeof wireBlogPost>;
export const wireBlogPostDetail = wireBlogPost.extend({
  content: z.string(),
  collections: z.array(z.object({ id: z.number().int(), handle: z.string(), title: z.string() })),
});
export const wireBlogCollection = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: imageRef.nullable(),
  posts_count: z.number().int(),
});
export type WireBlogCollection = z.infer<typeof wireBlogCollection>;

export const blogFailure = z.object({
  success: z.literal(false),
  failMessage: z.string(),
  message: z.string(),
});
const blogSuccess = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, meta: pageMeta.optional() });

export const blogPostsResponse = z.union([blogSuccess(z.array(wireBlogPost)), blogFailure]);
export type BlogPostsResponse = z.infer<typeof blogPostsResponse>;
export const blogCollectionsResponse = z.union([blogSuccess(z.array(wireBlogCollection)), blogFailure]);
export type BlogCollectionsResponse = z.infer<typeof blogCollectionsResponse>;
export const blogPostResponse = z.union([blogSuccess(wireBlogPostDetail), blogFailure]);
export type BlogPostResponse = z.infer<typeof blogPostResponse>;
