/**
 * Catalogue pages are every shopper's: a logged-in shopper with a cart gets the page from the
 * server's shared page cache like a guest, and nothing of theirs (email, session, CSRF token, cart)
 * is in it; their cart and account pages are theirs alone and never kept.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { registeredCustomer } from './accountHelpers';

interface Shopper {
  request: APIRequestContext;
  email: string;
  /** Strings only this shopper's pages may hold. */
  secrets: string[];
}

async function shopperWithCart(
  request: APIRequestContext,
  label: string,
  item: { product_id: number; variant_id: number },
  quantity: number,
): Promise<Shopper> {
  const email = await registeredCustomer(request, label);
  const cart = await request.post('/api/store/cart', { data: { ...item, quantity } });
  expect(cart.status()).toBe(200);
  const info = (await (await request.get('/api/store/account/info')).json()).data;
  const cookies = (await request.storageState()).cookies;
  const secrets = [
    email,
    info.csrf_token as string,
    ...cookies.filter((c) => c.name === 'cart_hash' || c.name === 'vitrine_session').map((c) => c.value),
  ];
  expect(secrets).toHaveLength(4);
  return { request, email, secrets };
}

/** The kept copy's policy names script hashes; a fresh render's carries a nonce. */
const fromCache = (headers: Record<string, string>) =>
  /'sha256-/.test(headers['content-security-policy'] ?? '') &&
  !/nonce-/.test(headers['content-security-policy'] ?? '');

test('logged-in shoppers with carts share catalogue pages and never see each other’s data', async ({
  playwright,
  baseURL,
}) => {
  const products = (
    await (
      await (
        await playwright.request.newContext({ baseURL })
      ).get('/api/store/products?page_size=20&with=variants')
    ).json()
  ).data as { ID: number; path: string; variants: { ID: number; buy_able: boolean }[] }[];
  const buyable = products
    .map((p) => ({ product_id: p.ID, variant_id: p.variants.find((v) => v.buy_able)?.ID }))
    .filter((item): item is { product_id: number; variant_id: number } => item.variant_id !== undefined);
  const a = await shopperWithCart(
    await playwright.request.newContext({ baseURL }),
    'shared-a',
    buyable[0]!,
    2,
  );
  const b = await shopperWithCart(
    await playwright.request.newContext({ baseURL }),
    'shared-b',
    buyable[1]!,
    3,
  );

  const catalogue = [
    '/',
    '/collections/all',
    products[0]!.path,
    '/search?q=tee',
    '/pages/contact',
    '/blogs/journal',
  ];
  let round = 0;
  for (const [first, second] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const path of catalogue) {
      // A fresh address per round, so the first shopper's request renders and the second's is the kept copy.
      round += 1;
      const url = `${path}${path.includes('?') ? '&' : '?'}shared=${Date.now()}-${round}`;
      const mine = await first.request.get(url);
      expect(mine.status(), url).toBe(200);
      expect(mine.headers()['cache-control'], url).toMatch(/public, s-maxage/);
      const html = await mine.text();
      // The kept copy is complete once the first answer is.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const theirs = await second.request.get(url);
      const theirHtml = await theirs.text();
      // The page is shared: the second shopper got the first one's copy from the cache.
      expect(fromCache(theirs.headers()), url).toBe(true);
      expect(theirHtml, url).toBe(html);
      for (const secret of [...a.secrets, ...b.secrets]) {
        expect(html.includes(secret), `${url} holds ${secret}`).toBe(false);
      }
    }
  }

  // Their own pages: never kept, and each shopper's own.
  for (const path of ['/cart', '/account']) {
    const pages = await Promise.all([a, b].map((shopper) => shopper.request.get(path)));
    for (const answer of pages) {
      expect(answer.headers()['cache-control'], path).toMatch(/private/);
      expect(answer.headers()['cache-control'], path).toMatch(/no-store/);
    }
  }
  // Each cart page counts its own shopper's cart, in the first HTML.
  const cartA = await (await a.request.get('/cart')).text();
  expect(cartA).toContain('aria-label="Cart, 2 items"');
  expect(cartA).not.toContain('Cart, 3 items');
  const cartB = await (await b.request.get('/cart')).text();
  expect(cartB).toContain('aria-label="Cart, 3 items"');
  expect(cartB).not.toContain('Cart, 2 items');
  const accountOf = async (shopper: Shopper) => (await shopper.request.get('/account')).text();
  const accountA = await accountOf(a);
  expect(accountA).toContain(a.email);
  expect(accountA).not.toContain(b.email);
  const accountB = await accountOf(b);
  expect(accountB).toContain(b.email);
  expect(accountB).not.toContain(a.email);
});
