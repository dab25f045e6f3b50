import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient, StoreApiError, type StoreClient } from '../../api/client';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let client: StoreClient;
const sent: Request[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  client = createStoreClient({
    transport: (request) => {
      sent.push(request.clone());
      return ctx.app.request(request);
    },
    lang: 'de-DE',
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('createStoreClient', () => {
  it('parses every catalogue answer with the contract schemas', async () => {
    const list = await client.products.list({ page_size: 3, with: ['variants', 'gallery'], facets: true });
    expect(list.data).toHaveLength(3);
    expect(list.facets?.availability).toHaveLength(2);
    const [first] = list.data;
    const detail = await client.products.get(first!.slug);
    expect(detail.data.ID).toBe(first!.ID);
    const batch = await client.products.list({ include_ids: list.data.map((p) => p.ID), page_size: 100 });
    expect(batch.data).toHaveLength(3);
    expect((await client.products.search({ q: first!.title })).data.length).toBeGreaterThan(0);
    expect((await client.products.suggest('a')).products).toBeDefined();
    const collections = await client.collections.list();
    const collection = await client.collections.get(collections.data[0]!.handle, {
      page_size: 2,
      sort: 'price_asc',
    });
    expect(collection.products.length).toBeLessThanOrEqual(2);
    expect((await client.categories.list()).data.length).toBeGreaterThan(0);
    expect((await client.comments.list({ product_id: first!.ID })).page).toBe(1);
    expect((await client.sizeChart.forProduct(first!.ID)).data).toBeDefined();
    expect((await client.discounts.forProduct(first!.ID, detail.data.variants[0]!.ID)).data).toBeInstanceOf(
      Array,
    );
    expect(Object.keys(await client.discounts.settings())).toHaveLength(3);
    expect((await client.diversion.relationships([first!.ID])).data).toBeInstanceOf(Array);
    expect((await client.currency.exchanges()).base).toBe('USD');
    expect((await client.currency.ip()).iso_code).toMatch(/^[A-Z]{2}$/);
    expect((await client.settings.get()).data.store).toBeDefined();
    const menus = await client.menus.list();
    expect((await client.menus.get(menus[0]!.handle)).data.items.length).toBeGreaterThan(0);
    const policies = await client.policies.list();
    expect((await client.policies.get(policies[0]!.handle)).title).toBe(policies[0]!.title);
  });

  it('parses blog answers and resolves blog failures instead of throwing', async () => {
    const collections = await client.blog.collections();
    if (!collections.success) return expect.fail(collections.failMessage);
    const posts = await client.blog.collectionPosts(collections.data[0]!.id);
    if (!posts.success) return expect.fail(posts.failMessage);
    const id = posts.data[0]!.id;
    expect((await client.blog.recent(id)).success).toBe(true);
    expect((await client.blog.recommend(id)).success).toBe(true);
    expect((await client.blog.preferred()).success).toBe(true);
    expect((await client.blog.post(posts.data[0]!.slug)).success).toBe(true);
    const missing = await client.blog.recent(999_999);
    expect(missing).toEqual({
      success: false,
      failMessage: 'Blog post not found',
      message: 'Blog post not found',
    });
  });

  it('sends X-LANG on every request, POSTs too (the store answers their errors in that language)', async () => {
    sent.length = 0;
    await client.products.list({ page_size: 1 });
    await client.products.search({ q: 'tee' });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.headers.get('x-lang')).toBe('de-DE');
    expect(sent[1]!.method).toBe('POST');
    expect(sent[1]!.headers.get('x-lang')).toBe('de-DE');
    expect(sent[1]!.headers.get('content-type')).toBe('application/json');
  });

  it('throws a StoreApiError with the status, message and field errors', async () => {
    const notFound = await client.products.get('no-such-product').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(StoreApiError);
    expect(notFound).toMatchObject({ status: 404, message: 'The product is no longer available' });
    const invalid = await client.products.search({ q: 'x'.repeat(300) }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422 });
    expect((invalid as StoreApiError).errors.q?.[0]).toMatch(/255/);
  });

  it('rejects an answer that does not match the contract', async () => {
    const broken = createStoreClient({
      transport: async () => Response.json({ data: [{ ID: 'not a number' }], meta: {} }),
    });
    await expect(broken.products.list()).rejects.toMatchObject({ status: 502 });
  });

  it('talks to a store over HTTP with a base URL', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const http = createStoreClient({ transport: { baseUrl: `http://127.0.0.1:${port}/` } });
      const body = await http.products.list({ page_size: 2 });
      expect(body.data).toHaveLength(2);
      await expect(http.products.get('missing-one')).rejects.toMatchObject({ status: 404 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
