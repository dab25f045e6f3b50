/**
 * Content and consent journeys: every link of every theme's header, footer and mobile drawer
 * answers 200 to a fresh visitor; the consent banner gates the tracker.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { themeNames } from '../../themes/names';

/** Same-origin paths of the links inside `selector`, without fragments, deduplicated. */
async function linkPaths(page: import('@playwright/test').Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

for (const theme of themeNames) {
  test(`${theme}: every header, footer and drawer link answers 200 to a fresh visitor`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/?preview_theme=${theme}`);
    const paths = new Set([...(await linkPaths(page, 'header')), ...(await linkPaths(page, 'footer'))]);
    // The drawer opens once the header has hydrated: click again until it does.
    await expect(async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    for (const path of await linkPaths(page, '[role="dialog"]')) paths.add(path);
    await context.close();

    expect(paths.size).toBeGreaterThan(10);
    for (const expected of ['/pages/contact', '/blogs/journal']) expect([...paths]).toContain(expected);
    // A fresh visitor: no cookies, no theme preview.
    const visitor = await playwrightRequest.newContext({ baseURL });
    const failures: string[] = [];
    for (const path of paths) {
      const response = await visitor.get(path);
      if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
    }
    await visitor.dispose();
    expect(failures).toEqual([]);
  });
}

test.describe('tracking consent', () => {
  // A first visit: no choice made yet, so the banner shows.
  test.use({ storageState: { cookies: [], origins: [] } });
  const trackCalls = (page: import('@playwright/test').Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/statistics/track')) calls.push(request.postData() ?? '');
    });
    return calls;
  };

  test('nothing is tracked before a choice or after rejecting', async ({ page }) => {
    const calls = trackCalls(page);
    await page.goto('/?preview_theme=venue');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    await page.goto('/collections/all');
    await page.goto('/blogs');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(await page.locator('script[src="/tracker.js"]').count()).toBe(0);
  });

  test('accepting sends page views, for client navigations too', async ({ page }) => {
    const calls = trackCalls(page);
    await page.goto('/?preview_theme=vogue');
    expect(calls).toEqual([]);
    await page
      .getByRole('region', { name: 'Your privacy' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(JSON.parse(calls[0]!)).toMatchObject({ name: 'page_view', path: '/' });
    // A client-side navigation (the header's links are router links once hydrated).
    await page.getByRole('link', { name: 'New Arrivals' }).first().click();
    await expect
      .poll(() => calls.map((body) => JSON.parse(body).path))
      .toContain('/collections/new-arrivals');
  });

  test('choosing only marketing keeps analytics off', async ({ page }) => {
    const calls = trackCalls(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await banner.getByText('Choose').click();
    await banner.getByLabel('Marketing').check();
    await banner.getByRole('button', { name: 'Save choices' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });
});
