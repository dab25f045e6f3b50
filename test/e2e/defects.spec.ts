/**
 * Shopper paths just beside the journey (journey.spec.ts): adds that must confirm themselves the
 * theme's way, the cart count in the first HTML, error and order pages. Production build, Debian
 * Chromium; the theme is chosen with `?preview_theme=` on the first page (a session cookie).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type ThemeName, themeNames } from '../../themes/names';
import { consentDecided } from './consent';

const cartTypes: Record<ThemeName, 'popup' | 'drawer' | 'page'> = {
  venue: 'popup',
  showtime: 'drawer',
  vogue: 'drawer',
  athena: 'page',
  brooklyn: 'popup',
};

/** Page errors and console errors while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens `path` in `theme` and waits until the client has taken over. */
async function open(page: Page, path: string, theme: ThemeName) {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}preview_theme=${theme}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Checks a radio the way a keyboard does (swatches draw over their inputs). */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** The add's confirmation: the popup cart, the drawer or the cart page, holding `title`. */
async function expectConfirmed(page: Page, theme: ThemeName, title: string) {
  if (cartTypes[theme] === 'page') {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('main').getByRole('article', { name: title })).toBeVisible();
  } else {
    const cart = page.getByRole('dialog', { name: /your cart/i });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('article', { name: title })).toBeVisible();
  }
}

