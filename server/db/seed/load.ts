/**
 * Writes the demo catalogue. Idempotent by natural keys (slugs, handles,
 * titles): anything already present is left untouched, so a second run with
 * no `reset` inserts nothing. Every table is written with one batch insert
 * inside a single transaction — PGlite is single-threaded, round trips are the
 * cost that matters.
 */
import { inArray, sql } from 'drizzle-orm';
import { refreshProductAggregates } from '../aggregates';
import type { Db } from '../client';
import * as t from '../schema';
import {
  buildPalette,
  buildReviews,
  buildVariants,
  colourImage,
  daysBefore,
  gallery,
  namedImage,
  productColours,
  skuPrefix,
} from './build';
import {
  type SeedMenuItem,
  seedBlogCollections,
  seedExchangeRates,
  seedMenus,
  seedPolicies,
  seedPosts,
  seedSettings,
} from './catalog/content';
import { seedProducts } from './catalog/index';
import {
  seedButtons,
  seedCategories,
  seedCollections,
  seedCombinations,
  seedDiversionTests,
  seedSizeCharts,
  seedTags,
} from './catalog/merchandising';
import { seedPages } from './catalog/pages';

/** Tables the seed owns; `reset` truncates them (cascading to rows that point at products). */
const catalogueTables = [
  'products',
  'collections',
  'categories',
  'product_tags',
  'combinations',
  'size_charts',
  'diversion_tests',
  'menus',
  'menu_items',
  'blog_collections',
  'blog_posts',
  'policies',
  'pages',
  'exchange_rates',
] as const;

