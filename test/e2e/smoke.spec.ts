// Every theme's home, collection and product pages are loaded, axe-checked and watched for console
// errors by the shopper journey (journey.spec.ts), which visits them in all five themes.
import { expect, type Page, test } from '@playwright/test';

/** Collects console errors and failed page errors while a page is open. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

let productPath = '';
test.beforeAll(async ({ request }) => {
  const answer = await (await request.get('/api/store/products?page_size=1')).json();
  productPath = answer.data[0].path;
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The 404 itself is the only failed request the console may mention.
  expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
});

test('a theme preview changes the theme on <html> for that shopper only', async ({ page, browser }) => {
  await page.goto('/?preview_theme=showtime');
  const previewed = await page.locator('html').getAttribute('class');
  await page.goto('/');
  // The preview sticks for this shopper (cookie)…
  expect(await page.locator('html').getAttribute('class')).toBe(previewed);
  // …while a fresh shopper sees the active theme.
  const other = await browser.newPage();
  await other.goto(`${test.info().project.use.baseURL}/`);
  expect(await other.locator('html').getAttribute('class')).not.toBe(previewed);
  await other.close();
});

test('token overrides from the admin API reach <html> as CSS variables', async ({ page, request }) => {
  const put = (overrides: Record<string, string>) =>
    request.put('/api/admin/theme/tokens', {
      headers: { authorization: 'Bearer e2e-admin-token' },
      data: { overrides, theme: 'venue' },
    });
  // A radius only: other tests run in parallel and must not see a colour change (axe contrast).
  expect((await put({ 'radius.button': '13px' })).status()).toBe(200);
  try {
    await page.goto('/?preview_theme=venue');
    const style = (await page.locator('html').getAttribute('style')) ?? '';
    expect(style).toMatch(/--[\w-]+:\s*13px/);
  } finally {
    await put({});
  }
});

test('webfonts: a first visit reads its first page in the fallbacks; later pages are set in the webfonts', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const fontResponses: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontResponses.push(response.url());
  });
  const state = () =>
    page.evaluate(() => ({
      media: (document.getElementById('webfonts') as HTMLLinkElement).media,
      files: (document.getElementById('webfonts') as HTMLLinkElement).dataset.files ?? '',
      remembered: localStorage.getItem('vitrine:webfonts'),
      loadedFaces: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    }));

  // First page of a first visit: the webfonts stay off, so nothing sets the text again…
  await page.goto('/?preview_theme=venue');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const first = await state();
  expect(first.media).toBe('print');
  expect(first.files).toMatch(/\.woff2/);
  // …and once the page is idle the theme's files are fetched for the next page, and remembered.
  await page.waitForFunction(() => localStorage.getItem('vitrine:webfonts'));
  const files = first.files.split(' ');
  expect(fontResponses.map((url) => new URL(url).pathname).sort()).toEqual([...files].sort());
  const stillFirst = await state();
  expect(stillFirst.media).toBe('print');
  expect(stillFirst.remembered).toBe(first.files);
  expect(stillFirst.loadedFaces.filter((family) => !family.endsWith('Fallback'))).toEqual([]);

  // The next page (a client navigation) comes in set in the webfonts.
  await page.locator('main a[href^="/products/"]').first().click();
  await page.waitForURL(/\/products\//);
  await page.waitForFunction(() => (document.getElementById('webfonts') as HTMLLinkElement).media === 'all');
  await page.evaluate(() => document.fonts.ready);
  expect((await state()).loadedFaces).toContain('Inter Variable');

  // A later full load turns them on from the head, with the files from the cache.
  fontResponses.length = 0;
  await page.goto('/collections/shoes');
  await page.waitForFunction(() => (document.getElementById('webfonts') as HTMLLinkElement).media === 'all');
  const fromCache = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        transfer: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
  expect(fromCache.map((font) => font.name)).toEqual(expect.arrayContaining(files));
  expect(fromCache.filter((font) => font.transfer > 0)).toEqual([]);
  expect(errors).toEqual([]);

  // Storage remembers the files but the cache dropped them: that load is a first visit again (no
  // download in the way of the page), forgets them, then fetches them anew.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('/collections/shoes');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForFunction(() => localStorage.getItem('vitrine:webfonts'));
  const again = await state();
  expect(again.media).toBe('print');
  expect(again.loadedFaces.filter((family) => !family.endsWith('Fallback'))).toEqual([]);
  // The cache was asked (a miss, which the browser logs), then the files came from the network.
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.filter((text) => !/ERR_CACHE_MISS/.test(text))).toEqual([]);
});

test('scroll restoration starts once hydrated, with no inline script before it', async ({ page }) => {
  const response = await page.goto('/collections/shoes');
  expect(await response?.text()).not.toContain('react-router-scroll-positions');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // React Router's hook takes the scroll over after hydration (and hands it back on pagehide).
  await page.waitForFunction(() => history.scrollRestoration === 'manual');
  // A position saved in this session is restored on the way back.
  await page.evaluate(() => window.scrollTo(0, 600));
  // A DOM click, so nothing scrolls the link into view first: the position saved is 600.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/products/"]')?.click());
  await page.waitForURL(/\/products\//);
  await page.goBack();
  await page.waitForURL(/\/collections\/shoes/);
  await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);
});

test('pages run under a Content Security Policy with no violation, fresh and from the shared cache', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const visit = async (path: string) => {
    const response = await page.goto(path);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    await expect(page.locator('html[data-hydrated="true"]'), path).toBeAttached();
    expect(await violations(), path).toEqual([]);
    return policy;
  };
  // Fresh renders carry a nonce. A query of this test's own keeps catalogue pages fresh whatever
  // other tests opened before.
  const fresh = `?csp=${Date.now()}`;
  for (const path of [`/${fresh}`, `${productPath}${fresh}`, '/checkouts?step=contact_information']) {
    expect(await visit(path), path).toMatch(/script-src 'self' 'nonce-/);
  }
  // A later visit to a catalogue page is the shared cache's copy: its policy names script hashes
  // only. A merchant's change made by a test running beside this one (token overrides) empties the
  // cache, so the page may take another visit to be kept again.
  let policy = await visit(`/${fresh}`);
  for (let again = 0; again < 3 && policy.includes('nonce'); again += 1) policy = await visit(`/${fresh}`);
  expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*;/);
  expect(policy).not.toContain('nonce');
  // A client-side navigation and the add-to-cart form work under the policy too.
  await page.goto(productPath);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page
    .getByRole('link', { name: /home|vitrine/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('behind a TLS proxy a cart form post passes the origin check and the cart cookie is Secure', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  const product = (await (await request.get(`/api/store${productPath}`)).json()).data;
  const answer = await request.post('/cart', {
    form: {
      intent: 'add',
      product_id: String(product.ID),
      variant_id: String(product.variants.find((v: { buy_able: boolean }) => v.buy_able)?.ID ?? ''),
      quantity: '1',
      return_to: productPath,
    },
    headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['set-cookie']).toMatch(/cart_hash=[0-9a-f]{32};.*Secure/);
  expect(answer.headers()['strict-transport-security']).toBe('max-age=31536000');
});
