import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { type SeedResult, seedDemoCatalogue } from '../../server/db/seed/index';
import { generateSvg, isMediaKind } from '../../server/media/generate';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let first: SeedResult;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  first = await seedDemoCatalogue(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});

/** Row count and a content fingerprint of every catalogue table. */
async function snapshot() {
  const tables = [
    'products',
    'variants',
    'product_images',
    'product_options',
    'product_palettes',
    'product_collections',
    'product_categories',
    'product_tags',
    'product_tag_links',
    'custom_buttons',
    'combinations',
    'combination_items',
    'reviews',
    'collections',
    'categories',
    'size_charts',
    'diversion_tests',
    'diversion_test_products',
    'menus',
    'menu_items',
    'blog_collections',
    'blog_posts',
    'blog_post_collections',
    'policies',
    'exchange_rates',
    'store_settings',
  ];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows = (await ctx.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    result[table] = `${rows.rows[0]!.n}:${rows.rows[0]!.h}`;
  }
  return result;
}

/** `Map.groupBy` (Node 21+) for Node 20. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Decodes a /media URL the way the media route does and checks the generator draws it. */
function drawable(url: string): boolean {
  const match = /^\/media\/([a-z]+)\/([a-z0-9_]+)(?:-(\d+))?\.(png|webp|jpg)$/.exec(url);
  if (!match || !isMediaKind(match[1]!)) return false;
  return generateSvg(match[1]!, match[2]!, 100) !== null;
}

