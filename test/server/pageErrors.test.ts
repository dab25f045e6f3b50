/**
 * What a page answers to a hand-made URL or cookie the store refuses: the page's own 404 or 400
 * (the themed error page), never a 500. The route loaders run against the real store app.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as collectionLoader } from '../../pages/routes/collection';
import { loader as policyLoader } from '../../pages/routes/policy';
import { loader as productLoader } from '../../pages/routes/product';
import { loader as searchLoader } from '../../pages/routes/search';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The status a loader's answer or thrown error would give the page (500 for a plain error). */
async function pageStatus(
  loader: Loader,
  url: string,
  params: Record<string, string>,
  cookie?: string,
  transport = (r: Request) => ctx.app.request(r),
) {
  const request = new Request(`http://127.0.0.1${url}`, { headers: cookie ? { cookie } : {} });
  const context = { vitrine: { transport } };
  try {
    const answer = (await loader({ request, context, params } as LoaderFunctionArgs)) as {
      init?: { status?: number };
    };
    return answer.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } })?.init;
    if (init?.status) return init.status;
    return 500;
  }
}

describe('store refusals on pages', () => {
  it('a malformed product slug or collection handle is the page 404', async () => {
    expect(await pageStatus(productLoader, '/products/%00', { slug: '\u0000' })).toBe(404);
    const long = 'a'.repeat(300);
    expect(await pageStatus(collectionLoader, `/collections/${long}`, { handle: long })).toBe(404);
    expect(await pageStatus(policyLoader, `/policies/${long}`, { handle: long })).toBe(404);
  });

  it('a search the store refuses is the page 400', async () => {
    // The store's input checks answer 400 for text it cannot take (a NUL byte, say).
    const refusing = async (r: Request) =>
      new URL(r.url).pathname.endsWith('/products/search')
        ? Response.json({ message: 'Text fields must not contain NUL characters' }, { status: 400 })
        : ctx.app.request(r);
    expect(await pageStatus(searchLoader, '/search?q=a%00b', {}, undefined, refusing)).toBe(400);
  });

  it('an unreadable cookie value is ignored, not a failed page', async () => {
    const collection = { handle: 'all' };
    expect(await pageStatus(collectionLoader, '/collections/all', collection, 'vitrine_lang=%E0%A4%A')).toBe(
      200,
    );
    expect(
      await pageStatus(
        collectionLoader,
        '/collections/all',
        collection,
        'preview_theme=%E0%A4%A; cart_hash=%zz',
      ),
    ).toBe(200);
  });
});
