/**
 * How many SQL statements a product page and a collection page send, counted while their route
 * loaders run against the store in this process (the reads `npm start` gives them), deferred
 * sections included. Store-wide configuration (theme document, store settings, menus) is held by
 * the read cache in production: counted warm, and cold for the record. A served page also runs the
 * root's loader (the header's and footer's sections, their menus): counted with the route's, as
 * one page request shares its reads (server/render/handler.ts).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as rootLoader } from '../../pages/root';
import { loader as collectionLoader } from '../../pages/routes/collection';
import { loader as productLoader } from '../../pages/routes/product';
import { countStatements } from '../../server/db/statements';
import { collectionPage } from '../../server/domain/catalog/collectionPage';
import { getProductPage } from '../../server/domain/catalog/products';
import { disableReadCache, enableReadCache, invalidateReads } from '../../server/http/readCache';
import { createDirectReads } from '../../server/render/directReads';
import { onePerLanguage } from '../../server/render/handler';
import { createTestContext, type TestContext } from './helpers';

// The root's section stylesheet list is made by the storefront build; none here.
vi.mock('virtual:vitrine/section-styles', () => ({ default: {} }));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Every promise in a loader's answer (deferred sections), awaited. */
async function settle(value: unknown, depth = 0): Promise<void> {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (value instanceof Promise) {
    await settle(await value, depth + 1);
    return;
  }
  await Promise.all(Object.values(value).map((item) => settle(item, depth + 1)));
}

/**
 * The statements one page's loaders send (the route's, and with `served` the root's too, sharing
 * one page request's reads as the handler does); the store answers through the in-process reads
 * only.
 */
async function pageStatements(loader: Loader, url: string, params: Record<string, string>, served = false) {
  const request = new Request(`http://127.0.0.1${url}`);
  const reads = onePerLanguage(createDirectReads(ctx.db, { ttlMs: 0 }));
  const overHttp: string[] = [];
  const transport = (r: Request) => {
    overHttp.push(new URL(r.url).pathname);
    return ctx.app.request(r);
  };
  const counted = await countStatements(async () => {
    const args = { request, context: { vitrine: { transport, reads } }, params } as LoaderFunctionArgs;
    const answer = await Promise.all([loader(args), served ? rootLoader(args) : null]);
    await settle(answer);
    return answer;
  });
  return { ...counted, overHttp };
}

const product = (served?: boolean) =>
  pageStatements(productLoader, '/products/everyday-organic-tee', { slug: 'everyday-organic-tee' }, served);
const collection = (served?: boolean) =>
  pageStatements(collectionLoader, '/collections/shoes?option.Size=9', { handle: 'shoes' }, served);

describe('SQL statements per page', () => {
  it('a product page and a collection page each send at most 4 with the configuration cached', async () => {
    enableReadCache(ctx.db, 60_000);
    await product();
    await collection();
    const productPage = await product();
    const collectionPage = await collection();
    console.log(`product page: ${productPage.count} statements\n  ${productPage.statements.join('\n  ')}`);
    console.log(
      `collection page: ${collectionPage.count} statements\n  ${collectionPage.statements.join('\n  ')}`,
    );
    // Nothing of either page went through the HTTP store API.
    expect(productPage.overHttp).toEqual([]);
    expect(collectionPage.overHttp).toEqual([]);
    expect(productPage.count).toBeGreaterThan(0);
    expect(productPage.count).toBeLessThanOrEqual(4);
    expect(collectionPage.count).toBeGreaterThan(0);
    expect(collectionPage.count).toBeLessThanOrEqual(4);
  });

  it('with the configuration cold, the store-wide reads add one statement', async () => {
    invalidateReads(ctx.db);
    const productPage = await product();
    invalidateReads(ctx.db);
    const collectionPage = await collection();
    console.log(`cold: product page ${productPage.count}, collection page ${collectionPage.count}`);
    expect(productPage.count).toBe(4);
    expect(collectionPage.count).toBe(4);
  });

  it('a served page (root and header and footer too) adds nothing to its route with the configuration cached', async () => {
    enableReadCache(ctx.db, 60_000);
    await product(true);
    await collection(true);
    const productPage = await product(true);
    const collectionPage = await collection(true);
    // The menus and settings are answered in-process, not over the HTTP store API.
    expect(productPage.overHttp).toEqual([]);
    expect(collectionPage.overHttp).toEqual([]);
    expect(productPage.count).toBe(3);
    expect(collectionPage.count).toBe(3);
  });

  it('a served page with every cache off reads the whole configuration (menus included) in one statement', async () => {
    disableReadCache(ctx.db);
    const productPage = await product(true);
    const collectionPage = await collection(true);
    console.log(
      `served, caches off: product page ${productPage.count}\n  ${productPage.statements.join('\n  ')}`,
    );
    expect(productPage.overHttp).toEqual([]);
    expect(collectionPage.overHttp).toEqual([]);
    const configReads = (statements: string[]) =>
      statements.filter((text) =>
        /from store_settings|from menus|from "store_settings"|from "menus"/.test(text),
      );
    expect(configReads(productPage.statements)).toHaveLength(1);
    expect(configReads(collectionPage.statements)).toHaveLength(1);
    // The recommendations' collection, known from the product's own statement, is read with its
    // products: the product page reads no collection on its own.
    expect(productPage.statements.filter((text) => /^select "id", "handle"/.test(text))).toEqual([]);
    expect(productPage.count).toBe(4);
    expect(collectionPage.count).toBe(4);
  });

  it('a collection read with its products (known from a product page) answers as one read apart', async () => {
    disableReadCache(ctx.db);
    const { collections } = await getProductPage(ctx.db, 'everyday-organic-tee');
    const [handle, known] = [...collections][0]!;
    const query = { page: 1, page_size: 5, facets: '0' as const, with: ['variants' as const] };
    const together = await countStatements(() => collectionPage(ctx.db, handle, query, undefined, known));
    expect(together.result).toEqual(await collectionPage(ctx.db, handle, query));
    // The collection and its products in one statement (the store's settings are the other).
    expect(together.count).toBe(2);
    // A page past the end carries no collection: it is read apart, with the same answer.
    const past = { ...query, page: 999 };
    expect(await collectionPage(ctx.db, handle, past, undefined, known)).toEqual(
      await collectionPage(ctx.db, handle, past),
    );
  });
});
