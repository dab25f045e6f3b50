/**
 * Store content: menus, blog, policies, currency rates and free-form store settings.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImageRef } from './catalog';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    /** e.g. `main-menu`, `footer`. */
    handle: text('handle').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('menus_handle_key').on(t.handle)],
);

/** A tree: `parent_id` null for top-level items (Menu item). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    /** `collection`, `product`, `page`, `blog`, `policy`, `link` or `null_link` (not clickable). */
    object: text('object').notNull().default('link'),
    path: text('path').notNull().default(''),
    url: text('url').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.parentId, t.position)],
);

export const blogCollections = pgTable(
  'blog_collections',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageRef>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_collections_handle_key').on(t.handle)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** HTML. */
    content: text('content').notNull().default(''),
    author: text('author').notNull().default(''),
    image: jsonb('image').$type<ImageRef>(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Shown by `/blog_homepage/preferred_blogs`. */
    preferred: boolean('preferred').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt)],
);

export const blogPostCollections = pgTable(
  'blog_post_collections',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => blogCollections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.collectionId] }),
    index('blog_post_collections_collection_idx').on(t.collectionId),
  ],
);

export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    /** e.g. `refund-policy`, `privacy-policy`, `terms-of-service`, `shipping-policy`. */
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    /** HTML. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policies_handle_key').on(t.handle)],
);

/** `1 base = rate × currency`, e.g. base USD, currency EUR, rate 0.92. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: text('base').notNull(),
    currency: text('currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.base, t.currency] })],
);

/**
 * Small store-wide configuration documents, one jsonb per key. Known keys (see
 * server/db/settingsKeys.ts): `store` (name, country, currency, customer_service_email…),
 * `discount_settings` (cart/checkout/product text configs), `palette_plugin`, `nav`.
 */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
