/**
 * Merchandising on the product page: the browsing record (recently viewed, on product and cart
 * pages), shop the look, marketplace button clicks (counted only with analytics allowed) and the
 * diversion test's redirect.
 */
import { expect, type Page, test } from '@playwright/test';
import { consentGiven } from './consent';

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Scrolls to the end so the sections hydrated on approach run. */
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test('recently viewed: the products viewed before, on the next product page and the cart page', async ({
  page,
}) => {
  await page.goto('/products/stoneware-mug?preview_theme=vogue');
  await hydrated(page);
  await toBottom(page);
  // The first product page has nothing earlier to show.
  await page.waitForFunction(() => localStorage.getItem('vitrine.recentlyViewed')?.includes('stoneware-mug'));
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  await page.goto('/products/chelsea-boot');
  await hydrated(page);
  await toBottom(page);
  const recent = page.getByRole('list', { name: 'Recently viewed' });
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link', { name: /Stoneware Mug/ }).first()).toBeVisible();
  await expect(recent.getByRole('link', { name: /Chelsea Boot/ })).toHaveCount(0);

  await page.goto('/cart');
  await hydrated(page);
  await toBottom(page);
  const onCart = page.getByRole('list', { name: 'Recently viewed' });
  await expect(onCart.getByRole('link', { name: /Chelsea Boot/ }).first()).toBeVisible();
  await expect(onCart.getByRole('link', { name: /Stoneware Mug/ }).first()).toBeVisible();
});

test('shop the look: the other products of the look, as links', async ({ page }) => {
  await page.goto('/products/everyday-organic-tee?preview_theme=venue');
  const look = page.getByRole('region', { name: 'Shop the look' });
  await expect(look).toContainText('Weekend in the city');
  await expect(look.getByRole('link', { name: /Market Canvas Tote/ })).toHaveAttribute(
    'href',
    '/products/market-canvas-tote',
  );
  await expect(look.getByRole('link', { name: /Court Classic Sneaker/ })).toBeVisible();
  await expect(look.getByRole('link', { name: /Everyday Organic Tee/ })).toHaveCount(0);
});

/** Clicks the first marketplace button without leaving for the marketplace; the click_button bodies. */
async function clickMarketplaceButton(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/store/click_button')) bodies.push(request.postData() ?? '');
  });
  await page.goto('/products/market-canvas-tote');
  await hydrated(page);
  await page.evaluate(() => {
    document.addEventListener('click', (event) => event.preventDefault());
    document.querySelector<HTMLAnchorElement>('a[data-button-id]')!.click();
  });
  await page.waitForLoadState('networkidle');
  return bodies;
}

test.describe('marketplace buttons with analytics allowed', () => {
  test.use({ storageState: consentGiven('1.1.0') });
  test('a click is counted by the store', async ({ page }) => {
    const bodies = await clickMarketplaceButton(page);
    expect(bodies).toHaveLength(1);
    const productId = Number(await page.locator('main form input[name="product_id"]').first().inputValue());
    expect(JSON.parse(bodies[0]!)).toEqual({ product_id: productId, button_id: expect.any(Number) });
  });

  test('a diversion test sends its product to the main one, and the product view names the test', async ({
    page,
  }) => {
    const views: { parameters: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/statistics/track')) return;
      const body = JSON.parse(request.postData() ?? '{}');
      if (body.name === 'view_item') views.push(body);
    });
    await page.goto('/products/linen-camp-shirt-relaxed?utm_source=ad');
    await expect(page).toHaveURL(/\/products\/linen-camp-shirt\?utm_source=ad&diversion_test_id=\d+$/);
    const testId = Number(new URL(page.url()).searchParams.get('diversion_test_id'));
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]!.parameters).toMatchObject({ diversion_test_id: testId });
  });
});

test.describe('marketplace buttons with analytics rejected', () => {
  test.use({ storageState: consentGiven('1.0.0') });
  test('a click is not counted', async ({ page }) => {
    expect(await clickMarketplaceButton(page)).toEqual([]);
  });
});
