import { type APIRequestContext, expect, test } from '@playwright/test';

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

test('a buy-X-get-Y gift line shows a paid part and a free part, "Free" only on the free one', async ({
  page,
}) => {
  // Two home items earn one kitchen item free; two espresso sets: one paid, one free.
  const candle = await itemOf(page.request, 'soy-candle-fig');
  const cups = await itemOf(page.request, 'espresso-cup-set');
  expect((await page.request.post('/api/store/cart', { data: { ...candle, quantity: 2 } })).ok()).toBe(true);
  expect((await page.request.post('/api/store/cart', { data: { ...cups, quantity: 2 } })).ok()).toBe(true);
  await page.goto('/cart');
  const parts = page.getByRole('article', { name: /^Espresso Cup Set of Four/ });
  await expect(parts).toHaveCount(2);
  const [paid, free] = [parts.nth(0), parts.nth(1)];
  await expect(paid).toHaveAccessibleName('Espresso Cup Set of Four');
  await expect(paid).not.toContainText('Free');
  await expect(paid.getByRole('spinbutton')).toHaveValue('1');
  await expect(free).toHaveAccessibleName('Espresso Cup Set of Four, Free');
  await expect(free).toContainText('Qty 1');
  await expect(free.getByRole('button', { name: /Remove/ })).toHaveCount(0);
});

test('a left + right lens pair counts as one item in the cart', async ({ page }) => {
  const left = await itemOf(page.request, 'clarity-daily-lenses-left');
  const right = await itemOf(page.request, 'clarity-daily-lenses-right');
  await page.request.post('/api/store/cart', { data: { ...left, properties: { 'Power( L )': '-1.00' } } });
  await page.goto('/cart');
  // A lone half counts 0.5 (the store's count); the title rounds it up, as the badge does.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (1)');
  await page.request.post('/api/store/cart', { data: { ...right, properties: { 'Power( R )': '-1.50' } } });
  await page.goto('/cart');
  // The pair is one item, not two.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart (1)');
});
