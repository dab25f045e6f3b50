/**
 * The wishlist end to end, on the production build, in three themes: a guest presses a card's
 * heart → the login dialog → logs in → the pressed heart is saved and filled, the toast says so →
 * the product page's heart is filled too → the Wishlist screen lists the product → removed there,
 * the screen is empty. Without JavaScript: the heart sends a guest to log in, and a logged-in
 * customer's heart saves the product and comes back.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ThemeName } from '../../themes/names';
import { PASSWORD, registeredCustomer } from './accountHelpers';

const themes: ThemeName[] = ['venue', 'vogue', 'brooklyn'];

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

for (const theme of themes) {
  test(`${theme}: a guest's heart → log in → saved, on the Wishlist screen → removed`, async ({
    page,
    request,
  }) => {
    // Five page loads and a log-in: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = await registeredCustomer(request, `wishlist-${theme}`);
    const main = page.locator('main');

    await page.goto(`/?preview_theme=${theme}`);
    await page.goto('/collections/all');
    await hydrated(page);
    const heart = main.getByRole('button', { name: 'Save to wishlist' }).first();
    const productId = await heart.getAttribute('data-wishlist-product');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Log in to save products to your wishlist.');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();

    const saved = main.locator(`button[data-wishlist-product="${productId}"]`).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').getByText('Added to your wishlist.')).toBeVisible();

    // The product page's heart shows the same list (filled after hydration).
    const href = await main
      .locator(`li:has(button[data-wishlist-product="${productId}"]) a[href*="/products/"]`)
      .first()
      .getAttribute('href');
    await page.goto(href ?? '/');
    await hydrated(page);
    const productHeart = main.getByRole('button', { name: 'Save to wishlist' }).first();
    await expect(productHeart).toHaveAttribute('data-wishlist-product', productId ?? '');
    await expect(productHeart).toHaveAttribute('aria-pressed', 'true');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // The Wishlist screen: the product with add to cart and remove.
    await page.goto('/account/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(
      main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishlist' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('link', { name: title })).toBeVisible();
    // Saved from a card, a product with several variants asks for its options on its page.
    await expect(
      main
        .getByRole('button', { name: `Add ${title} to cart` })
        .or(main.getByRole('link', { name: 'Choose options' })),
    ).toBeVisible();
    await hydrated(page);
    await main.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
    await expect(page).toHaveURL(/\/account\/wishlist\?notice=wishlistRemoved$/);
    await expect(main.getByText('Removed from your wishlist.')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    await expect(main.getByText(/Your wishlist is empty/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart sends a guest to log in, and saves for a logged-in customer', async ({ page, request }) => {
    const email = await registeredCustomer(request, 'wishlist-nojs');
    const main = page.locator('main');
    await page.goto('/?preview_theme=venue');
    await page.goto('/collections/all');
    const heart = main.getByRole('button', { name: 'Save to wishlist' }).first();
    const productId = await heart.getAttribute('data-wishlist-product');
    await heart.click();
    await expect(page).toHaveURL(/\/account\/login\?return_to=%2Fcollections%2Fall$/);
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/collections\/all$/);

    await main.locator(`button[data-wishlist-product="${productId}"]`).first().click();
    await expect(page).toHaveURL(/\/collections\/all$/);
    await page.goto('/account/wishlist');
    await expect(main.getByRole('article')).toHaveCount(1);
    await main.getByRole('button', { name: /^Remove .+ from wishlist$/ }).click();
    await expect(page).toHaveURL(/\/account\/wishlist\?notice=wishlistRemoved$/);
    await expect(main.getByRole('article')).toHaveCount(0);
  });
});
