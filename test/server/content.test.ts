import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import {
  blogCollections,
  blogPosts,
  discountRules,
  diversionTestProducts,
  diversionTests,
  exchangeRates,
  menus,
  policies,
  products,
  reviews,
  variants,
} from '../../server/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await ctx.request(`/api/store${path}`, { headers });
  return { status: res.status, body: await res.json(), headers: res.headers };
};

async function productWithReviews() {
  const [row] = await queryRows<{ id: number; n: number }>(
    ctx.db,
    sql`select product_id as id, count(*)::int as n from reviews where status = 'published'
        group by product_id order by n desc limit 1`,
  );
  return row!;
}

describe('GET /api/store/categories', () => {
  it('lists categories with their active product counts', async () => {
    const { status, body } = await get('/categories');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const first = body.data[0];
    const listed = await get(`/products?category=${first.id}&page_size=1`);
    expect(first.products_count).toBe(listed.body.meta.total);
  });
});

describe('GET /api/store/comments', () => {
  it('pages a product’s published reviews 10 at a time from page 1 with the total (spec §9)', async () => {
    const product = await productWithReviews();
    const { status, body } = await get(`/comments?product_id=${product.id}`);
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.total).toBe(product.n);
    expect(body.data).toHaveLength(Math.min(10, product.n));
    expect(body.data.every((c: { product_id: number }) => c.product_id === product.id)).toBe(true);
    const ratings = await ctx.db
      .select({ r: reviews.rating })
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    const mean = ratings.reduce((n, r) => n + r.r, 0) / ratings.length;
    expect(body.average_rating).toBeCloseTo(mean, 2);
  });

  it('filters by rating and answers later pages', async () => {
    const product = await productWithReviews();
    const five = await get(`/comments?product_id=${product.id}&rating=5&page_size=50`);
    expect(five.body.data.every((c: { rating: number }) => c.rating === 5)).toBe(true);
    const page2 = await get(`/comments?product_id=${product.id}&page=2&page_size=1`);
    expect(page2.body.page).toBe(2);
    expect(page2.body.data).toHaveLength(product.n >= 2 ? 1 : 0);
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await get('/comments?product_id=999999');
    expect(status).toBe(404);
    expect(body.message).toBe('The product is no longer available');
  });
});

describe('GET /api/store/size-chart/products/:productId/chart', () => {
  it('returns the chart of a product that has one and null otherwise', async () => {
    const [withChart] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from products where size_chart_id is not null and status = 'active' limit 1`,
    );
    const [without] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from products where size_chart_id is null and status = 'active' limit 1`,
    );
    const chart = await get(`/size-chart/products/${withChart!.id}/chart`);
    expect(chart.status).toBe(200);
    expect(chart.body.data.table.columns.length).toBeGreaterThan(0);
    expect(chart.body.data.table.rows.length).toBeGreaterThan(0);
    expect((await get(`/size-chart/products/${without!.id}/chart`)).body).toEqual({ data: null });
  });

  it('answers 404 for an unknown product and 422 for a non-numeric id', async () => {
    expect((await get('/size-chart/products/999999/chart')).status).toBe(404);
    expect((await get('/size-chart/products/abc/chart')).status).toBe(422);
  });
});

