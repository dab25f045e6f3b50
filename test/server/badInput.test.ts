/**
 * Bad input of every kind gets a 4xx with a clear message — never a 500 — the
 * database does not change, and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const tables = [
  'products',
  'variants',
  'product_images',
  'collections',
  'reviews',
  'store_settings',
  'discount_rules',
];

/** Row count and a checksum of every row of the tables the catalogue endpoints read. */
const snapshot = () => tableSnapshot(ctx.db, tables);

const long = (n: number) => 'x'.repeat(n);
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
const injection = encodeURIComponent("' OR 1=1; DROP TABLE products; --");

type Case = [label: string, method: string, path: string, body?: string, headers?: Record<string, string>];
const json = { 'content-type': 'application/json' };

const cases: Case[] = [
  // GET /products — wrong types, out-of-range numbers, unknown values
  ['page_size 0', 'GET', '/products?page_size=0'],
  ['page_size 101', 'GET', '/products?page_size=101'],
  ['page_size text', 'GET', '/products?page_size=abc'],
  ['page_size huge', 'GET', '/products?page_size=99999999999999999999'],
  ['page_size twice', 'GET', '/products?page_size=1&page_size=2'],
  ['page negative', 'GET', '/products?page=-1'],
  ['page zero', 'GET', '/products?page=0'],
  ['page fractional', 'GET', '/products?page=1.5'],
  ['page beyond 10000', 'GET', '/products?page=1e10'],
  ['sort injection', 'GET', `/products?sort=${injection}`],
  ['with unknown', 'GET', '/products?with=secrets'],
  ['include_ids text', 'GET', '/products?include_ids=1,abc'],
  ['include_ids negative', 'GET', '/products?include_ids=-5'],
  ['include_ids over 100', 'GET', `/products?include_ids=${ids(101)}`],
  ['collection injection', 'GET', `/products?collection=${injection}`],
  ['collection unknown', 'GET', '/products?collection=no-such-collection'],
  ['category unknown id', 'GET', '/products?category=9999999'],
  ['category path traversal', 'GET', '/products?category=..%2F..%2Fetc%2Fpasswd'],
  ['price_min negative', 'GET', '/products?price_min=-5'],
  ['price_min text', 'GET', '/products?price_min=abc'],
  ['price_max overflow', 'GET', '/products?price_max=1e309'],
  ['price range inverted', 'GET', '/products?price_min=50&price_max=10'],
  ['availability unknown', 'GET', '/products?availability=maybe'],
  ['option without value', 'GET', '/products?option=NoColon'],
  ['option oversized', 'GET', `/products?option=Color:${long(300)}`],
  ['facets not a flag', 'GET', '/products?facets=yes'],
  // GET /products/:slug
  ['slug injection', 'GET', `/products/${injection}`],
  ['slug unknown', 'GET', '/products/no-such-product'],
  ['slug oversized', 'GET', `/products/${long(300)}`],
  ['slug with NUL', 'GET', '/products/abc%00def'],
  // POST /products/search
  ['search malformed JSON', 'POST', '/products/search', '{"q": "shoe', json],
  ['search JSON array', 'POST', '/products/search', '[]', json],
  ['search JSON string', 'POST', '/products/search', '"shoes"', json],
  ['search JSON null', 'POST', '/products/search', 'null', json],
  ['search q number', 'POST', '/products/search', '{"q": 123}', json],
  ['search q null', 'POST', '/products/search', '{"q": null}', json],
  ['search q 256 chars', 'POST', '/products/search', JSON.stringify({ q: long(256) }), json],
  ['search page_size 0', 'POST', '/products/search', '{"q":"a","page_size":0}', json],
  ['search page_size 1000', 'POST', '/products/search', '{"q":"a","page_size":1000}', json],
  ['search page as text', 'POST', '/products/search', '{"q":"a","page":"2"}', json],
  ['search sort unknown', 'POST', '/products/search', '{"q":"a","sort":"random"}', json],
  ['search with unknown', 'POST', '/products/search', '{"q":"a","with":"secrets"}', json],
  ['search filter unknown', 'POST', '/products/search', '{"q":"a","filters":{"availability":"x"}}', json],
  [
    'search form body',
    'POST',
    '/products/search',
    'q=shoes',
    { 'content-type': 'application/x-www-form-urlencoded' },
  ],
  ['search body over 1 MB', 'POST', '/products/search', JSON.stringify({ q: long(1_100_000) }), json],
  // suggestions
  ['suggest q 256 chars', 'GET', `/products/meta/search?q=${long(256)}`],
  ['suggest limit 0', 'GET', '/products/meta/search?q=a&limit=0'],
  ['suggest limit 21', 'GET', '/products/meta/search?q=a&limit=21'],
  // collections & categories
  ['collections page_size 0', 'GET', '/collections?page_size=0'],
  ['collection handle with spaces', 'GET', '/collections/has%20space'],
  ['collection unknown', 'GET', '/collections/no-such-collection'],
  ['collection sort unknown', 'GET', '/collections/apparel?sort=bogus'],
  // comments
  ['comments product text', 'GET', '/comments?product_id=abc'],
  ['comments product 0', 'GET', '/comments?product_id=0'],
  ['comments rating 6', 'GET', '/comments?rating=6'],
  ['comments page_size 51', 'GET', '/comments?page_size=51'],
  ['comments product unknown', 'GET', '/comments?product_id=999999'],
  // size chart
  ['size chart id text', 'GET', '/size-chart/products/abc/chart'],
  ['size chart id negative', 'GET', '/size-chart/products/-1/chart'],
  ['size chart id beyond int', 'GET', '/size-chart/products/99999999999/chart'],
  ['size chart unknown', 'GET', '/size-chart/products/999999/chart'],
  // discounts
  ['discount without product', 'GET', '/discount/product_discount'],
  ['discount product injection', 'GET', `/discount/product_discount?product_id=1${injection}`],
  ['discount variant text', 'GET', '/discount/product_discount?product_id=1&variant_id=abc'],
  ['discount product unknown', 'GET', '/discount/product_discount?product_id=999999'],
  // diversion test
  ['diversion without ids', 'GET', '/product_diversion_test/relationships'],
  ['diversion empty id', 'GET', '/product_diversion_test/relationships?product_ids=1,,2'],
  ['diversion over 100 ids', 'GET', `/product_diversion_test/relationships?product_ids=${ids(101)}`],
  // menus, policies, blog
  ['menu handle invalid', 'GET', '/menus/bad%20handle'],
  ['menu unknown', 'GET', '/menus/no-such-menu'],
  ['policy unknown', 'GET', '/policies/no-such-policy'],
  ['policy injection', 'GET', `/policies/${injection}`],
  ['blog id invalid', 'GET', '/blog/abc$/recent_blogs'],
  ['blog post unknown', 'GET', '/blog/999999/recent_blogs'],
  ['blog page 0', 'GET', '/blog_collections/1/blogs?page=0'],
  ['blog page_size 999', 'GET', '/blog_homepage/blog_collections?page_size=999'],
  ['blog slug unknown', 'GET', '/blogs/no-such-post'],
  // routes and methods that do not exist
  ['unknown route', 'GET', '/nope'],
  ['DELETE on products', 'DELETE', '/products'],
  ['PUT on search', 'PUT', '/products/search', '{}', json],
];

describe('bad input', () => {
  it(`has a table of at least 50 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it('answers every bad input with a 4xx and a message, changes nothing and keeps serving', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const [label, method, path, body, headers] of cases) {
      const res = await ctx.request(`/api/store${path}`, { method, body, headers });
      const text = await res.text();
      let message: unknown;
      try {
        message = JSON.parse(text).message;
      } catch {
        message = undefined;
      }
      if (res.status < 400 || res.status >= 500 || typeof message !== 'string' || message.length === 0) {
        failures.push(`${label}: ${method} ${path.slice(0, 80)} → ${res.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const after = await ctx.request('/api/store/products?page_size=2');
    expect(after.status).toBe(200);
    expect((await after.json()).data).toHaveLength(2);
  });

  it('treats SQL in a search query as text: no error, no change', async () => {
    const before = await snapshot();
    for (const q of ["'; DROP TABLE products; --", 'a & b | !c', "shoe' OR '1'='1", '%_\\']) {
      const res = await ctx.request('/api/store/products/search', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ q }),
      });
      expect(res.status, q).toBe(200);
      const sugg = await ctx.request(`/api/store/products/meta/search?q=${encodeURIComponent(q)}`);
      expect(sugg.status, q).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });
});