describe('seedDemoCatalogue', () => {
  it('loads at least 60 products in at least 6 collections', async () => {
    expect(first.products).toBeGreaterThanOrEqual(60);
    expect(first.collections).toBeGreaterThanOrEqual(6);
    const perCollection = await ctx.db
      .select({ handle: t.collections.handle, n: sql<number>`count(*)::int` })
      .from(t.productCollections)
      .innerJoin(t.collections, eq(t.collections.id, t.productCollections.collectionId))
      .groupBy(t.collections.handle);
    for (const handle of ['apparel', 'shoes', 'bags', 'home', 'eyewear', 'gifts']) {
      expect(perCollection.find((c) => c.handle === handle)?.n).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every product a gallery of 2–5 sized images the media route can draw', async () => {
    const images = await ctx.db.select().from(t.productImages);
    const byProduct = groupBy(images, (image) => image.productId);
    expect(byProduct.size).toBe(first.products);
    for (const gallery of byProduct.values()) {
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(5);
      for (const image of gallery) {
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        expect(image.alt).not.toBe('');
        expect(drawable(image.url)).toBe(true);
      }
    }
  });

  it('points every other seeded image (variants, collections, posts, tags, looks, review photos, swatches) at a drawable media URL', async () => {
    const urls = [
      ...(await ctx.db.select({ image: t.variants.featureImage }).from(t.variants)).map((r) => r.image?.url),
      ...(await ctx.db.select({ image: t.collections.image }).from(t.collections)).map((r) => r.image?.url),
      ...(await ctx.db.select({ image: t.blogPosts.image }).from(t.blogPosts)).map((r) => r.image?.url),
      ...(await ctx.db.select({ image: t.productTags.image }).from(t.productTags)).map((r) => r.image?.url),
      ...(await ctx.db.select({ url: t.combinationItems.productImage }).from(t.combinationItems)).map(
        (r) => r.url,
      ),
    ];
    const photos = (await ctx.db.select({ photos: t.reviews.photos }).from(t.reviews)).flatMap(
      (r) => r.photos,
    );
    expect(photos.length).toBeGreaterThan(10);
    urls.push(...photos.map((photo) => photo.url));
    const palettes = await ctx.db.select().from(t.productPalettes);
    for (const palette of palettes) {
      for (const swatch of Object.values(palette.config)) {
        if (typeof swatch.image_src === 'string') urls.push(swatch.image_src);
        if (typeof swatch.default_image_src === 'string') urls.push(swatch.default_image_src);
      }
    }
    expect(urls.length).toBeGreaterThan(400);
    expect(urls.filter((url) => !url || !drawable(url))).toEqual([]);
  });

  it('includes apparel with size × colour variants', async () => {
    const [tee] = await ctx.db.select().from(t.products).where(eq(t.products.slug, 'everyday-organic-tee'));
    const variants = await ctx.db.select().from(t.variants).where(eq(t.variants.productId, tee!.id));
    expect(variants).toHaveLength(20);
    expect(variants.every((v) => v.options.map((o) => o.name).join() === 'Color,Size')).toBe(true);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(tee!.available).toBe(true);
  });

  it('includes fully sold-out, backorderable and unmanaged products', async () => {
    const products = await ctx.db.select().from(t.products);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    expect(products.filter((p) => !p.available).length).toBeGreaterThanOrEqual(5);
    expect(bySlug.get('cable-knit-cardigan')).toMatchObject({ available: false, totalStock: 0 });
    expect(bySlug.get('merino-crew-sweater')).toMatchObject({
      available: true,
      totalStock: 0,
      backorders: 'yes',
    });
    expect(bySlug.get('digital-gift-card')).toMatchObject({ available: true, manageStock: false });
    const unmanaged = await ctx.db.select().from(t.variants).where(eq(t.variants.manageStock, false));
    expect(unmanaged.length).toBeGreaterThanOrEqual(4);
  });

  it('includes paired left/right lens products with power special attributes', async () => {
    const lenses = await ctx.db
      .select()
      .from(t.products)
      .where(sql`${t.products.groupId} is not null`)
      .orderBy(asc(t.products.slug));
    const pairs = groupBy(lenses, (p) => p.groupId);
    expect(pairs.size).toBeGreaterThanOrEqual(2);
    for (const pair of pairs.values()) {
      expect(pair).toHaveLength(2);
      expect(pair.every((p) => p.isOverseasDepot)).toBe(true);
      expect(pair.map((p) => p.specialAttrs?.label).sort()).toEqual(['Power( L )', 'Power( R )']);
      expect(pair.every((p) => p.specialAttrs?.key === 'power')).toBe(true);
    }
  });

  it('marks down a good share of products, some by under 1 % and some by 20–50 %', async () => {
    const products = await ctx.db.select().from(t.products);
    const discounts = products
      .filter((p) => p.regularPriceMin > p.priceMin)
      .map((p) => 1 - p.priceMin / p.regularPriceMin);
    expect(discounts.length).toBeGreaterThanOrEqual(products.length / 5);
    expect(discounts.some((d) => d > 0 && d < 0.01)).toBe(true);
    expect(discounts.filter((d) => d >= 0.2 && d <= 0.5).length).toBeGreaterThanOrEqual(8);
  });

  it('configures every palette type, plus one invalid auto_block palette', async () => {
    const palettes = await ctx.db.select().from(t.productPalettes);
    const types = new Set(palettes.map((p) => p.paletteType));
    expect([...types].sort()).toEqual(['auto_block', 'auto_image', 'manual']);
    const manual = palettes.filter((p) => p.paletteType === 'manual').flatMap((p) => Object.values(p.config));
    expect(manual.some((c) => c.show_type === 'show_image' && c.image_src)).toBe(true);
    expect(
      manual.some((c) => c.show_type === 'show_block' && /^#[0-9a-f]{6}$/.test(String(c.color_code))),
    ).toBe(true);
    const autoImage = palettes
      .filter((p) => p.paletteType === 'auto_image')
      .flatMap((p) => Object.values(p.config));
    expect(
      autoImage.every((c) => typeof c.default_image_src === 'string' && typeof c.variant_id === 'number'),
    ).toBe(true);
    const autoBlockValues = palettes
      .filter((p) => p.paletteType === 'auto_block')
      .flatMap((p) => Object.keys(p.config));
    expect(autoBlockValues).toEqual(expect.arrayContaining(['Navy', 'Olive', 'Burlywood']));
    expect(autoBlockValues).toContain('Oatmeal'); // not a CSS colour: the invalid palette
  });

  it('stores ratings that match the published reviews', async () => {
    const result = (await ctx.db.execute(sql`
      select p.slug, p.average_rating as average, p.review_count as count,
        (select count(*)::int from reviews r where r.product_id = p.id) as "actualCount",
        (select coalesce(avg(r.rating), 0)::float from reviews r where r.product_id = p.id) as "actualAverage"
      from products p`)) as unknown as {
      rows: { slug: string; average: number; count: number; actualCount: number; actualAverage: number }[];
    };
    const rows = result.rows;
    expect(rows.length).toBe(first.products);
    for (const row of rows) {
      expect(row.count).toBe(row.actualCount);
      expect(row.average).toBeCloseTo(row.actualAverage, 1);
    }
    expect(rows.some((r) => r.average % 1 === 0.5)).toBe(true);
  });

  it('seeds tags with placeholders, marketplace buttons, looks, menus, blog, policies and rates', async () => {
    const tags = await ctx.db.select().from(t.productTags);
    const texts = tags.map((tag) => String(tag.imageConfig?.text)).join(' ');
    for (const placeholder of ['{SAVE_PERCENT}', '{SAVE_AMOUNT}', '{PRICE}', '{SKU}', '{STOCK}']) {
      expect(texts).toContain(placeholder);
    }
    expect(new Set(tags.map((tag) => tag.style))).toEqual(new Set([0, 1]));
    const buttons = await ctx.db.select().from(t.customButtons);
    expect(new Set(buttons.map((b) => b.buttonType))).toEqual(
      new Set(['amazon', 'ebay', 'aliexpress', 'custom']),
    );
    expect(new Set(buttons.map((b) => b.buttonStyle))).toEqual(new Set(['first', 'second', 'third']));
    expect((await ctx.db.select().from(t.combinationItems)).length).toBeGreaterThanOrEqual(9);
    const nested = await ctx.db.select().from(t.menuItems).where(sql`${t.menuItems.parentId} is not null`);
    expect(nested.length).toBeGreaterThan(0);
    expect(first.blogPosts).toBeGreaterThanOrEqual(6);
    const policies = await ctx.db.select({ handle: t.policies.handle }).from(t.policies);
    expect(policies.map((p) => p.handle).sort()).toEqual([
      'privacy-policy',
      'refund-policy',
      'shipping-policy',
      'terms-of-service',
    ]);
    const rates = await ctx.db.select().from(t.exchangeRates);
    expect(rates.map((r) => r.currency).sort()).toEqual(
      [
        'ARS',
        'AUD',
        'BRL',
        'CAD',
        'CNY',
        'EUR',
        'GBP',
        'INR',
        'JPY',
        'KRW',
        'MXN',
        'NZD',
        'RUB',
        'USD',
        'UYU',
      ].sort(),
    );
    expect(rates.every((r) => r.base === 'USD' && r.rate > 0)).toBe(true);
    expect((await ctx.db.select().from(t.diversionTestProducts)).length).toBe(1);
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot();
    const again = await seedDemoCatalogue(ctx.db);
    expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('restores the catalogue with reset, undoing edits and deletions', async () => {
    const before = await snapshot();
    await ctx.db.update(t.products).set({ title: 'Edited' }).where(eq(t.products.slug, 'stoneware-mug'));
    await ctx.db.delete(t.products).where(eq(t.products.slug, 'chelsea-boot'));
    await ctx.db.insert(t.policies).values({ handle: 'extra', title: 'Extra', body: '<p>x</p>' });
    expect(await snapshot()).not.toEqual(before);

    const reset = await seedDemoCatalogue(ctx.db, { reset: true });
    expect(reset.inserted.products).toBe(first.products);
    expect(await snapshot()).toEqual(before);
  });
});
