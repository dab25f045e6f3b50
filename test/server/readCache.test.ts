import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import { discountRules, storeSettings } from '../../server/db/schema';
import { loadDiscountRules, loadStoreSettings } from '../../server/domain/cart/pricingData';
import { invalidateReads, readGeneration } from '../../server/http/readCache';
import {
  isCataloguePage,
  pageCacheKey,
  publicApiKey,
  sharedMaxAgeMs,
  sharedPageRequest,
  storefrontKey,
  storefrontRequest,
  withSharedCache,
  withSubrequestCache,
} from '../../server/render/sharedCache';
import { createTestContext, type TestContext } from './helpers';

const TOKEN = 'test-admin-token-cache-0123456789';
let ctx: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  // A long TTL: anything fresh in these tests came from an invalidation, not from expiry.
  app = createApp({ db: ctx.db, logger: silentLogger, adminToken: TOKEN, readCacheMs: 60_000 });
});
afterAll(async () => ctx.close());

const activeTheme = async () => (await (await app.request('/api/store/theme')).json()).data.active;

describe('store-wide read cache', () => {
  it('shows an admin theme switch on the very next read', async () => {
    expect(await activeTheme()).toBe('venue');
    const before = readGeneration(ctx.db);
    const switched = await app.request('/api/admin/theme', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ name: 'vogue' }),
    });
    expect(switched.status).toBe(200);
    expect(await activeTheme()).toBe('vogue');
    expect(readGeneration(ctx.db)).toBeGreaterThan(before);
  });

  it('keeps serving store settings read before a direct database change until invalidated', async () => {
    const [row] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.key, 'store'));
    invalidateReads(ctx.db);
    expect((await loadStoreSettings(ctx.db)).currency).toBe('USD');
    await ctx.db
      .update(storeSettings)
      .set({ value: { ...row!.value, currency: 'EUR' } })
      .where(eq(storeSettings.key, 'store'));
    try {
      expect((await loadStoreSettings(ctx.db)).currency).toBe('USD');
      invalidateReads(ctx.db);
      expect((await loadStoreSettings(ctx.db)).currency).toBe('EUR');
    } finally {
      await ctx.db.update(storeSettings).set({ value: row!.value }).where(eq(storeSettings.key, 'store'));
      invalidateReads(ctx.db);
    }
  });

  it('applies a cached discount rule only inside its start and end dates, checked per call', async () => {
    const now = Date.now();
    const [rule] = await ctx.db
      .insert(discountRules)
      .values({
        title: 'Next week only',
        discountType: 'bulk_discount',
        targetType: 'all',
        rule: { kind: 'bulk', tiers: [{ from: 2, type: 'percentage', value: 10 }] },
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
      })
      .returning();
    invalidateReads(ctx.db);
    try {
      const countAt = async (at: number) => (await loadDiscountRules(ctx.db, new Date(at))).length;
      const base = await countAt(now);
      expect(await countAt(now + 5_400_000)).toBe(base + 1);
      expect(await countAt(now + 9_000_000)).toBe(base);
    } finally {
      await ctx.db.delete(discountRules).where(eq(discountRules.id, rule!.id));
      invalidateReads(ctx.db);
    }
  });
});

