/**
 * The rewards widget in three themes: a customer with a paid order opens the launcher, sees their
 * points, redeems a campaign, applies the coupon to the cart in one click and sees the discount
 * there; a campaign that costs more than their points is refused with a clear message (its Redeem
 * is disabled in the panel, and the store refuses it). The account and the order are set up
 * through the store API (the account and checkout journeys cover those screens).
 */

import { expect, type Page, test } from '@playwright/test';
import type { ThemeName } from '../../themes/names';
import { axe } from './axe';

const PASSWORD = 'Correct-Horse-42';
const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'Springfield',
  country: 'US',
  province: 'IL',
  postcode: '62701',
  phone: '+1 555 0100',
};

/** Adds one unit of the tee to the context's cart through the store API. */
async function addTee(page: Page) {
  const product = await page.request.get('/api/store/products/everyday-organic-tee');
  expect(product.status()).toBe(200);
  const body = (await product.json()) as {
    data: { ID: number; variants: { ID: number; stock: number; manage_stock: 'yes' | 'no' }[] };
  };
  // The in-stock variant with the most units (other tests buy some).
  const [variant] = body.data.variants
    .filter((each) => each.manage_stock === 'no' || each.stock > 5)
    .sort((a, b) => (b.manage_stock === 'no' ? 1e9 : b.stock) - (a.manage_stock === 'no' ? 1e9 : a.stock));
  const added = await page.request.post('/api/store/cart', {
    data: { product_id: body.data.ID, variant_id: variant!.ID, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** A logged-in customer (this page's context) with one paid order. */
async function customerWithOrder(page: Page, theme: ThemeName): Promise<string> {
  const email = `rewards+${theme}-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/store/account/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await addTee(page);
  expect((await page.request.post('/api/store/cart/set_customer_email', { data: { email } })).status()).toBe(
    200,
  );
  const withAddress = await page.request.post('/api/store/cart/address', { data: address });
  const shipping = ((await withAddress.json()) as { shipping: { id: number }[] }).shipping;
  expect(
    (
      await page.request.post('/api/store/cart/shipping', { data: { shipping_method_id: shipping[0]!.id } })
    ).status(),
  ).toBe(200);
  const placed = await page.request.post('/api/store/cart/checkout', {
    data: {
      payment: {
        method: 'card',
        card: { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/39', security_code: '123' },
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // The next purchase starts a new cart, as after the thank-you page.
  await page.context().clearCookies({ name: 'cart_hash' });
  return email;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function redeemJourney(page: Page, theme: ThemeName) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/?preview_theme=${theme}`);
  await customerWithOrder(page, theme);
  await addTee(page);

  await page.goto('/products/everyday-organic-tee');
  await hydrated(page);
  const launcher = page.getByRole('button', { name: 'Rewards' });
  await expect(launcher).toBeVisible();
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Rewards' });
  await expect(panel).toBeVisible();
  // 100 for signing up plus one per dollar of the order.
  const points = Number((await panel.locator('[data-rewards-points]').textContent())?.replace(/\D/g, ''));
  expect(points).toBeGreaterThan(100);
  await expect(panel.getByText('Ways to earn')).toBeVisible();
  const audit = await axe(page).include('[role="dialog"]').analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await panel.getByRole('button', { name: 'See rewards' }).click();
  // More than the points: disabled, with how many are missing.
  const gift = panel.locator('li').filter({ hasText: 'A free gift with your order' });
  await expect(gift.getByRole('button', { name: /Redeem/ })).toBeDisabled();
  await expect(gift).toContainText(`You need ${500 - points} more points`);

  const five = panel.locator('li').filter({ hasText: '$5 off your order' });
  await five.getByRole('button', { name: /Redeem/ }).click();
  await expect(panel.getByText('Your reward is ready')).toBeVisible();
  const code = (await panel.locator('[data-rewards-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^RW-[A-Z2-9]{8}$/);
  await expect(panel).toContainText(`Points left: ${points - 100}`);
  await panel.getByRole('button', { name: 'Apply to cart' }).click();
  await expect(panel.getByText('Applied to your cart.')).toBeVisible();
  await panel.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const main = page.locator('main');
  await expect(main).toContainText(code);
  await expect(main).toContainText('−$5.00');

  // The store refuses a campaign the points do not cover, in words the shopper can act on.
  const campaigns = (await (await page.request.get('/api/store/stamped/campaigns')).json()) as {
    data: { id: number; title: string }[];
  };
  const giftId = campaigns.data.find((campaign) => campaign.title === 'A free gift with your order')!.id;
  const info = (await (await page.request.get('/api/store/account/info')).json()) as {
    data: { csrf_token: string };
  };
  const refused = await page.request.post('/api/store/stamped/redeem_rewards', {
    data: { templateId: giftId },
    headers: { 'x-csrf-token': info.data.csrf_token },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(
    `You need 500 points for this reward; you have ${points - 100}.`,
  );
  expect(errors).toEqual([]);
}

test.describe('rewards', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const theme of ['venue', 'vogue', 'athena'] as const) {
    test(`${theme}: redeem points for a coupon and see it in the cart`, async ({ page }) => {
      await redeemJourney(page, theme);
    });
  }

  test('a guest gets the join and log-in view; the launcher mirrors in Hebrew', async ({ page }) => {
    await page.goto('/he/products/everyday-organic-tee');
    await hydrated(page);
    const launcher = page.locator('[data-rewards-launcher]');
    await expect(launcher).toBeVisible();
    const box = (await launcher.boundingBox())!;
    const width = page.viewportSize()!.width;
    // Right to left: the start corner is the right.
    expect(box.x + box.width).toBeGreaterThan(width / 2);
    await launcher.click();
    const panel = page.getByRole('dialog');
    // Account links are the storefront's usual paths (the remembered language applies there).
    await expect(panel.getByRole('link', { name: 'הצטרפות' })).toHaveAttribute('href', '/account/register');
    await expect(panel.getByRole('link', { name: 'התחברות' })).toHaveAttribute(
      'href',
      /^\/account\/login\?return_to=%2Fhe%2Fproducts/,
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});
