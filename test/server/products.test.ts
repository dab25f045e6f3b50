import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse, WireProduct, WireProductDetail } from '../../api/catalog';
import { fromWireMoney } from '../../api/common';
import { queryRows } from '../../server/db/rows';
import { categories, collections, productCollections, products, variants } from '../../server/db/schema';
import { createTestContext, postJson, type TestContext } from './helpers';

let ctx: TestContext;
let activeCount: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from products where status = 'active'`,
  );
  activeCount = row!.n;
});
afterAll(async () => {
  await ctx?.close();
});

const money = /^\d+\.\d{2}$/;

async function list(query: string): Promise<ProductListResponse> {
  const res = await ctx.request(`/api/store/products${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function all(query: string): Promise<WireProduct[]> {
  const sep = query.includes('?') ? '&' : '?';
  const first = await list(`${query}${sep}page_size=100`);
  expect(first.meta.last_page).toBe(1);
  return first.data;
}

describe('GET /api/store/products', () => {
  it('pages the active catalogue 20 at a time by default with a total and last page', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(Math.min(20, activeCount));
    expect(body.meta).toEqual({
      total: activeCount,
      current_page: 1,
      last_page: Math.ceil(activeCount / 20),
      page_size: 20,
    });
  });

  it('shows money as decimal strings with two places', async () => {
    const [p] = (await list('?page_size=1&with=variants')).data;
    for (const value of [p!.price, p!.regular_price, p!.min_price, p!.max_price, p!.agio]) {
      expect(value).toMatch(money);
    }
    for (const v of p!.variants!) expect(v.price).toMatch(money);
  });

  it('returns disjoint pages that together cover the catalogue', async () => {
    const seen = new Set<number>();
    const { meta } = await list('?page_size=7');
    for (let page = 1; page <= meta.last_page; page++) {
      for (const p of (await list(`?page_size=7&page=${page}`)).data) {
        expect(seen.has(p.ID)).toBe(false);
        seen.add(p.ID);
      }
    }
    expect(seen.size).toBe(activeCount);
  });

  it('answers a page past the end with no products and the real last page', async () => {
    const body = await list('?page=999&page_size=50');
    expect(body.data).toEqual([]);
    expect(body.meta.last_page).toBe(Math.ceil(activeCount / 50));
  });

  it('leaves variants and gallery out unless asked with=variants,gallery', async () => {
    const [plain] = (await list('?page_size=1')).data;
    expect(plain!.variants).toBeUndefined();
    expect(plain!.gallery).toBeUndefined();
    const [full] = (await list('?page_size=1&with=variants,gallery')).data;
    expect(full!.variants!.length).toBeGreaterThan(0);
    // A listing sends each variant once (the product's own answer names them twice).
    expect(full).not.toHaveProperty('variants_detail');
    expect(full!.gallery!.length).toBeGreaterThanOrEqual(2);
    for (const image of full!.gallery!) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('looks up a batch of products by include_ids', async () => {
    const ids = (await list('?page_size=5&sort=title_desc')).data.map((p) => p.ID);
    const body = await list(`?include_ids=${ids.join(',')}&page_size=100&is_use_style_combination=0`);
    expect(body.data.map((p) => p.ID).sort()).toEqual([...ids].sort());
  });

  it('accepts at most 100 per page', async () => {
    expect((await list('?page_size=100')).data.length).toBe(Math.min(100, activeCount));
    const res = await ctx.request('/api/store/products?page_size=101');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.page_size[0]).toMatch(/at most 100/);
  });

  describe('sorting', () => {
    const cents = (p: WireProduct) => fromWireMoney(p.price, 'USD');
    it.each([
      ['price_asc', (a: WireProduct, b: WireProduct) => cents(a) <= cents(b)],
      ['price_desc', (a: WireProduct, b: WireProduct) => cents(a) >= cents(b)],
      ['title_asc', (a: WireProduct, b: WireProduct) => a.title.toLowerCase() <= b.title.toLowerCase()],
      ['title_desc', (a: WireProduct, b: WireProduct) => a.title.toLowerCase() >= b.title.toLowerCase()],
      ['newest', (a: WireProduct, b: WireProduct) => a.created_at >= b.created_at],
      ['rating', (a: WireProduct, b: WireProduct) => a.average_rating >= b.average_rating],
    ])('orders by %s', async (sort, inOrder) => {
      const data = await all(`?sort=${sort}`);
      expect(data).toHaveLength(activeCount);
      for (let i = 1; i < data.length; i++) expect(inOrder(data[i - 1]!, data[i]!)).toBe(true);
    });

    it('orders best sellers by units sold', async () => {
      const data = await all('?sort=best_selling');
      const sales = await ctx.db.select({ id: products.id, n: products.salesCount }).from(products);
      const sold = new Map(sales.map((r) => [r.id, r.n]));
      for (let i = 1; i < data.length; i++) {
        expect(sold.get(data[i - 1]!.ID)!).toBeGreaterThanOrEqual(sold.get(data[i]!.ID)!);
      }
    });

    it('rejects an unknown sort with the allowed values', async () => {
      const res = await ctx.request('/api/store/products?sort=cheapest');
      expect(res.status).toBe(422);
      expect((await res.json()).errors.sort[0]).toMatch(/featured/);
    });
  });

  describe('filters', () => {
    it('keeps only products of a collection, and 404s an unknown collection', async () => {
      const [c] = await ctx.db.select().from(collections).where(eq(collections.handle, 'shoes'));
      const members = await ctx.db
        .select({ id: productCollections.productId })
        .from(productCollections)
        .innerJoin(products, eq(products.id, productCollections.productId))
        .where(and(eq(productCollections.collectionId, c!.id), eq(products.status, 'active')));
      const data = await all('?collection=shoes');
      expect(data.map((p) => p.ID).sort()).toEqual(members.map((m) => m.id).sort());
      const res = await ctx.request('/api/store/products?collection=no-such-thing');
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/not found/);
    });

    it('filters by category slug or id alike', async () => {
      const [cat] = await ctx.db.select().from(categories).limit(1);
      const bySlug = await all(`?category=${cat!.slug}`);
      const byId = await all(`?category=${cat!.id}`);
      expect(bySlug.length).toBeGreaterThan(0);
      expect(byId.map((p) => p.ID)).toEqual(bySlug.map((p) => p.ID));
      for (const p of bySlug) expect(p.categories.map((c) => c.id)).toContain(cat!.id);
    });

    it('keeps prices inside an inclusive range given in major units', async () => {
      const data = await all('?price_min=20&price_max=60.50');
      expect(data.length).toBeGreaterThan(0);
      for (const p of data) {
        expect(fromWireMoney(p.price, 'USD')).toBeGreaterThanOrEqual(2000);
        expect(fromWireMoney(p.price, 'USD')).toBeLessThanOrEqual(6050);
      }
      const res = await ctx.request('/api/store/products?price_min=90&price_max=10');
      expect(res.status).toBe(422);
    });

    it('splits the catalogue by availability', async () => {
      const inStock = await all('?availability=in_stock');
      const soldOut = await all('?availability=out_of_stock');
      expect(inStock.every((p) => p.buy_able)).toBe(true);
      expect(soldOut.every((p) => !p.buy_able)).toBe(true);
      expect(soldOut.length).toBeGreaterThan(0);
      expect(inStock.length + soldOut.length).toBe(activeCount);
    });

    it('matches option values: OR within one option, AND across options', async () => {
      const values = await queryRows<{ value: string }>(
        ctx.db,
        sql`select distinct o->>'value' as value from variants, jsonb_array_elements(options) o
            where o->>'name' = 'Color' order by 1 limit 2`,
      );
      const [a, b] = values.map((v) => v.value);
      const withA = await all(`?option=Color:${encodeURIComponent(a!)}`);
      const withB = await all(`?option=Color:${encodeURIComponent(b!)}`);
      const either = await all(
        `?option=Color:${encodeURIComponent(a!)}&option=Color:${encodeURIComponent(b!)}`,
      );
      expect(withA.length).toBeGreaterThan(0);
      expect(new Set(either.map((p) => p.ID))).toEqual(new Set([...withA, ...withB].map((p) => p.ID)));
      for (const p of await all(`?option=Color:${encodeURIComponent(a!)}&with=variants`)) {
        expect(p.variants!.some((v) => v.attrs.some((x) => x.name === 'Color' && x.value === a))).toBe(true);
      }
      const both = await all(`?option=Color:${encodeURIComponent(a!)}&option=Size:M`);
      for (const p of both) expect(withA.map((x) => x.ID)).toContain(p.ID);
    });
  });

  describe('facets', () => {
    it('counts each facet with every other active filter applied but not its own', async () => {
      const body = await list('?collection=apparel&availability=in_stock&facets=1&page_size=1');
      const facets = body.facets!;
      // Availability ignores its own filter: the two counts add up to the whole collection.
      const collectionTotal = (await list('?collection=apparel&page_size=1')).meta.total;
      const availabilitySum = facets.availability.reduce((n, f) => n + f.count, 0);
      expect(availabilitySum).toBe(collectionTotal);
      // Collections ignore the collection filter but keep availability.
      for (const f of facets.collections) {
        const expected = (await list(`?collection=${f.value}&availability=in_stock&page_size=1`)).meta.total;
        expect(f.count).toBe(expected);
      }
      // An option without an active filter counts within all filters.
      const color = facets.options.find((o) => o.name === 'Color');
      expect(color).toBeDefined();
      for (const v of color!.values.slice(0, 3)) {
        const q = `?collection=apparel&availability=in_stock&option=Color:${encodeURIComponent(v.value)}&page_size=1`;
        expect(v.count).toBe((await list(q)).meta.total);
      }
    });

    it('keeps the sibling values of an option that is being filtered on', async () => {
      const body = await list('?collection=apparel&facets=1&page_size=1');
      const values = body.facets!.options.find((o) => o.name === 'Color')!.values;
      const picked = values[0]!;
      const filtered = await list(
        `?collection=apparel&facets=1&page_size=1&option=Color:${encodeURIComponent(picked.value)}`,
      );
      const after = filtered.facets!.options.find((o) => o.name === 'Color')!.values;
      expect(after).toEqual(values);
      expect(filtered.meta.total).toBe(picked.count);
    });

    it('reports the price range of the products the other filters leave', async () => {
      const body = await list('?collection=shoes&facets=1&price_min=1000');
      const prices = (await all('?collection=shoes')).map((p) => fromWireMoney(p.price, 'USD'));
      expect(fromWireMoney(body.facets!.price.min, 'USD')).toBe(Math.min(...prices));
      expect(fromWireMoney(body.facets!.price.max, 'USD')).toBe(Math.max(...prices));
    });
  });
});