describe('sub-request cache', () => {
  const answer =
    (cacheControl: string, extra: Record<string, string> = {}) =>
    () =>
      new Response(JSON.stringify({ n: Math.random() }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...extra },
      });
  const counting = (make: () => Response) => {
    const handler = async (_request: Request) => {
      handler.calls += 1;
      return make();
    };
    handler.calls = 0;
    return handler;
  };
  const get = (url: string, lang = 'en-US') =>
    new Request(`http://store.local${url}`, { headers: { 'x-lang': lang } });

  it('reads the shared max age of public answers only', () => {
    expect(sharedMaxAgeMs('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60_000);
    expect(sharedMaxAgeMs('private, no-store')).toBe(0);
    expect(sharedMaxAgeMs('no-cache')).toBe(0);
    expect(sharedMaxAgeMs('public, max-age=60')).toBe(0);
    expect(sharedMaxAgeMs(null)).toBe(0);
  });

  it('answers a public catalogue GET from memory within the TTL, per language', async () => {
    const handler = counting(answer('public, max-age=0, s-maxage=60'));
    const cached = withSubrequestCache(handler, { ttlMs: 60_000 });
    const first = await (await cached(get('/api/store/products'))).json();
    const second = await (await cached(get('/api/store/products'))).json();
    expect(second).toEqual(first);
    expect(handler.calls).toBe(1);
    await cached(get('/api/store/products', 'fr-FR'));
    expect(handler.calls).toBe(2);
  });

  it('passes private answers, answers that set cookies and non-GET requests through', async () => {
    for (const make of [
      answer('private, no-store'),
      answer('public, s-maxage=60', { 'set-cookie': 'a=b' }),
    ]) {
      const handler = counting(make);
      const cached = withSubrequestCache(handler, { ttlMs: 60_000 });
      await cached(get('/api/store/cart'));
      await cached(get('/api/store/cart'));
      expect(handler.calls).toBe(2);
    }
    const handler = counting(answer('public, s-maxage=60'));
    const cached = withSubrequestCache(handler, { ttlMs: 60_000 });
    const post = () => new Request('http://store.local/api/store/cart', { method: 'POST', body: '{}' });
    await cached(post());
    await cached(post());
    expect(handler.calls).toBe(2);
  });

  it('drops what it kept when the generation changes or the TTL passes', async () => {
    let generation = 0;
    const handler = counting(answer('public, s-maxage=60'));
    const cached = withSubrequestCache(handler, { ttlMs: 30, staleMs: 0, generation: () => generation });
    await cached(get('/api/store/menus/main-menu'));
    generation += 1;
    await cached(get('/api/store/menus/main-menu'));
    expect(handler.calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await cached(get('/api/store/menus/main-menu'));
    expect(handler.calls).toBe(3);
  });

  it('serves a stale answer while one background request refreshes it', async () => {
    const handler = counting(answer('public, s-maxage=60'));
    const cached = withSubrequestCache(handler, { ttlMs: 20, staleMs: 60_000 });
    const first = await (await cached(get('/api/store/products/tee'))).json();
    await new Promise((resolve) => setTimeout(resolve, 40));
    const [a, b] = await Promise.all([
      cached(get('/api/store/products/tee')),
      cached(get('/api/store/products/tee')),
    ]);
    expect(await a.json()).toEqual(first);
    expect(await b.json()).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handler.calls).toBe(2);
    expect(await (await cached(get('/api/store/products/tee'))).json()).not.toEqual(first);
  });
});

describe('page cache key', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://127.0.0.1${url}`, { headers });

  it('keys anonymous catalogue GETs by URL and language', () => {
    const plain = pageCacheKey(page('/products/tee?variant=2', { 'accept-language': 'en-US' }));
    expect(plain).toContain('/products/tee?variant=2');
    expect(pageCacheKey(page('/products/tee?variant=2', { 'accept-language': 'fr-FR' }))).not.toBe(plain);
    expect(pageCacheKey(page('/products/tee?variant=2', { 'accept-encoding': 'gzip' }))).not.toBe(
      pageCacheKey(page('/products/tee?variant=2')),
    );
    expect(pageCacheKey(page('/products/tee?variant=2', { cookie: 'vitrine_lang=de-DE' }))).not.toBe(
      pageCacheKey(page('/products/tee?variant=2')),
    ); // Pages hold absolute links made from the origin: another origin is another page.
    expect(pageCacheKey(new Request('http://shop.example/products/tee'))).not.toBe(
      pageCacheKey(new Request('http://127.0.0.1/products/tee')),
    );
    // An unreadable language cookie is no language, not a failure.
    expect(pageCacheKey(page('/products/tee', { cookie: 'vitrine_lang=%E0%A4%A' }))).toBe(
      pageCacheKey(page('/products/tee')),
    );
  });

  it('shares catalogue pages with shoppers who have a cart or a session, in every language', () => {
    const cart = { cookie: `cart_hash=${'a'.repeat(32)}; vitrine_session=s3cret` };
    for (const path of [
      '/',
      '/de',
      '/products/tee?variant=2',
      '/products/tee/reviews',
      '/de/collections/all?sort=price',
      '/search?q=tee',
      '/pages/about',
      '/blogs/news/hello',
      '/policies/refund-policy',
      '/products/tee.data',
      '/_root.data',
      '/de/_root.data',
    ]) {
      expect(pageCacheKey(page(path, cart)), path).toBe(pageCacheKey(page(path)));
    }
    expect(pageCacheKey(page('/products/tee', { cookie: 'cart_hash=%E0%A4%A' }))).toBe(
      pageCacheKey(page('/products/tee')),
    );
  });

  it('keeps a shopper’s own pages theirs: cart, checkout, account, orders, order tracking', () => {
    const cart = { cookie: `cart_hash=${'a'.repeat(32)}` };
    const session = { cookie: 'vitrine_session=s3cret' };
    for (const path of [
      '/cart',
      '/de/cart',
      '/checkouts',
      '/checkouts/abc',
      '/account',
      '/account/wishlist',
      '/orders/1001/thank-you',
      '/pages/track-order',
      '/cart.data',
    ]) {
      expect(pageCacheKey(page(path, cart)), path).toBeNull();
      expect(pageCacheKey(page(path, session)), path).toBeNull();
    }
  });

  it('renders a shared catalogue page from the request without the shopper’s cookies', () => {
    const cookie = `cart_hash=${'a'.repeat(32)}; vitrine_lang=de-DE; vitrine_session=s3cret; vitrine_consent=%7B%22a%22%3A1%7D; vitrine_customer=1`;
    const shared = sharedPageRequest(page('/products/tee', { cookie, 'accept-language': 'de' }));
    expect(shared.headers.get('cookie')).toBe('vitrine_lang=de-DE; vitrine_consent=%7B%22a%22%3A1%7D');
    expect(shared.headers.get('accept-language')).toBe('de');
    expect(
      sharedPageRequest(page('/products/tee', { cookie: 'vitrine_session=s3cret' })).headers.has('cookie'),
    ).toBe(false);
    // A shopper's own page keeps everything.
    expect(sharedPageRequest(page('/cart', { cookie })).headers.get('cookie')).toBe(cookie);
  });

  it('answers a cart holder and a guest one kept catalogue page, rendered from no one’s cookies', async () => {
    const seen: (string | null)[] = [];
    const handler = async (request: Request) => {
      const cookie = request.headers.get('cookie');
      seen.push(cookie);
      const own = !isCataloguePage(new URL(request.url).pathname);
      return new Response(`page of ${cookie ?? 'a guest'}`, {
        headers: { 'cache-control': own ? 'private, no-store' : 'public, s-maxage=60' },
      });
    };
    const cached = withSharedCache(handler, { ttlMs: 60_000, key: storefrontKey, shared: storefrontRequest });
    const shopperA = { cookie: `cart_hash=${'a'.repeat(32)}; vitrine_session=alice` };
    const shopperB = { cookie: `cart_hash=${'b'.repeat(32)}` };
    const text = async (path: string, headers?: Record<string, string>) => {
      const answer = await (await cached(page(path, headers))).text();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer;
    };
    expect(await text('/products/tee', shopperA)).toBe('page of a guest');
    expect(await text('/products/tee', shopperB)).toBe('page of a guest');
    expect(await text('/products/tee')).toBe('page of a guest');
    expect(seen).toEqual([null]);
    // Their carts are their own, every time.
    expect(await text('/cart', shopperA)).toBe(`page of ${shopperA.cookie}`);
    expect(await text('/cart', shopperB)).toBe(`page of ${shopperB.cookie}`);
    expect(await text('/cart', shopperA)).toBe(`page of ${shopperA.cookie}`);
    expect(seen).toHaveLength(4);
  });

  it('renders afresh with a theme preview, and for non-GET requests', () => {
    expect(pageCacheKey(page('/products/tee', { cookie: 'x=1; preview_theme=vogue' }))).toBeNull();
    expect(pageCacheKey(page('/products/tee?preview_theme=vogue'))).toBeNull();
    // The theme editor's preview renders a staff member's draft; the editor itself is no store page.
    expect(pageCacheKey(page('/?editor_preview=1'))).toBeNull();
    expect(pageCacheKey(page('/admin'))).toBeNull();
    expect(pageCacheKey(page('/admin/setup'))).toBeNull();
    expect(pageCacheKey(new Request('http://127.0.0.1/cart', { method: 'POST', body: 'a=1' }))).toBeNull();
    expect(pageCacheKey(page('/api/store/cart'))).toBeNull();
    expect(pageCacheKey(page('/assets/entry.client-abc.js'))).toBeNull();
  });
});

