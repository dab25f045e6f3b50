import { type APIRequestContext, expect, test } from '@playwright/test';
import { consentDecided } from './consent';

/** A sellable variant of a demo product, as an add-to-cart body. */
async function itemOf(request: APIRequestContext, slug: string) {
  const answer = await (await request.get(`/api/store/products/${slug}`)).json();
  const product = answer.data ?? answer;
  const variant =
    product.variants.find(
      (v: { stock: number; manage_stock: string }) => v.stock > 2 || v.manage_stock === 'no',
    ) ?? product.variants[0];
  return { product_id: product.ID as number, variant_id: variant.ID as number };
}

test('choosing a gift in the cart adds it as a Free gift line', async ({ page }) => {
  // Two home items earn one kitchen item free: the cart offers the kitchen products to choose from.
  const candle = await itemOf(page.request, 'soy-candle-fig');
  expect((await page.request.post('/api/store/cart', { data: { ...candle, quantity: 2 } })).ok()).toBe(true);
  await page.goto('/cart');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('button', { name: 'Choose gift' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('list', { name: 'Gift products' })).toBeVisible();
  await picker.getByRole('button', { name: 'Add Espresso Cup Set of Four as your gift' }).click();
  // The rule's one gift is in the cart: the picker closes and the gift line says Free.
  await expect(picker).toBeHidden();
  await expect(page.getByRole('article', { name: 'Espresso Cup Set of Four, Free' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose gift' })).toHaveCount(0);
});

test('without JavaScript a gift is chosen with a plain form', async ({ browser }) => {
  const context = await browser.newContext({ storageState: consentDecided, javaScriptEnabled: false });
  const page = await context.newPage();
  const candle = await itemOf(page.request, 'soy-candle-fig');
  expect((await page.request.post('/api/store/cart', { data: { ...candle, quantity: 2 } })).ok()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Add Espresso Cup Set of Four as your gift' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('article', { name: 'Espresso Cup Set of Four, Free' })).toBeVisible();
  await context.close();
});
