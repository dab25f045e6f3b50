/**
 * How many SQL statements a product page and a collection page send, counted while their route
 * loaders run against the store in this process (the reads `npm start` gives them), deferred
 * sections included. Store-wide configuration (theme document, store settings) is held by the read
 * cache in production: counted warm, and cold for the record.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as collectionLoader } from '../../pages/routes/collection';
import { loader as productLoader } from '../../pages/routes/product';
import { countStatements } from '../../server/db/statements';
import { enableReadCache, invalidateReads } from '../../server/http/readCache';
import { createDirectReads } from '../../server/render/directReads';
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

/** The statements one page's loader sends; the store answers through the in-process reads only. */
async function pageStatements(loader: Loader, url: string, params: Record<string, string>) {
  const request = new Request(`http://127.0.0.1${url}`);
  const reads = createDirectReads(ctx.db, { ttlMs: 0 });
  const overHttp: string[] = [];
  const transport = (r: Request) => {
    overHttp.push(new URL(r.url).pathname);
    return ctx.app.request(r);
  };
  const counted = await countStatements(async () => {
    const answer = await loader({
      request,
      context: { vitrine: { transport, reads } },
      params,
    } as LoaderFunctionArgs);
    await settle(answer);
    return answer;
  });
  return { ...counted, overHttp };
}

const product = () =>
  pageStatements(productLoader, '/products/everyday-organic-tee', { slug: 'everyday-organic-tee' });
const collection = () =>
  pageStatements(collectionLoader, '/collections/shoes?option.Size=9', { handle: 'shoes' });

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

  it('with the configuration cold, the store-wide reads add a few more', async () => {
    invalidateReads(ctx.db);
    const productPage = await product();
    invalidateReads(ctx.db);
    const collectionPage = await collection();
    console.log(`cold: product page ${productPage.count}, collection page ${collectionPage.count}`);
    expect(productPage.count).toBeLessThanOrEqual(7);
    expect(collectionPage.count).toBeLessThanOrEqual(7);
  });
});