describe('GET /api/store/discount/product_discount', () => {
  it('lists the active rules that reach the product, its variant or its categories', async () => {
    const [product] = await ctx.db.select().from(products).limit(1);
    const [variant] = await ctx.db
      .select()
      .from(variants)
      .where(eq(variants.productId, product!.id))
      .limit(1);
    const [other] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from products where id <> ${product!.id} limit 1`,
    );
    const rule = { tiers: [{ from: 2, type: 'percentage', value: 10 }] };
    const inserted = await ctx.db
      .insert(discountRules)
      .values([
        {
          title: 'For this product',
          discountType: 'bulk_discount',
          targetType: 'product',
          targetIds: [product!.id],
          rule,
        },
        {
          title: 'For its variant',
          discountType: 'step_discount',
          targetType: 'variant',
          targetIds: [variant!.id],
          rule,
        },
        {
          title: 'For another',
          discountType: 'bulk_discount',
          targetType: 'product',
          targetIds: [other!.id],
          rule,
        },
        {
          title: 'Expired',
          discountType: 'bulk_discount',
          targetType: 'all',
          rule,
          endsAt: new Date('2001-01-01T00:00:00Z'),
        },
        { title: 'Inactive', discountType: 'bulk_discount', targetType: 'all', rule, active: false },
      ])
      .returning();
    try {
      const productOnly = await get(`/discount/product_discount?product_id=${product!.id}`);
      expect(productOnly.status).toBe(200);
      const titles = productOnly.body.data.map((d: { title: string }) => d.title);
      expect(titles).toContain('For this product');
      expect(titles).not.toContain('For its variant');
      expect(titles).not.toContain('For another');
      expect(titles).not.toContain('Expired');
      expect(titles).not.toContain('Inactive');
      const withVariant = await get(
        `/discount/product_discount?product_id=${product!.id}&variant_id=${variant!.id}`,
      );
      expect(withVariant.body.data.map((d: { title: string }) => d.title)).toContain('For its variant');
      expect(withVariant.body.data[0].rule).toEqual(rule);
    } finally {
      for (const r of inserted) await ctx.db.delete(discountRules).where(eq(discountRules.id, r.id));
    }
  });

  it('lists the demo store’s own rules for a product they reach', async () => {
    const seeded = await ctx.db.select().from(discountRules).where(eq(discountRules.active, true));
    expect(seeded.length).toBeGreaterThan(0);
    const rule = seeded.find(
      (r) => r.targetType === 'category' || r.targetType === 'product' || r.targetType === 'all',
    )!;
    const [reached] =
      rule.targetType === 'category'
        ? await queryRows<{ id: number }>(
            ctx.db,
            sql`select product_id as id from product_categories where category_id = ${rule.targetIds[0]!} limit 1`,
          )
        : rule.targetType === 'product'
          ? [{ id: rule.targetIds[0]! }]
          : await queryRows<{ id: number }>(ctx.db, sql`select id from products limit 1`);
    const { body } = await get(`/discount/product_discount?product_id=${reached!.id}`);
    expect(body.data.map((d: { id: number }) => d.id)).toContain(rule.id);
  });

  it('rejects a variant of another product and unknown products', async () => {
    const [a] = await ctx.db.select().from(products).limit(1);
    const [foreign] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from variants where product_id <> ${a!.id} limit 1`,
    );
    expect(
      (await get(`/discount/product_discount?product_id=${a!.id}&variant_id=${foreign!.id}`)).status,
    ).toBe(404);
    expect((await get('/discount/product_discount?product_id=999999')).status).toBe(404);
    expect((await get('/discount/product_discount')).status).toBe(422);
  });

  it('serves the discount text configs of cart, checkout and product', async () => {
    const { status, body } = await get('/discount/settings');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'cart_text_config',
      'checkout_text_config',
      'product_text_config',
    ]);
    expect(Object.keys(body.product_text_config).length).toBeGreaterThan(0);
    expect((await get('/discount/style_config')).body).toEqual(body);
  });
});