describe('public API cache', () => {
  it('keys only GETs of the store API, and refreshes when the client asks for no-cache', async () => {
    expect(publicApiKey(new Request('http://127.0.0.1/api/store/products?page_size=20'))).not.toBeNull();
    expect(publicApiKey(new Request('http://127.0.0.1/api/admin/theme'))).toBeNull();
    expect(publicApiKey(new Request('http://127.0.0.1/products/tee'))).toBeNull();
    let calls = 0;
    const handler = async () => {
      calls += 1;
      return new Response(String(calls), { headers: { 'cache-control': 'public, s-maxage=60' } });
    };
    const cached = withSharedCache(handler, { ttlMs: 60_000, key: publicApiKey });
    const url = 'http://127.0.0.1/api/store/products';
    expect(await (await cached(new Request(url))).text()).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await (await cached(new Request(url))).text()).toBe('1');
    expect(await (await cached(new Request(url, { headers: { 'cache-control': 'no-cache' } }))).text()).toBe(
      '2',
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await (await cached(new Request(url))).text()).toBe('2');
  });
});

describe('shared cache size', () => {
  it('drops the oldest answers once the kept bytes pass the limit', async () => {
    let calls = 0;
    const handler = async () => {
      calls += 1;
      return new Response('x'.repeat(100), { headers: { 'cache-control': 'public, s-maxage=60' } });
    };
    const cached = withSharedCache(handler, { ttlMs: 60_000, maxBytes: 250 });
    const read = async (url: string) => {
      await (await cached(new Request(`http://127.0.0.1/api/store/${url}`))).text();
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (const url of ['a', 'b', 'c']) await read(url);
    expect(calls).toBe(3);
    await read('c');
    await read('b');
    expect(calls).toBe(3);
    await read('a');
    expect(calls).toBe(4);
  });
});