export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate table ${catalogueTables.join(', ')} restart identity cascade`));
  await db.delete(t.storeSettings).where(inArray(t.storeSettings.key, Object.keys(seedSettings)));
}

/** Maps keys to ids for rows that exist, whether this run inserted them or not. */
const byKey = <K extends string>(rows: { id: number; key: K }[]) => new Map(rows.map((r) => [r.key, r.id]));

async function loadProducts(db: Db, inserted: Record<string, number>) {
  // Size charts and tags have no unique key in the schema: match on title / name.
  const charts = await db.select({ id: t.sizeCharts.id, key: t.sizeCharts.title }).from(t.sizeCharts);
  const chartIds = byKey(charts);
  const newCharts = seedSizeCharts.filter((c) => !chartIds.has(c.title));
  if (newCharts.length) {
    const rows = await db
      .insert(t.sizeCharts)
      .values(newCharts.map(({ title, unit, description, table }) => ({ title, unit, description, table })))
      .returning({ id: t.sizeCharts.id, key: t.sizeCharts.title });
    for (const r of rows) chartIds.set(r.key, r.id);
  }
  const chartIdOf = (key?: string) => {
    const chart = seedSizeCharts.find((c) => c.key === key);
    return chart ? (chartIds.get(chart.title) ?? null) : null;
  };

  await db
    .insert(t.collections)
    .values(
      seedCollections.map((c, position) => ({
        handle: c.handle,
        title: c.title,
        description: c.description,
        image: { ...namedImage('collection', c.image), alt: c.title },
        sortOrder: c.sortOrder ?? 'featured',
        position,
        createdAt: daysBefore(400 - position),
      })),
    )
    .onConflictDoNothing({ target: t.collections.handle });
  const collectionIds = byKey(
    await db.select({ id: t.collections.id, key: t.collections.handle }).from(t.collections),
  );

  // Categories: roots first so children can point at them.
  for (const level of [false, true]) {
    const parentIds = byKey(
      await db.select({ id: t.categories.id, key: t.categories.slug }).from(t.categories),
    );
    const rows = seedCategories
      .map(([slug, name, parent], position) => ({ slug, name, parent, position }))
      .filter((c) => Boolean(c.parent) === level);
    await db
      .insert(t.categories)
      .values(
        rows.map((c) => ({
          slug: c.slug,
          name: c.name,
          parentId: c.parent ? (parentIds.get(c.parent) ?? null) : null,
          position: c.position,
        })),
      )
      .onConflictDoNothing({ target: t.categories.slug });
  }
  const categoryIds = byKey(
    await db.select({ id: t.categories.id, key: t.categories.slug }).from(t.categories),
  );

  const tagIds = byKey(
    await db.select({ id: t.productTags.id, key: t.productTags.name }).from(t.productTags),
  );
  const newTags = seedTags.filter((tag) => !tagIds.has(tag.name));
  if (newTags.length) {
    const rows = await db
      .insert(t.productTags)
      .values(
        newTags.map((tag) => ({
          name: tag.name,
          style: tag.style,
          shape: tag.shape,
          image: { url: namedImage('tag', tag.image).url },
          imageConfig: {
            text: tag.text,
            text_color: tag.textColor,
            pc: { width: tag.width[0], unit: 'px', position: tag.position },
            mobile: { width: tag.width[1], unit: 'px', position: tag.position },
          },
          position: seedTags.indexOf(tag),
        })),
      )
      .returning({ id: t.productTags.id, key: t.productTags.name });
    for (const r of rows) tagIds.set(r.key, r.id);
  }

  // Products: insert only the slugs that are missing, then everything hanging off them.
  const existing = new Set(
    (
      await db
        .select({ slug: t.products.slug })
        .from(t.products)
        .where(
          inArray(
            t.products.slug,
            seedProducts.map((p) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const fresh = seedProducts.filter((p) => !existing.has(p.slug));
  inserted.products = fresh.length;
  if (fresh.length === 0) return;

  const reviewsOf = new Map(fresh.map((p) => [p.slug, buildReviews(p)]));
  const productRows = await db
    .insert(t.products)
    .values(
      fresh.map((p) => {
        const reviews = reviewsOf.get(p.slug)!;
        const mean = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
        return {
          slug: p.slug,
          title: p.title,
          subtitle: p.subtitle ?? null,
          description: p.description,
          vendor: p.vendor,
          productType: p.productType,
          keywords: `${p.keywords} ${productColours(p).join(' ').toLowerCase()}`,
          sku: skuPrefix(p.slug),
          manageStock: p.manageStock ?? true,
          backorders: p.backorders ?? 'no',
          featuredRank: p.featuredRank ?? 1000,
          salesCount: p.salesCount ?? 0,
          averageRating: Math.round(mean * 10) / 10,
          reviewCount: reviews.length,
          reviewStatus: p.reviewStatus ?? 'open',
          groupId: p.groupId ?? null,
          isOverseasDepot: p.isOverseasDepot ?? false,
          gift: p.gift ?? false,
          sizeChartId: chartIdOf(p.sizeChart),
          specialAttrs: p.specialAttrs ?? null,
          createdAt: daysBefore(p.ageDays ?? 100),
          updatedAt: daysBefore(p.ageDays ?? 100),
        };
      }),
    )
    .returning({ id: t.products.id, slug: t.products.slug });
  const productIds = new Map(productRows.map((r) => [r.slug, r.id]));
  const idOf = (slug: string) => productIds.get(slug)!;

  const options = fresh.flatMap((p) =>
    (p.options ?? []).map((o, position) => ({
      productId: idOf(p.slug),
      name: o.name,
      values: o.values,
      position,
    })),
  );
  if (options.length) await db.insert(t.productOptions).values(options);

  const builtVariants = fresh.map((p) => ({ product: p, variants: buildVariants(p) }));
  const variantRows = await db
    .insert(t.variants)
    .values(
      builtVariants.flatMap(({ product, variants }) =>
        variants.map((v) => ({ ...v, productId: idOf(product.slug) })),
      ),
    )
    .returning({ id: t.variants.id, productId: t.variants.productId, options: t.variants.options });
  inserted.variants = variantRows.length;

  const images = fresh.flatMap((p) =>
    gallery(p).map((image, position) => ({
      productId: idOf(p.slug),
      url: image.url,
      alt: image.alt,
      width: image.width,
      height: image.height,
      position,
    })),
  );
  await db.insert(t.productImages).values(images);
  inserted.images = images.length;

  const palettes = fresh.flatMap((p) => {
    const productId = idOf(p.slug);
    const palette = buildPalette(
      p,
      (colour) =>
        variantRows.find(
          (v) => v.productId === productId && v.options.some((o) => o.name === 'Color' && o.value === colour),
        )?.id,
    );
    return palette ? [{ productId, specialNativeName: palette.optionName, ...palette }] : [];
  });
  if (palettes.length) await db.insert(t.productPalettes).values(palettes);

  const collectionLinks = seedCollections.flatMap((c) =>
    fresh
      .filter((p) => p.collections.includes(c.handle))
      .map((p) => ({
        collectionId: collectionIds.get(c.handle)!,
        productId: idOf(p.slug),
        position: seedProducts.filter((q) => q.collections.includes(c.handle)).indexOf(p),
      })),
  );
  await db.insert(t.productCollections).values(collectionLinks).onConflictDoNothing();

  const categoryLinks = fresh.flatMap((p) =>
    p.categories.map((slug) => ({ productId: idOf(p.slug), categoryId: categoryIds.get(slug)! })),
  );
  await db.insert(t.productCategories).values(categoryLinks).onConflictDoNothing();

  const tagLinks = fresh.flatMap((p) =>
    (p.tags ?? []).map((name) => ({ productId: idOf(p.slug), tagId: tagIds.get(name)! })),
  );
  if (tagLinks.length) await db.insert(t.productTagLinks).values(tagLinks).onConflictDoNothing();

  const buttons = seedButtons
    .filter((b) => productIds.has(b.product))
    .map((b, position) => ({
      productId: idOf(b.product),
      buttonType: b.type,
      buttonStyle: b.style,
      buttonUrl: b.url,
      buttonText: b.text,
      textColor: b.textColor,
      backgroundColor: b.backgroundColor,
      position,
    }));
  if (buttons.length) await db.insert(t.customButtons).values(buttons);

  const reviews = fresh.flatMap((p) =>
    reviewsOf.get(p.slug)!.map((r) => ({ ...r, productId: idOf(p.slug), status: 'published' })),
  );
  if (reviews.length) await db.insert(t.reviews).values(reviews);
  inserted.reviews = reviews.length;

  await refreshProductAggregates(db, [...productIds.values()]);
  // The aggregate refresh stamps updated_at with the clock; pin it back so a reset
  // reproduces identical rows.
  await db
    .update(t.products)
    .set({ updatedAt: sql`${t.products.createdAt}` })
    .where(inArray(t.products.id, [...productIds.values()]));
}

async function loadMerchandising(db: Db) {
  const productIds = byKey(await db.select({ id: t.products.id, key: t.products.slug }).from(t.products));
  const existingLooks = new Set(
    (await db.select({ title: t.combinations.title }).from(t.combinations)).map((r) => r.title),
  );
  const looks = seedCombinations.filter(
    (c) => !existingLooks.has(c.title) && c.products.every((s) => productIds.has(s)),
  );
  if (looks.length) {
    const rows = await db
      .insert(t.combinations)
      .values(looks.map((c) => ({ title: c.title, status: c.status ?? true })))
      .returning({ id: t.combinations.id, title: t.combinations.title });
    await db.insert(t.combinationItems).values(
      looks.flatMap((look) =>
        look.products.map((slug, position) => {
          const product = seedProducts.find((p) => p.slug === slug)!;
          return {
            combinationId: rows.find((r) => r.title === look.title)!.id,
            productId: productIds.get(slug)!,
            productImage: colourImage(product, productColours(product)[0]!).url,
            isMainImage: position === 0,
            position,
          };
        }),
      ),
    );
  }

  const mains = new Set(
    (await db.select({ id: t.diversionTests.mainProductId }).from(t.diversionTests)).map((r) => r.id),
  );
  for (const test of seedDiversionTests) {
    const mainId = productIds.get(test.main);
    if (!mainId || mains.has(mainId)) continue;
    const [row] = await db.insert(t.diversionTests).values({ mainProductId: mainId }).returning();
    await db
      .insert(t.diversionTestProducts)
      .values(test.products.map((slug) => ({ diversionTestId: row!.id, productId: productIds.get(slug)! })));
  }
}

async function loadContent(db: Db, inserted: Record<string, number>) {
  const menus = await db
    .insert(t.menus)
    .values(seedMenus.map(({ handle, title }) => ({ handle, title })))
    .onConflictDoNothing({ target: t.menus.handle })
    .returning({ id: t.menus.id, handle: t.menus.handle });
  // Items of newly created menus, one batch per tree level.
  let level = menus.flatMap((menu) =>
    seedMenus
      .find((m) => m.handle === menu.handle)!
      .items.map((item, position) => ({ menuId: menu.id, parentId: null as number | null, item, position })),
  );
  while (level.length) {
    const rows = await db
      .insert(t.menuItems)
      .values(
        level.map(({ menuId, parentId, item, position }) => ({
          menuId,
          parentId,
          title: item.title,
          object: item.object,
          path: item.path,
          url: item.path,
          position,
        })),
      )
      .returning({ id: t.menuItems.id });
    level = level.flatMap(({ menuId, item }, i) =>
      (item.children ?? []).map((child: SeedMenuItem, position) => ({
        menuId,
        parentId: rows[i]!.id,
        item: child,
        position,
      })),
    );
  }

  await db
    .insert(t.blogCollections)
    .values(
      seedBlogCollections.map((c, position) => ({
        handle: c.handle,
        title: c.title,
        description: c.description,
        image: { ...namedImage('blog', c.image), alt: c.title },
        position,
      })),
    )
    .onConflictDoNothing({ target: t.blogCollections.handle });
  const blogIds = byKey(
    await db.select({ id: t.blogCollections.id, key: t.blogCollections.handle }).from(t.blogCollections),
  );
  const posts = await db
    .insert(t.blogPosts)
    .values(
      seedPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        image: { ...namedImage('blog', post.image), alt: post.title },
        tags: post.tags,
        preferred: post.preferred ?? false,
        publishedAt: daysBefore(post.ageDays),
      })),
    )
    .onConflictDoNothing({ target: t.blogPosts.slug })
    .returning({ id: t.blogPosts.id, slug: t.blogPosts.slug });
  inserted.blogPosts = posts.length;
  const postLinks = posts.flatMap((row) =>
    seedPosts
      .find((p) => p.slug === row.slug)!
      .collections.map((handle) => ({ postId: row.id, collectionId: blogIds.get(handle)! })),
  );
  if (postLinks.length) await db.insert(t.blogPostCollections).values(postLinks).onConflictDoNothing();

  await db
    .insert(t.policies)
    .values(seedPolicies.map((p) => ({ ...p, updatedAt: daysBefore(30) })))
    .onConflictDoNothing({ target: t.policies.handle });
  await db
    .insert(t.pages)
    .values(seedPages.map((p) => ({ ...p, faq: p.faq ?? [], updatedAt: daysBefore(30) })))
    .onConflictDoNothing({ target: t.pages.handle });
  await db
    .insert(t.exchangeRates)
    .values(
      Object.entries(seedExchangeRates).map(([currency, rate]) => ({
        base: 'USD',
        currency,
        rate,
        updatedAt: daysBefore(0),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.storeSettings)
    .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value, updatedAt: daysBefore(0) })))
    .onConflictDoNothing();
}

/** Loads everything missing; returns how many rows of the main tables this run inserted. */
export async function loadCatalogue(db: Db): Promise<Record<string, number>> {
  const inserted: Record<string, number> = { products: 0, variants: 0, images: 0, reviews: 0, blogPosts: 0 };
  await loadProducts(db, inserted);
  await loadMerchandising(db);
  await loadContent(db, inserted);
  return inserted;
}