describe('GET /api/store/product_diversion_test/relationships', () => {
  it('names the main product of products under a diversion test', async () => {
    const [link] = await ctx.db
      .select({
        productId: diversionTestProducts.productId,
        testId: diversionTests.id,
        main: diversionTests.mainProductId,
      })
      .from(diversionTestProducts)
      .innerJoin(diversionTests, eq(diversionTests.id, diversionTestProducts.diversionTestId));
    const [main] = await ctx.db.select().from(products).where(eq(products.id, link!.main));
    const { status, body } = await get(
      `/product_diversion_test/relationships?product_ids=${link!.productId}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        product_id: link!.productId,
        diversion_test_id: link!.testId,
        main_product: { ID: main!.id, slug: main!.slug },
      },
    ]);
  });

  it('answers an empty list for products outside any test and 422 without ids', async () => {
    expect((await get('/product_diversion_test/relationships?product_ids=999999')).body).toEqual({
      data: [],
    });
    expect((await get('/product_diversion_test/relationships')).status).toBe(422);
    expect((await get('/product_diversion_test/relationships?product_ids=1,x')).status).toBe(422);
  });
});

describe('currency', () => {
  it('serves the exchange rates against the store base currency', async () => {
    const { body } = await get('/exchanges');
    expect(body.base).toBe('USD');
    expect(body.rates.USD).toBe(1);
    const rows = await ctx.db.select().from(exchangeRates).where(eq(exchangeRates.base, 'USD'));
    for (const r of rows) expect(body.rates[r.currency]).toBe(r.rate);
    // spec §9: the selector's 15 currencies all have a rate.
    for (const code of [
      'AUD',
      'CAD',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'NZD',
      'USD',
      'MXN',
      'INR',
      'ARS',
      'UYU',
      'BRL',
      'RUB',
      'KRW',
    ]) {
      expect(body.rates[code], code).toBeGreaterThan(0);
    }
  });

  it('guesses the shopper’s country and currency from Accept-Language without any lookup', async () => {
    expect((await get('/ip', { 'accept-language': 'de-DE,de;q=0.9' })).body).toEqual({
      iso_code: 'DE',
      currency: 'EUR',
      state: null,
    });
    expect((await get('/ip', { 'accept-language': 'ja-JP' })).body.currency).toBe('JPY');
    const fallback = await get('/ip', { 'accept-language': 'en' });
    expect(fallback.body).toEqual({ iso_code: 'US', currency: 'USD', state: null });
    expect(fallback.headers.get('cache-control')).toBe('private, no-store');
  });

  it('falls back to the base currency when the store has no rate for the shopper’s', async () => {
    const { body } = await get('/ip', { 'accept-language': 'de-CH' });
    expect(body.iso_code).toBe('CH');
    const rates = (await get('/exchanges')).body.rates;
    expect(body.currency).toBe('CHF' in rates ? 'CHF' : 'USD');
  });
});

describe('settings', () => {
  it('serves the public store settings documents', async () => {
    const { body } = await get('/settings');
    expect(Object.keys(body.data).sort()).toEqual([
      'base_options',
      'carousel',
      'nav',
      'palette_plugin',
      'store',
    ]);
    expect(body.data.carousel.items.length).toBeGreaterThan(0);
    expect(body.data.base_options.cart_show_input_coupon).toBeDefined();
  });
});

describe('menus and policies', () => {
  it('serves menus as trees and one by handle', async () => {
    const { body } = await get('/menus');
    const rows = await ctx.db.select().from(menus);
    expect(body.data.map((m: { handle: string }) => m.handle).sort()).toEqual(
      rows.map((m) => m.handle).sort(),
    );
    const withChildren = body.data.find((m: { items: { children: unknown[] }[] }) =>
      m.items.some((i) => i.children.length > 0),
    );
    expect(withChildren).toBeDefined();
    const one = await get(`/menus/${rows[0]!.handle}`);
    expect(one.body.data.handle).toBe(rows[0]!.handle);
    expect((await get('/menus/nope')).status).toBe(404);
  });

  it('serves policies and one by handle', async () => {
    const rows = await ctx.db.select().from(policies);
    const { body } = await get('/policies');
    expect(body.data).toHaveLength(rows.length);
    const one = await get(`/policies/${rows[0]!.handle}`);
    expect(one.body.data.body).toBe(rows[0]!.body);
    expect((await get('/policies/nope')).status).toBe(404);
  });
});

describe('blog (spec §8: failures answer success false with failMessage)', () => {
  it('lists blog collections with post counts', async () => {
    const { body } = await get('/blog_homepage/blog_collections?page_size=10&page=1');
    expect(body.success).toBe(true);
    const rows = await ctx.db.select().from(blogCollections);
    expect(body.meta.total).toBe(rows.length);
    expect(body.data[0].posts_count).toBeGreaterThan(0);
  });

  it('lists the posts of a collection by id or handle, newest first', async () => {
    const [c] = await ctx.db.select().from(blogCollections).limit(1);
    const byId = await get(`/blog_collections/${c!.id}/blogs?page_size=50`);
    const byHandle = await get(`/blog_collections/${c!.handle}/blogs?page_size=50`);
    expect(byId.body.success).toBe(true);
    expect(byHandle.body.data).toEqual(byId.body.data);
    const dates = byId.body.data.map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves recent posts other than the current one, recommendations and preferred posts', async () => {
    const [post] = await ctx.db.select().from(blogPosts).limit(1);
    const recent = await get(`/blog/${post!.id}/recent_blogs?page_size=3&page=1&type=1`);
    expect(recent.body.success).toBe(true);
    expect(recent.body.data.map((p: { id: number }) => p.id)).not.toContain(post!.id);
    const recommend = await get(`/blog/${post!.id}/recommend_blogs`);
    expect(recommend.body.success).toBe(true);
    expect(recommend.body.data.map((p: { id: number }) => p.id)).not.toContain(post!.id);
    const preferred = await get('/blog_homepage/preferred_blogs');
    const expected = await ctx.db.$count(blogPosts, eq(blogPosts.preferred, true));
    expect(preferred.body.data).toHaveLength(Math.min(6, expected));
    const detail = await get(`/blogs/${post!.slug}`);
    expect(detail.body.data.content).toBe(post!.content);
  });

  it('answers unknown posts and collections with success false and a failMessage', async () => {
    for (const path of [
      '/blog/999999/recent_blogs',
      '/blog/999999/recommend_blogs',
      '/blog_collections/999999/blogs',
      '/blogs/nope',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.success).toBe(false);
      expect(body.failMessage).toMatch(/not found/);
    }
  });

  it('answers bad paging and malformed ids with success false too', async () => {
    for (const path of ['/blog_homepage/blog_collections?page=0', '/blog/abc$/recommend_blogs']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(422);
      expect(body.success).toBe(false);
      // The first field message leads, as in every 422 of the API.
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      expect(body.failMessage).toBe((Object.values(body.errors) as string[][])[0]![0]);
    }
  });
});

describe('X-LANG (spec §7)', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['fr_fr', 'fr-FR'],
    ['xx-YY', 'en-US'],
    ['<script>', 'en-US'],
  ])('reads X-LANG %s as %s', async (header, locale) => {
    const { headers } = await get('/policies', { 'x-lang': header });
    expect(headers.get('content-language')).toBe(locale);
  });

  it('defaults to en-US without the header', async () => {
    expect((await get('/policies')).headers.get('content-language')).toBe('en-US');
  });
});