describe('GET /api/store/products/:slug', () => {
  it('returns the product with variants, gallery and description', async () => {
    const [row] = await ctx.db.select().from(products).where(eq(products.status, 'active')).limit(1);
    const res = await ctx.request(`/api/store/products/${row!.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage/);
    const { data } = (await res.json()) as { data: WireProductDetail };
    expect(data.ID).toBe(row!.id);
    expect(data.path).toBe(`/products/${row!.slug}`);
    const count = await ctx.db.$count(variants, eq(variants.productId, row!.id));
    expect(data.variants).toHaveLength(count);
    expect(data.variants_detail).toEqual(data.variants);
    expect(data.gallery.length).toBeGreaterThanOrEqual(2);
    expect(data.feature_image?.url).toBe(data.gallery[0]!.url);
  });

  it('marks a sold-out product and its variants as not buyable', async () => {
    const [soldOut] = await all('?availability=out_of_stock');
    const { data } = (await (await ctx.request(`/api/store/products/${soldOut!.slug}`)).json()) as {
      data: WireProductDetail;
    };
    expect(data.buy_able).toBe(false);
    expect(data.variants.every((v) => !v.buy_able)).toBe(true);
  });

  it('derives -100 thumbnails for png/jpg/gif images', async () => {
    const [p] = (await list('?page_size=1&with=gallery')).data;
    for (const g of p!.gallery!) {
      if (/\.(png|jpe?g|gif)$/.test(g.url)) expect(g.thumbnail).toBe(g.url.replace(/\.(\w+)$/, '-100.$1'));
    }
  });

  it('computes the discount percentage from price and regular price', async () => {
    const onSale = (await all('')).find(
      (p) => fromWireMoney(p.regular_price, 'USD') > fromWireMoney(p.price, 'USD'),
    );
    expect(onSale).toBeDefined();
    const price = fromWireMoney(onSale!.price, 'USD');
    const regular = fromWireMoney(onSale!.regular_price, 'USD');
    expect(onSale!.percentage).toBe(Math.round((1 - price / regular) * 100));
    expect(fromWireMoney(onSale!.agio, 'USD')).toBe(regular - price);
  });

  it('answers 404 "The product is no longer available" for unknown and draft products', async () => {
    const unknown = await ctx.request('/api/store/products/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'The product is no longer available' });
    await ctx.db.insert(products).values({ slug: 'hidden-draft', title: 'Hidden', status: 'draft' });
    const draft = await ctx.request('/api/store/products/hidden-draft');
    expect(draft.status).toBe(404);
    expect((await list('')).meta.total).toBe(activeCount);
    await ctx.db.delete(products).where(eq(products.slug, 'hidden-draft'));
  });
});

describe('POST /api/store/products/search', () => {
  it('finds products by a word of the title, 12 per page with meta.last_page', async () => {
    const [row] = await ctx.db.select().from(products).where(eq(products.status, 'active')).limit(1);
    const word = row!.title.split(' ')[1] ?? row!.title;
    const res = await ctx.request(
      '/api/store/products/search',
      postJson({ q: word, with: 'variants', sort: 'search_default_sort' }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProductListResponse;
    expect(body.data.map((p) => p.ID)).toContain(row!.id);
    expect(body.meta.page_size).toBe(12);
    expect(body.meta.last_page).toBe(Math.max(1, Math.ceil(body.meta.total / 12)));
    expect(body.data[0]!.variants).toBeDefined();
  });

  it('matches word prefixes and ranks title matches first', async () => {
    const body = (await (
      await ctx.request('/api/store/products/search', postJson({ q: 'sneak' }))
    ).json()) as ProductListResponse;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.title.toLowerCase()).toContain('sneak');
  });

  it('lists title matches first, then the rest, each in merchandising order', async () => {
    // A made-up word, so nothing from the demo catalogue joins in. Under the old ts_rank order
    // the products repeating the word (more occurrences, in keywords or the title) came first;
    // by merchandising rank alone the keywords-only product, ranked first of all, would.
    const word = 'zyloquartz';
    const made = await ctx.db
      .insert(products)
      .values([
        { slug: 'zq-title', title: 'Plain Zyloquartz Mug', featuredRank: 900 },
        {
          slug: 'zq-keywords',
          title: 'Ordinary Mug',
          vendor: 'Zyloquartz Works',
          keywords: `${word} ${word} ${word}`,
          featuredRank: 1,
        },
        { slug: 'zq-repeated', title: 'Zyloquartz Zyloquartz Zyloquartz Cup', featuredRank: 950 },
        { slug: 'zq-tie', title: 'Zyloquartz Bowl', featuredRank: 900 },
      ])
      .returning({ id: products.id, slug: products.slug });
    const id = Object.fromEntries(made.map((p) => [p.slug, p.id]));
    const order = [id['zq-title'], id['zq-tie'], id['zq-repeated'], id['zq-keywords']];
    const search = async (body: object) => {
      const res = await ctx.request('/api/store/products/search', postJson(body));
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as ProductListResponse;
    };
    try {
      const all = await search({ q: word });
      expect(all.data.map((p) => p.ID)).toEqual(order);
      expect(all.meta.total).toBe(4);
      // Pages across the boundary between the tiers: title matches only, both tiers, the rest only.
      for (const [pageSize, page] of [
        [3, 1],
        [2, 2],
        [3, 2],
        [1, 4],
      ] as const) {
        const body = await search({ q: 'zyloq', page_size: pageSize, page });
        expect(body.data.map((p) => p.ID)).toEqual(order.slice((page - 1) * pageSize, page * pageSize));
      }
      expect((await search({ q: word, page_size: 4, page: 2 })).data).toEqual([]);
      // Every word must be in the title for the first tier: "Ordinary Mug" has "mug" there but
      // "zyloquartz" only in its vendor and keywords.
      const both = await search({ q: `mug ${word}` });
      expect(both.data.map((p) => p.ID)).toEqual([id['zq-title'], id['zq-keywords']]);
      // Another sort still applies to a search (equal prices here: then by id).
      const byPrice = await search({ q: word, sort: 'price_asc' });
      expect(byPrice.data.map((p) => p.ID)).toEqual([...order].sort((a, b) => a! - b!));
      // Predictive search suggests in the same order.
      const suggested = await (await ctx.request(`/api/store/products/meta/search?q=${word}`)).json();
      expect(suggested.products.map((p: { ID: number }) => p.ID)).toEqual(order);
      const few = await (await ctx.request(`/api/store/products/meta/search?q=${word}&limit=3`)).json();
      expect(few.products.map((p: { ID: number }) => p.ID)).toEqual(order.slice(0, 3));
    } finally {
      await ctx.db.delete(products).where(sql`${products.slug} like 'zq-%'`);
    }
  });

  it('finds products by their collections, categories, tags, product type and description, 12 a page', async () => {
    const search = async (q: string, page = 1) =>
      (await (
        await ctx.request('/api/store/products/search', postJson({ q, page }))
      ).json()) as ProductListResponse;
    const everyId = async (q: string) => {
      const first = await search(q);
      const rest = await Promise.all(
        Array.from({ length: first.meta.last_page - 1 }, (_, i) => search(q, i + 2)),
      );
      return [first, ...rest].flatMap((page) => page.data.map((p) => p.ID));
    };
    const inCollection = async (handle: string) =>
      (
        await queryRows<{ id: number }>(
          ctx.db,
          sql`select p.id from products p join product_collections pc on pc.product_id = p.id
              join collections c on c.id = pc.collection_id where c.handle = ${handle} and p.status = 'active'`,
        )
      ).map((row) => row.id);
    for (const [q, handle] of [
      ['new', 'new-arrivals'],
      ['sale', 'sale'],
      ['apparel', 'apparel'],
    ] as const) {
      const members = await inCollection(handle);
      expect(members.length, handle).toBeGreaterThan(0);
      const first = await search(q);
      expect(first.meta.page_size).toBe(12);
      expect(first.data.length).toBe(Math.min(12, first.meta.total));
      expect(first.meta.last_page).toBe(Math.max(1, Math.ceil(first.meta.total / 12)));
      expect(await everyId(q), q).toEqual(expect.arrayContaining(members));
    }

    // Each source, on made-up words, and kept up to date when the names and links change.
    const [made] = await ctx.db
      .insert(products)
      .values({
        slug: 'zq-related',
        title: 'Plain Mug',
        productType: 'Glimmerware',
        description: '<p>Thrown by hand with a <strong>flibbertex</strong> glaze.</p>',
        featuredRank: 1,
      })
      .returning({ id: products.id });
    const [titled] = await ctx.db
      .insert(products)
      .values({ slug: 'zq-titled', title: 'Quorvane Cup', featuredRank: 999 })
      .returning({ id: products.id });
    const [collection] = await ctx.db
      .insert(collections)
      .values({ handle: 'zq-quorvane', title: 'Quorvane Picks' })
      .returning({ id: collections.id });
    const [tag] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into product_tags (name) values ('Snazzlewick') returning id`,
    );
    try {
      expect(await everyId('glimmerware')).toEqual([made!.id]);
      expect(await everyId('flibbertex')).toEqual([made!.id]);
      expect(await everyId('quorvane')).toEqual([titled!.id]);
      await ctx.db
        .insert(productCollections)
        .values({ collectionId: collection!.id, productId: made!.id, position: 0 });
      await queryRows(
        ctx.db,
        sql`insert into product_tag_links (product_id, tag_id) values (${made!.id}, ${tag!.id})`,
      );
      // Ranked: the title match first, though the collection match is first in merchandising order.
      expect(await everyId('quorvane')).toEqual([titled!.id, made!.id]);
      expect(await everyId('snazzlewick')).toEqual([made!.id]);
      await ctx.db
        .update(collections)
        .set({ title: 'Zentrope Picks' })
        .where(eq(collections.id, collection!.id));
      expect(await everyId('quorvane')).toEqual([titled!.id]);
      expect(await everyId('zentrope')).toEqual([made!.id]);
      await queryRows(ctx.db, sql`delete from product_tag_links where tag_id = ${tag!.id}`);
      expect(await everyId('snazzlewick')).toEqual([]);
    } finally {
      await ctx.db.delete(products).where(sql`${products.slug} like 'zq-%'`);
      await ctx.db.delete(collections).where(eq(collections.handle, 'zq-quorvane'));
      await queryRows(ctx.db, sql`delete from product_tags where name = 'Snazzlewick'`);
    }
  });

  it('pages a tier of over a thousand products in merchandising order', async () => {
    // Large enough for the capped walk of the featured index (products.ts walkMinimum): every
    // fifth product has the word only in its keywords, so the walk of the first 1 200 products
    // holds 960 title matches. Page 1 comes from the walk, page 10 (titles 900–999) falls back
    // to the GIN lookup, page 18 spans both tiers, page 20 is keywords only.
    const word = 'vexmorilt';
    const values = Array.from({ length: 1500 }, (_, i) =>
      i % 5 === 4
        ? { slug: `vx-${i}`, title: `Other ${i}`, keywords: word, featuredRank: -10_000 + i }
        : { slug: `vx-${i}`, title: `Vexmorilt ${i}`, featuredRank: -10_000 + i },
    );
    const made = await ctx.db
      .insert(products)
      .values(values)
      .returning({ id: products.id, slug: products.slug });
    const byI = (i: number) => made.find((p) => p.slug === `vx-${i}`)!.id;
    const indexes = values.map((_, i) => i);
    const order = [
      ...indexes.filter((i) => i % 5 !== 4).map(byI),
      ...indexes.filter((i) => i % 5 === 4).map(byI),
    ];
    try {
      for (const [pageSize, page] of [
        [100, 1],
        [100, 10],
        [70, 18],
        [70, 20],
        [100, 15],
      ] as const) {
        const res = await ctx.request(
          '/api/store/products/search',
          postJson({ q: word, page_size: pageSize, page }),
        );
        const body = (await res.json()) as ProductListResponse;
        expect(body.meta.total).toBe(1500);
        expect(
          body.data.map((p) => p.ID),
          `page ${page} of ${pageSize}`,
        ).toEqual(order.slice((page - 1) * pageSize, page * pageSize));
      }
    } finally {
      await ctx.db.delete(products).where(sql`${products.slug} like 'vx-%'`);
    }
  });

  it('pages through results', async () => {
    const q = { q: 'a', page_size: 2 };
    const first = (await (
      await ctx.request('/api/store/products/search', postJson({ ...q, page: 1 }))
    ).json()) as ProductListResponse;
    const second = (await (
      await ctx.request('/api/store/products/search', postJson({ ...q, page: 2 }))
    ).json()) as ProductListResponse;
    if (first.meta.total > 2) {
      expect(second.data.map((p) => p.ID)).not.toEqual(first.data.map((p) => p.ID));
    }
    expect(second.meta.current_page).toBe(2);
  });

  it('answers an empty or punctuation-only query with no results', async () => {
    for (const q of ['', '   ', '&|!():*']) {
      const body = (await (
        await ctx.request('/api/store/products/search', postJson({ q }))
      ).json()) as ProductListResponse;
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    }
  });

  it('rejects a query longer than 255 characters', async () => {
    const res = await ctx.request('/api/store/products/search', postJson({ q: 'x'.repeat(256) }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors.q[0]).toMatch(/255/);
    const ok = await ctx.request('/api/store/products/search', postJson({ q: 'x'.repeat(255) }));
    expect(ok.status).toBe(200);
  });
});

describe('GET /api/store/products/meta/search', () => {
  it('suggests products and collections for a prefix', async () => {
    const res = await ctx.request('/api/store/products/meta/search?q=foot');
    const body = await res.json();
    expect(body.collections.map((c: { handle: string }) => c.handle)).toContain('shoes');
    const products = await ctx.request('/api/store/products/meta/search?q=sne');
    const found = (await products.json()).products;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].path).toMatch(/^\/products\//);
  });

  it('suggests nothing for an empty query', async () => {
    const body = await (await ctx.request('/api/store/products/meta/search?q=')).json();
    expect(body).toEqual({ products: [], collections: [] });
  });
});

