/**
 * Page baselines of the account screens that matter most — My Account and an order page — in
 * venue and vogue at 1280 and 375 px, against test/visual/baselines/pages/<theme>/account-*.png.
 * The customer and the order are made fresh each run (through the store API and the checkout);
 * the order number and dates are pinned before the shot.
 *
 *   npm run test:e2e -- account.visual             compare
 *   VISUAL_UPDATE=1 npm run test:e2e -- account.visual   rewrite the baselines
 */
import { expect, type Page, test } from '@playwright/test';
import { compareScreenshot, freezeCss } from '../../scripts/lib/visual-compare.mjs';
import { consentDecided } from './consent';

const update = process.env.VISUAL_UPDATE === '1';
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const PASSWORD = 'Correct-Horse-42';

/** Fonts on, images decoded, motion frozen; the order's number and the dates pinned. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => (document.getElementById('webfonts') as HTMLLinkElement | null)?.media !== 'print',
  );
  await page.addStyleTag({ content: freezeCss });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '')
        .replace(/\b\d{10}\b/g, '1001000000')
        .replace(/\b[A-Z][a-z]+ \d{1,2}, \d{4}\b/g, 'November 27, 2026')
        .replace(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g, 'Nov 27, 2026')
        .replace(/©\s*\d{4}/, '© 2026');
    }
  });
}

for (const theme of ['venue', 'vogue'] as const) {
  test(`account pages look as approved: ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      storageState: consentDecided,
      baseURL,
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await page.goto(`/?preview_theme=${theme}`);
    const email = `baseline-${theme}@example.com`;
    const registered = await page.request.post('/api/store/account/register', {
      data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const csrf = (await registered.json()).data.csrf_token as string;
    const saved = await page.request.post('/api/store/addresses', {
      headers: { 'x-csrf-token': csrf },
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '12 Analytical Row',
        city: 'Springfield',
        province: 'IL',
        postcode: '62701',
        country: 'US',
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const product = (await (await page.request.get('/api/store/products/everyday-organic-tee')).json()).data;
    const variant = product.variants.find((v: { buy_able?: boolean }) => v.buy_able !== false);
    await page.request.post('/api/store/cart', {
      data: { product_id: product.ID, variant_id: variant.ID, quantity: 1 },
    });

    // The checkout fills in the account's email and address.
    await page.goto('/checkouts');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/step=shipping_method/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /continue to payment/i }).click();
    await expect(page).toHaveURL(/step=payment_method/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('radio', { name: /card/i }).first().check({ force: true });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel(/Expiration date/).fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/thank-you/, { timeout: 15_000 });
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    const admin = { authorization: 'Bearer e2e-admin-token' };
    await page.request.post(`/api/admin/orders/${number}/fulfillment`, {
      headers: admin,
      data: { carrier: 'UPS', tracking_number: '1Z999AA10123456784', expected_delivery_date: '2030-05-04' },
    });
    await page.request.put(`/api/admin/orders/${number}/tracking`, {
      headers: admin,
      data: { step: 'in_transit' },
    });

    const problems: string[] = [];
    for (const [viewportName, width] of [
      ['desktop', 1280],
      ['mobile', 375],
    ] as const) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      for (const [name, path] of [
        ['account', '/account'],
        ['account-order', `/account/orders/${number}`],
      ] as const) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const outcome = compareScreenshot(`pages/${theme}/${name}--${viewportName}.png`, png, {
          update,
          inCI,
        });
        if (outcome.status === 'failed' || outcome.status === 'missing') problems.push(outcome.message);
      }
    }
    await context.close();
    expect(problems, 'diffs in test/visual/__diff__/pages; VISUAL_UPDATE=1 rewrites baselines').toEqual([]);
  });
}
