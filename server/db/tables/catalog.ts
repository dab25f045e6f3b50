/**
 * Catalogue tables: products, variants, options, gallery, collections, categories, tags,
 * marketplace buttons, "shop the look" combinations, reviews, palettes, size charts and
 * diversion tests.
 *
 * Rules:
 * - Money is integer minor units (cents) everywhere in the database; the wire shows decimals.
 * - Anything filtered, sorted or joined is a real column with an index; nested
 *   presentation-only config (palette swatches, tag badge layout, size-chart tables) is jsonb.
 * - `products.price_min … available` are aggregates of the product's variants. Writers insert
 *   variants and then call `refreshProductAggregates()` (server/db/aggregates.ts) instead of
 *   computing them by hand, so listing filters and sorts can use plain indexed columns.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; PGlite and PostgreSQL both support it with GIN indexes. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** An image as the wire shows it: presentation-only, so jsonb. */
export interface ImageRef {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** One option value of a variant (`attrs` on the wire), e.g. `{ name: 'Color', value: 'Red' }`. */
export interface OptionValue {
  name: string;
  value: string;
}

/** Stock policy when a managed variant runs out (backorders). */
export const backorderPolicies = ['no', 'notify', 'yes'] as const;
export type BackorderPolicy = (typeof backorderPolicies)[number];

export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const sizeCharts = pgTable('size_charts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** e.g. `cm` or `in` */
  unit: text('unit').notNull().default('cm'),
  description: text('description'),
  /** `{ columns: string[], rows: string[][] }` — presentation only. */
  table: jsonb('table').$type<{ columns: string[]; rows: string[][] }>().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** HTML description. */
    description: text('description').notNull().default(''),
    vendor: text('vendor'),
    productType: text('product_type'),
    /** Extra words the search should match (synonyms, materials); not shown. */
    keywords: text('keywords').notNull().default(''),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /** Product-level SKU (variants carry their own). */
    sku: text('sku'),
    /** Defaults for variants that do not override them. */
    manageStock: boolean('manage_stock').notNull().default(true),
    backorders: text('backorders').$type<BackorderPolicy>().notNull().default('no'),
    /** Aggregates of the variants (see refreshProductAggregates). Minor units. */
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    /**
     * Compare-at price of the cheapest variant (what a card shows struck through) and the
     * highest compare-at price; equal to the price when there is no markdown. Minor units.
     */
    regularPriceMin: integer('regular_price_min').notNull().default(0),
    regularPriceMax: integer('regular_price_max').notNull().default(0),
    /** Variant holding price_min (min_price_variant). */
    minPriceVariantId: integer('min_price_variant_id'),
    /** Sum of stock of managed variants. */
    totalStock: integer('total_stock').notNull().default(0),
    /** True when at least one variant can be bought (stock, backorders or unmanaged). */
    available: boolean('available').notNull().default(false),
    /** Merchandising order for the `featured` sort; lower first. */
    featuredRank: integer('featured_rank').notNull().default(1000),
    /** Units sold, for the `best_selling` sort. */
    salesCount: integer('sales_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** `open` shows reviews (review_status). */
    reviewStatus: text('review_status').notNull().default('open'),
    /** Paired contact lenses: items sharing a group id count as one. */
    groupId: text('group_id'),
    isOverseasDepot: boolean('is_overseas_depot').notNull().default(false),
    /** Can be given away as a gift by buy-X-get-Y rules. */
    gift: boolean('gift').notNull().default(false),
    sizeChartId: integer('size_chart_id').references(() => sizeCharts.id, { onDelete: 'set null' }),
    /** Cart special attributes (lens power L/R…) and other presentation-only settings. */
    specialAttrs: jsonb('special_attrs').$type<Record<string, unknown>>(),
    /**
     * The names a shopper may search a product by that live in other tables: its published
     * collections, its categories and its tags. Kept by triggers on the link and name tables
     * (migration 0003), so a generated vector can hold them.
     */
    searchTerms: text('search_terms').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(vendor, '') || ' ' || coalesce(product_type, '') || ' ' || coalesce(sku, '') || ' ' || keywords || ' ' || search_terms || ' ' || coalesce(description, ''))`,
    ),
    /**
     * The title's words alone: search lists title matches before matches only in the other
     * fields. A column of its own (not weights in search_vector) because the planner keeps
     * statistics per column but ignores weights, and the search's plan choice rests on knowing
     * how many titles match.
     */
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('english', title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_status_featured_idx').on(t.status, t.featuredRank, t.id),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_status_price_idx').on(t.status, t.priceMin),
    index('products_status_sales_idx').on(t.status, t.salesCount),
    index('products_status_title_idx').on(t.status, sql`lower(${t.title})`),
    index('products_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    index('products_available_idx').on(t.available),
    index('products_rating_idx').on(t.averageRating),
    index('products_group_idx').on(t.groupId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_search_idx').using('gin', t.titleVector),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** `image` or `video` (media_content_type). */
    mediaContentType: text('media_content_type').notNull().default('image'),
    /** 0 is the feature image. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** e.g. `Color`, `Size` (variant_attrs name). */
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Ordered values offered, e.g. `["S","M","L"]`. */
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('product_options_product_name_key').on(t.productId, t.name)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    title: text('title').notNull().default(''),
    /** Minor units. */
    price: integer('price').notNull(),
    /** Compare-at price in minor units; null = no markdown. */
    regularPrice: integer('regular_price'),
    stock: integer('stock').notNull().default(0),
    manageStock: boolean('manage_stock').notNull().default(true),
    backorders: text('backorders').$type<BackorderPolicy>().notNull().default('no'),
    /** Option values, filtered with `@>` through a GIN index. */
    options: jsonb('options').$type<OptionValue[]>().notNull().default([]),
    featureImage: jsonb('feature_image').$type<ImageRef>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_sku_idx').on(t.sku),
    index('variants_options_idx').using('gin', sql`${t.options} jsonb_path_ops`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageRef>(),
    /** Default sort of the collection page. */
    sortOrder: text('sort_order').notNull().default('featured'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collections_handle_key').on(t.handle),
    index('collections_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collections_product_idx').on(t.productId),
    index('product_collections_position_idx').on(t.collectionId, t.position),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** Badge shown on product cards (Product tag). */
export const productTags = pgTable('product_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 0 = built-in shape image, 1 = image with text. */
  style: integer('style').notNull().default(1),
  shape: text('shape'),
  image: jsonb('image').$type<{ url: string }>(),
  /** `{ text, text_color, mobile: {width, unit, position}, pc: {…} }`; text may hold {SAVE_PERCENT}… */
  imageConfig: jsonb('image_config').$type<Record<string, unknown>>(),
  position: integer('position').notNull().default(0),
});

export const productTagLinks = pgTable(
  'product_tag_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tag_links_tag_idx').on(t.tagId)],
);

export const customButtonTypes = ['amazon', 'ebay', 'aliexpress', 'custom'] as const;
export const customButtonStyles = ['first', 'second', 'third'] as const;

/** External-marketplace buttons on product cards and pages (Custom button). */
export const customButtons = pgTable(
  'custom_buttons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buttonType: text('button_type').$type<(typeof customButtonTypes)[number]>().notNull(),
    buttonStyle: text('button_style').$type<(typeof customButtonStyles)[number]>().notNull().default('first'),
    buttonUrl: text('button_url').notNull(),
    buttonText: text('button_text').notNull(),
    textColor: text('text_color').notNull().default('#ffffff'),
    backgroundColor: text('background_color').notNull().default('#111111'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('custom_buttons_product_idx').on(t.productId)],
);

/** "Shop the look" groups (Combination). */
export const combinations = pgTable('combinations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  status: boolean('status').notNull().default(true),
});

export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productImage: text('product_image'),
    isMainImage: boolean('is_main_image').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.productId] }),
    index('combination_items_product_idx').on(t.productId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    email: text('email'),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    photos: jsonb('photos').$type<ImageRef[]>().notNull().default([]),
    /** Only `published` reviews are listed. */
    status: text('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_created_idx').on(t.productId, t.status, t.createdAt)],
);

export const paletteTypes = ['manual', 'auto_image', 'auto_block', ''] as const;

/** Per-option swatch config of one product (palette attribute). */
export const productPalettes = pgTable(
  'product_palettes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The option this palette styles, e.g. `Color`. */
    optionName: text('option_name').notNull(),
    paletteType: text('palette_type').$type<(typeof paletteTypes)[number]>().notNull(),
    specialNativeName: text('special_native_name'),
    /** Keyed by option value: `{ show_type, image_src, color_code, default_image_src, variant_id, enable_special_style }`. */
    config: jsonb('config').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  },
  (t) => [uniqueIndex('product_palettes_product_option_key').on(t.productId, t.optionName)],
);

/** A/B "diversion" test: shoppers of the variant products are sent to the main product. */
export const diversionTests = pgTable('diversion_tests', {
  id: serial('id').primaryKey(),
  mainProductId: integer('main_product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  status: boolean('status').notNull().default(true),
});

export const diversionTestProducts = pgTable(
  'diversion_test_products',
  {
    diversionTestId: integer('diversion_test_id')
      .notNull()
      .references(() => diversionTests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.diversionTestId, t.productId] }),
    index('diversion_test_products_product_idx').on(t.productId),
  ],
);

export type Product = typeof products.$inferSelect;
export type Variant = typeof variants.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type Collection = typeof collections.$inferSelect;