describe('collections', () => {
  it('lists published collections with their active product counts', async () => {
    const body = await (await ctx.request('/api/store/collections')).json();
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    for (const c of body.data.slice(0, 3)) {
      expect(c.products_count).toBe((await list(`?collection=${c.handle}&page_size=1`)).meta.total);
      expect(c.path).toBe(`/collections/${c.handle}`);
    }
  });

  it('shows a collection with its products paged in the collection order', async () => {
    const res = await ctx.request('/api/store/collections/apparel?page_size=5&page=2');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.handle).toBe('apparel');
    expect(body.meta.current_page).toBe(2);
    expect(body.products.length).toBeLessThanOrEqual(5);
    const ordered = await ctx.db
      .select({ id: productCollections.productId })
      .from(productCollections)
      .innerJoin(collections, eq(collections.id, productCollections.collectionId))
      .innerJoin(products, eq(products.id, productCollections.productId))
      .where(and(eq(collections.handle, 'apparel'), eq(products.status, 'active')))
      .orderBy(productCollections.position, products.featuredRank, products.id);
    expect(body.products.map((p: WireProduct) => p.ID)).toEqual(ordered.slice(5, 10).map((r) => r.id));
  });

  it('uses the collection default sort unless another is asked', async () => {
    const [c] = await ctx.db.select().from(collections).where(eq(collections.sortOrder, 'price_asc'));
    if (!c) return expect.fail('the demo catalogue has a collection sorted by price');
    const body = await (await ctx.request(`/api/store/collections/${c.handle}?page_size=100`)).json();
    const prices = body.products.map((p: WireProduct) => fromWireMoney(p.price, 'USD'));
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('answers 404 for an unknown collection', async () => {
    const res = await ctx.request('/api/store/collections/nowhere');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Collection "nowhere" not found');
  });
});
