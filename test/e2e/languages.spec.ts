/**
 * Languages: a shopper picks German in the footer's language selector, then Hebrew, and buys in
 * each. The URLs carry the language (`/de/…`, `/he/…`), the choice is remembered, the page speaks
 * the language (its pack's own text, read from `locales/<locale>.json`), and Hebrew reads right to
 * left (`dir="rtl"`, the header mirrored). The checkout is driven by what does not change with the
 * language (autocomplete tokens, field names, submit buttons), so it runs in any language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const PRODUCT = '/products/everyday-organic-tee';

/** A pack's own messages, or none when the pack is not written yet (the page is then en-US). */
const packOf = (locale: string): Record<string, string> => {
  const file = path.join(process.cwd(), 'locales', `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};
const enUS = packOf('en-US');

/** Waits for the page to have started (the root marks `<html data-hydrated>`). */
const ready = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Opens the footer's language selector and picks `locale`. */
async function chooseLanguage(page: Page, locale: string) {
  const footer = page.getByRole('contentinfo');
  await footer.locator('details summary').click();
  await footer.locator(`a[hreflang="${locale}"]`).click();
}

/** Buy it now on the product page, then the three checkout steps, in whatever language the page is. */
async function buy(page: Page, prefix: string) {
  await page.locator('main button[name="buy_now"]').click();
  await expect(page).toHaveURL(
    new RegExp(`^[^?]*/${prefix}/checkouts/[a-f0-9]{32}\\?step=contact_information`),
  );
  await ready(page);
  const main = page.locator('main');
  await main.locator('[autocomplete="email"]').fill(`shopper+${prefix}@example.com`);
  await main.locator('[autocomplete="given-name"]').fill('Ada');
  await main.locator('[autocomplete="family-name"]').fill('Lovelace');
  await main.locator('[autocomplete="address-line1"]').fill('12 Analytical Row');
  await main.locator('[autocomplete="address-level2"]').fill('Springfield');
  const country = main.locator('[autocomplete="country"]');
  if ((await country.inputValue()) !== 'US') await country.selectOption('US');
  const state = main.locator('[autocomplete="address-level1"]');
  if ((await state.evaluate((element) => element.tagName)) === 'SELECT') await state.selectOption('IL');
  else await state.fill('IL');
  await main.locator('[autocomplete="postal-code"]').fill('62701');
  await main.locator('form button[type="submit"]').last().click();

  await expect(page).toHaveURL(new RegExp(`/${prefix}/checkouts/.*step=shipping_method`));
  await ready(page);
  await main.locator('input[name="shippingMethodId"]').first().check();
  await main.locator('form button[type="submit"]').last().click();

  await expect(page).toHaveURL(new RegExp(`/${prefix}/checkouts/.*step=payment_method`));
  await ready(page);
  const card = main.locator('input[name="method"][value="card"]');
  if (await card.isVisible()) await card.check();
  await main.locator('[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await main.locator('[autocomplete="cc-name"]').fill('Ada Lovelace');
  await main.locator('[autocomplete="cc-exp"]').fill('12 / 34');
  await main.locator('[autocomplete="cc-csc"]').fill('123');
  await main.locator('form button[type="submit"]').last().click();

  await expect(page).toHaveURL(new RegExp(`/${prefix}/orders/[^/]+/thank-you`), { timeout: 15_000 });
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
  await expect(main).toContainText(orderNumber);
}

/** The page shows `id` in `locale`'s own words, when its pack has them (else the English ones). */
async function expectMessage(page: Page, locale: string, id: string) {
  const own = packOf(locale)[id];
  const text = own && own !== enUS[id] ? own : enUS[id];
  expect(text, `${id} in en-US`).toBeTruthy();
  await expect(page.locator('main').getByText(text!, { exact: true }).first()).toBeVisible();
}

test.describe('languages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a shopper switches to German, then Hebrew, and buys in each', async ({ page, context }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(PRODUCT);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('head link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      /\/de\/products\/everyday-organic-tee$/,
    );

    // ── German ──────────────────────────────────────────────────────────────
    await chooseLanguage(page, 'de-DE');
    await expect(page).toHaveURL(/\/de\/products\/everyday-organic-tee$/);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectMessage(page, 'de-DE', 'product.addToCart');
    // Links stay in the language; the choice is remembered for a root URL.
    const germanHome = await page.getByRole('banner').locator('a[href="/de"]').first().boundingBox();
    expect(germanHome?.x).toBeLessThan(640);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'vitrine_lang')?.value).toBe('de-DE');
    await page.goto(PRODUCT);
    await expect(page).toHaveURL(/\/de\/products\/everyday-organic-tee$/);
    await ready(page);
    await buy(page, 'de');

    // ── Hebrew ──────────────────────────────────────────────────────────────
    await page.goto(`/de${PRODUCT}`);
    await ready(page);
    await chooseLanguage(page, 'he-IL');
    await expect(page).toHaveURL(/\/he\/products\/everyday-organic-tee$/);
    await ready(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'he-IL');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expectMessage(page, 'he-IL', 'product.addToCart');
    // Mirrored: the store's name (the home link) sits in the right half of the header, where the
    // German page had it in the left.
    const hebrewHome = await page.getByRole('banner').locator('a[href="/he"]').first().boundingBox();
    expect(hebrewHome?.x).toBeGreaterThan(640);
    await buy(page, 'he');

    // ── Back to English: the root URLs are English again ────────────────────
    await page.goto(`/he${PRODUCT}`);
    await ready(page);
    await chooseLanguage(page, 'en-US');
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    expect(errors).toEqual([]);
  });

  test('in German a refused coupon says why in German (the store answers in the page’s language)', async ({
    page,
  }) => {
    const de = packOf('de-DE');
    const product = (await (await page.request.get('/api/store/products/everyday-organic-tee')).json())
      .data as {
      ID: number;
      variants: { ID: number; stock: number }[];
    };
    const variant = product.variants.find((each) => each.stock > 5)!;
    const added = await page.request.post('/api/store/cart', {
      data: { product_id: product.ID, variant_id: variant.ID, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/de/cart');
    await ready(page);
    const main = page.locator('main');
    await main.getByRole('textbox', { name: de['coupon.label'] }).fill('EXPIRED2020');
    await main.getByRole('button', { name: de['coupon.apply'], exact: true }).click();
    await expect(main.getByText('Der Rabattcode EXPIRED2020 ist abgelaufen!')).toBeVisible();
    await expect(main.getByText('EXPIRED2020 coupon code has expired!')).toHaveCount(0);
  });

  test('a language whose pack fails to load retries, then shows English and says so', async ({ page }) => {
    const asked: string[] = [];
    // The German pack's chunk (named after the pack) never arrives.
    await page.route(/\/assets\/de-DE-[\w-]+\.js$/, (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/de${PRODUCT}`);
    await ready(page);
    const notice = page.getByRole('status').filter({ hasText: /could not be loaded in German/ });
    await expect(
      page.locator('main').getByText(enUS['product.addToCart']!, { exact: true }).first(),
    ).toBeVisible();
    if (existsSync(path.join(process.cwd(), 'locales', 'de-DE.json'))) {
      await expect(notice).toBeVisible();
      expect(asked.length).toBeGreaterThanOrEqual(1);
    } else {
      // No German pack written yet: German pages are en-US, silently, and nothing is fetched.
      await expect(notice).toHaveCount(0);
      expect(asked).toEqual([]);
    }
    // The page still links within German.
    await expect(page.getByRole('banner').locator('a[href="/de"]').first()).toBeVisible();
  });

  test('a path whose first segment names no language is not found, and unknown packs are never loaded at once', async ({
    page,
  }) => {
    const packs: string[] = [];
    page.on('request', (request) => {
      // Another language's pack; en-US's own chunks are the message scopes' source texts.
      if (/\/assets\/(?!en-US)[a-z]{2}-[A-Z]{2}-[\w-]+\.js$/.test(request.url())) packs.push(request.url());
    });
    const answer = await page.goto('/xx/cart');
    expect(answer?.status()).toBe(404);
    // The sitemap lists every page in every language, each with its alternates.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/de/products/everyday-organic-tee</loc>');
    expect(sitemap).toContain('/he/products/everyday-organic-tee</loc>');
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/products\/everyday-organic-tee"/);
    await page.goto(`/he${PRODUCT}`);
    await ready(page);
    // Only Hebrew's own pack came (if it is written yet), never all of them.
    expect(packs.length).toBeLessThanOrEqual(1);
  });
});
