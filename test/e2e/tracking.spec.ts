/**
 * The consented tracker's shopper actions: with analytics rejected nothing reaches the collector on
 * a product page or an add to cart; with it allowed a product view, an add to cart, the checkout
 * steps and the purchase arrive with their analytics page paths and payloads, the card masked.
 */
import { expect, type Page, test } from '@playwright/test';
import { consentGiven } from './consent';

interface Tracked {
  name: string;
  path: string;
  url: string;
  event_id: string;
  kwai_pixel_id?: string;
  parameters: Record<string, unknown>;
}

/** Every body the page sends to the collector, and the content type it is sent with. */
const collect = (page: Page) => {
  const calls: Tracked[] = [];
  const contentTypes = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/statistics/track')) return;
    contentTypes.add(request.headers()['content-type'] ?? '');
    calls.push(JSON.parse(request.postData() ?? '{}') as Tracked);
  });
  return { calls, contentTypes, named: (name: string) => calls.filter((call) => call.name === name) };
};

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test.describe('analytics rejected', () => {
  test.use({ storageState: consentGiven('1.0.1') });

  test('a product view and an add to cart send nothing', async ({ page }) => {
    const { calls } = collect(page);
    await page.goto('/products/everyday-organic-tee?preview_theme=athena&pixel_id=kw123');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Olive' }).check({ force: true });
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page
      .getByRole('form', { name: /^Add Everyday Organic Tee/ })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[data-collector]').count()).toBe(0);
    expect(calls).toEqual([]);
  });
});

test.describe('analytics allowed', () => {
  test.use({ storageState: consentGiven('1.1.1') });

  test('product view, add to cart, checkout steps and purchase reach the collector', async ({ page }) => {
    test.setTimeout(90_000);
    const { calls, contentTypes, named } = collect(page);

    // A landing URL with a Kwai pixel id: kept for the tab, sent with marketing allowed.
    await page.goto('/products/everyday-organic-tee?preview_theme=athena&pixel_id=kw123');
    await hydrated(page);
    await expect.poll(() => named('view_item').length).toBe(1);
    const productId = await page.locator('main form input[name="product_id"]').first().inputValue();
    expect(named('view_item')[0]).toMatchObject({
      path: '/products/everyday-organic-tee',
      kwai_pixel_id: 'kw123',
      parameters: { item_id: Number(productId), item_name: 'Everyday Organic Tee', currency: 'USD' },
    });
    expect(named('page_view')[0]!.url).not.toContain('pixel_id');

    await page.getByRole('radio', { name: 'Olive' }).check({ force: true });
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    // The choice lands in the address once the page has taken it (slower on a loaded machine).
    await expect(page.getByRole('radio', { name: 'Olive' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page).toHaveURL(/[?&]variant=\d+/);
    const variantId = Number(new URL(page.url()).searchParams.get('variant'));
    await page
      .getByRole('form', { name: /^Add Everyday Organic Tee/ })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect.poll(() => named('add_to_cart').length).toBe(1);
    expect(named('add_to_cart')[0]).toMatchObject({
      path: '/products/everyday-organic-tee',
      parameters: { item_id: Number(productId), variant_id: variantId, quantity: 1 },
    });

    // A list view sends its first 3 products only.
    await page.goto('/collections/all');
    await expect.poll(() => named('view_item_list').length).toBe(1);
    expect((named('view_item_list')[0]!.parameters.item_ids as string[]).length).toBe(3);

    await page.goto('/cart');
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/step=contact_information/);
    await expect.poll(() => named('begin_checkout').length).toBe(1);
    await expect
      .poll(() => named('page_view').map((call) => call.path))
      .toContain('/checkouts/contact_information');

    await hydrated(page);
    await page.locator('main').getByLabel('Email').fill('tracked@example.com');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Country/region').selectOption('US');
    const state = page.getByLabel('State');
    if ((await state.evaluate((element) => element.tagName)) === 'SELECT')
      await state.selectOption({ label: 'Illinois' });
    else await state.fill('IL');
    await page.getByLabel(/ZIP\/postal code/).fill('62701');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/step=shipping_method/);
    await expect.poll(() => named('add_address').length).toBe(1);
    expect(named('add_address')[0]).toMatchObject({ parameters: { country: 'US' } });
    await expect.poll(() => named('page_view').map((call) => call.path)).toContain('/checkouts/shipping');

    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: /continue to payment/i }).click();
    await expect(page).toHaveURL(/step=payment_method/);
    await expect.poll(() => named('add_shipping_info').length).toBe(1);
    await expect.poll(() => named('page_view').map((call) => call.path)).toContain('/checkouts/payment');

    const card = page.getByRole('radio', { name: 'Credit or debit card' });
    if (await card.isVisible()) await card.check({ force: true });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel(/Expiration date/).fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/thank-you/, { timeout: 20_000 });
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);

    await expect.poll(() => named('purchase').length).toBe(1);
    expect(named('add_payment_info')[0]).toMatchObject({
      path: '/checkouts/payment',
      parameters: { payment_type: 'card', card_number: '4242********4242' },
    });
    expect(named('purchase')[0]).toMatchObject({
      path: '/checkouts/thank',
      parameters: {
        transaction_id: orderNumber,
        currency: 'USD',
        items: [{ item_id: Number(productId), variant_id: variantId, quantity: 1 }],
      },
    });
    // A reload of the order's page is not a second purchase.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(named('purchase')).toHaveLength(1);

    // Nothing sent carries the whole card number or its security code; every body is plain text.
    const everything = JSON.stringify(calls);
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
    expect(everything).not.toMatch(/securityCode|"123"/);
    expect([...contentTypes]).toEqual(['text/plain;charset=UTF-8']);
    expect(new Set(calls.map((call) => call.event_id)).size).toBe(calls.length);
  });
});