test.describe('add to cart right after the product page loads', () => {
  for (const theme of themeNames) {
    test(`${theme}: the tee and the single-variant candle confirm as the theme's cart type says`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      for (const [path, title] of [
        ['/products/everyday-organic-tee', 'Everyday Organic Tee'],
        ['/products/mini-beeswax-candle', 'Mini Beeswax Candle'],
      ] as const) {
        await open(page, path, theme);
        // No variant or quantity touched: the page's own first variant.
        await page.getByRole('form', { name: /^Add / }).getByRole('button', { name: 'Add to cart' }).click();
        await expectConfirmed(page, theme, title);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe("adds from a card's option picker", () => {
  for (const theme of ['showtime', 'brooklyn'] as const) {
    test(`${theme}: the inline picker's add confirms as the theme's cart type says`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/collections/all', theme);
      const card = page.getByRole('article', { name: 'Everyday Organic Tee' });
      await card.getByRole('button', { name: 'Add to cart', expanded: false }).click();
      await choose(card.getByRole('radio', { name: 'Olive' }));
      await choose(card.getByRole('radio', { name: 'M', exact: true }));
      await card.getByRole('button', { name: 'Add to cart', expanded: undefined }).last().click();
      await expectConfirmed(page, theme, 'Everyday Organic Tee');
      expect(errors).toEqual([]);
    });
  }

  test("brooklyn: a single-variant card's add opens the popup cart", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/collections/gifts', 'brooklyn');
    const card = page.getByRole('article', { name: 'Mini Beeswax Candle' });
    // A card further down hydrates as it nears the viewport (until then its add is a product link).
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expectConfirmed(page, 'brooklyn', 'Mini Beeswax Candle');
    expect(errors).toEqual([]);
  });

  test("athena: the popup picker's add goes to the cart page", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/collections/all', 'athena');
    const card = page.getByRole('article', { name: 'Everyday Organic Tee' });
    await card.getByRole('button', { name: 'Choose options' }).click();
    const picker = page.getByRole('dialog', { name: 'Everyday Organic Tee' });
    await choose(picker.getByRole('radio', { name: 'Olive' }));
    await picker.getByRole('button', { name: 'Add to cart' }).click();
    await expectConfirmed(page, 'athena', 'Everyday Organic Tee');
    expect(errors).toEqual([]);
  });

  test('showtime at 375 px: the mobile option picker changes options and adds without an error, and the drawer opens', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/collections/all', 'showtime');
    const card = page.getByRole('article', { name: 'Everyday Organic Tee' });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const picker = page.getByRole('dialog', { name: 'Everyday Organic Tee' });
    await choose(picker.getByRole('radio', { name: 'Olive' }));
    await choose(picker.getByRole('radio', { name: 'M', exact: true }));
    await picker.getByRole('button', { name: 'Add to cart' }).click();
    await expectConfirmed(page, 'showtime', 'Everyday Organic Tee');
    await expect(picker).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('the cart count in the first HTML', () => {
  test('a shopper with a cart gets the shared catalogue page and, without scripts, their cart and its count on the cart page; nobody else sees it', async ({
    browser,
    request,
    baseURL,
  }) => {
    const shopper = await browser.newContext({ storageState: consentDecided, javaScriptEnabled: false });
    const tee = (await (await shopper.request.get('/api/store/products/everyday-organic-tee')).json()).data;
    // A plain form post, as without JavaScript: the answer sets the cart cookie.
    const added = await shopper.request.post('/cart', {
      form: {
        intent: 'add',
        product_id: tee.ID,
        variant_id: tee.variants.find((variant: { buy_able: boolean }) => variant.buy_able).ID,
        quantity: 3,
        return_to: '/',
      },
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);

    // A fresh address, so the shared page cache starts cold for it.
    const path = `/products/everyday-organic-tee?first-html=${Date.now()}`;
    const mine = await shopper.request.get(path);
    // A catalogue page is every shopper's (rendered as a guest's): its count arrives after
    // hydration, never in the shared HTML.
    expect(mine.headers()['cache-control']).toMatch(/s-maxage/);
    expect(await mine.text()).not.toContain('Cart, 3 items');

    // The cart page is theirs: the lines and the count, without scripts.
    const cart = await shopper.request.get('/cart');
    expect(cart.headers()['cache-control']).toMatch(/private/);
    const page = await shopper.newPage();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart (3)' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // Someone else, twice (the second answer comes from the page cache): never that count.
    for (let visit = 0; visit < 2; visit += 1) {
      const theirs = await request.get(`${baseURL}${path}`);
      expect(theirs.headers()['cache-control']).toMatch(/s-maxage/);
      const html = await theirs.text();
      // The shared page does not know anyone's count: "Cart", not "Cart, empty".
      expect(html).toContain('aria-label="Cart"');
      expect(html).not.toContain('Cart, empty');
      expect(html).not.toContain('Cart, 3 items');
    }
    await shopper.close();
  });
});

test.describe('back to top', () => {
  for (const theme of themeNames.filter((name) => ['venue', 'showtime', 'athena'].includes(name))) {
    test(`${theme}: scrolls all the way to the top`, async ({ page }) => {
      await open(page, '/collections/all', theme);
      // Down to the footer (whose code brings the control) in a few steps, as a shopper scrolls.
      await page.mouse.move(640, 400);
      for (let step = 0; step < 6; step += 1) {
        await page.evaluate((part) => window.scrollTo(0, (document.body.scrollHeight * part) / 6), step + 1);
        await page.waitForTimeout(100);
      }
      // It is inserted a second after the page starts and shows once scrolled half a screen.
      const control = page.getByRole('button', { name: 'Back to top' });
      await expect(control).toBeVisible();
      await control.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      // …and stays there (the smooth scroll is not cut short a little below the top).
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

/** A cart with a tee and the information step done, as plain form posts; the shipping step's URL. */
async function toShippingStep(page: Page): Promise<string> {
  const request = page.context().request;
  const tee = (await (await request.get('/api/store/products/everyday-organic-tee')).json()).data;
  await request.post('/cart', {
    form: {
      intent: 'add',
      product_id: tee.ID,
      variant_id: tee.variants.find((variant: { buy_able: boolean }) => variant.buy_able).ID,
      quantity: 1,
    },
  });
  const information = await request.post('/checkouts?step=contact_information', {
    form: {
      step: 'contact_information',
      email: 'summary@example.com',
      country: 'US',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '12 Analytical Row',
      city: 'Springfield',
      province: 'IL',
      postcode: '62701',
      phone: '+1 555 0100',
    },
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  const shippingStep = information.headers().location ?? '';
  expect(shippingStep).toMatch(/step=shipping_method/);
  return shippingStep;
}

test("the shipping step's summary shows the picked method's price", async ({ page }) => {
  await page.goto(await toShippingStep(page));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const summary = page.locator('aside');
  await expect(summary.getByText('Calculated at next step')).toHaveCount(0);
  const methods = page.getByRole('radio');
  expect(await methods.count()).toBeGreaterThan(1);
  const shippingLine = summary
    .locator('dt', { hasText: 'Shipping' })
    .locator('xpath=following-sibling::dd[1]');
  const first = (await shippingLine.textContent()) ?? '';
  await methods.nth(1).check({ force: true });
  await expect(shippingLine).not.toHaveText(first);
  const picked = await page.getByRole('radio').nth(1).locator('xpath=ancestor::label[1]').textContent();
  expect(picked).toContain((await shippingLine.textContent()) ?? '-');
});

test.describe('messages and states', () => {
  test('a missing product says it is no longer available, with a 404 and a way back to shopping', async ({
    page,
  }) => {
    const response = await page.goto('/products/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The product is no longer available');
    await expect(page.locator('main').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
  });

  test('a bank-transfer order counts down to its payment deadline, shows its progress, and turns cancelled once the deadline passes', async ({
    page,
  }) => {
    const request = page.context().request;
    const shippingStep = await toShippingStep(page);
    const hash = /checkouts\/([a-f0-9]+)/.exec(shippingStep)?.[1];
    const cart = (await (await request.get(`/api/store/cart?cart_hash=${hash}`)).json()) as {
      shipping: { id: number }[];
    };
    await request.post(shippingStep, {
      form: { step: 'shipping_method', shippingMethodId: String(cart.shipping[0]!.id) },
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    const placed = await request.post(shippingStep.replace('shipping_method', 'payment_method'), {
      form: { step: 'payment_method', method: 'bank_transfer', idempotencyKey: `bank-${Date.now()}` },
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    const thankYou = placed.headers().location ?? '';
    expect(thankYou).toMatch(/\/orders\/\d+\/thank-you$/);

    await page.goto(thankYou);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const timer = page.getByRole('timer');
    // Three days to pay, counting down each second.
    await expect(timer).toHaveText(/^Time left to pay: 2 days 23:5\d:\d\d$/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '');
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      'Ordered',
      'In Process',
      'Order Ready',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Ordered');

    // Past the deadline: the cancelled state instead of the countdown.
    await page.clock.install({ time: Date.now() + 3 * 24 * 3600 * 1000 + 60_000 });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });
});
