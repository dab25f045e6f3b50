/**
 * Currency: a shopper picks EUR in the footer's currency selector, then JPY, and every price on
 * the home, collection, product and cart pages (and in the cart popup or drawer) shows in it, in
 * that currency's format, with the cart's note that checkout charges in the store currency. The
 * pages' HTML stays the store currency's (it is shared and cached); the browser converts. A reload
 * keeps the choice (`pricetype` in local storage). Two themes.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

const PRODUCT = '/products/everyday-organic-tee';

/** What the shopper sees in each currency: EUR `1.234,56 €`, JPY `¥1,235` (no decimals). */
const formats: Record<string, RegExp> = {
  EUR: /^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
  JPY: /^-?¥\d{1,3}(,\d{3})*$/,
};

const ready = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Picks `code` in the footer's selector (which works once the footer has hydrated, near view). */
async function selectCurrency(page: Page, code: string) {
  const select = page.getByRole('contentinfo').getByLabel('Currency');
  await select.scrollIntoViewIfNeeded();
  await expect(select).toBeEnabled();
  await select.selectOption(code);
}

async function chooseCurrency(page: Page, code: string) {
  await selectCurrency(page, code);
  await expect(page.locator('html')).toHaveAttribute('data-pricetype', code);
}

/**
 * Every amount in `scope` shows converted: the store-currency text is hidden and the converted
 * amount, in the currency's format, is what the page paints in its place. Returns how many.
 */
async function expectConverted(scope: Locator, code: string): Promise<number> {
  await expect(scope.locator('[data-money]').first()).toHaveAttribute('data-shown', formats[code]!);
  const amounts = await scope.locator('[data-money]').evaluateAll((elements) =>
    elements.map((element) => ({
      shown: element.getAttribute('data-shown'),
      painted: getComputedStyle(element, '::after').content,
      original: element.firstElementChild ? getComputedStyle(element.firstElementChild).display : '',
      currency: element.getAttribute('data-currency'),
    })),
  );
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) {
    expect(amount.currency, 'the HTML keeps the store currency').toBe('USD');
    expect(amount.shown).toMatch(formats[code]!);
    expect(amount.painted).toBe(JSON.stringify(amount.shown));
    expect(amount.original).toBe('none');
  }
  return amounts.length;
}

/** The product's price in `code` by the store's rates, rounded half away from zero to the currency's unit. */
async function expectedPrice(page: Page, code: string): Promise<string> {
  const { rates } = (await (await page.request.get('/api/store/exchanges')).json()) as {
    rates: Record<string, number>;
  };
  const minor = Number(await page.locator('main [data-money]').first().getAttribute('data-money'));
  const decimals = code === 'JPY' ? 0 : 2;
  const major = Math.round(Number(((minor / 100) * rates[code]! * 10 ** decimals).toPrecision(15)));
  const number = (major / 10 ** decimals).toFixed(decimals);
  if (code === 'JPY') return `¥${Number(number).toLocaleString('en-US')}`;
  const [whole, cents] = number.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}\u00a0€`;
}

for (const theme of ['venue', 'vogue'] as const) {
  test(`${theme}: prices on every page in EUR, then JPY, kept over a reload`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/?preview_theme=${theme}`);
    await ready(page);
    // Nothing is converted, and the converter is not loaded, before a choice.
    await expect(page.locator('main [data-money][data-shown]')).toHaveCount(0);

    await chooseCurrency(page, 'EUR');
    await expectConverted(page.locator('main'), 'EUR');

    await page.goto('/collections/all');
    await ready(page);
    expect(await expectConverted(page.locator('main'), 'EUR')).toBeGreaterThan(4);

    await page.goto(PRODUCT);
    await ready(page);
    await expectConverted(page.locator('main'), 'EUR');
    await expect(page.locator('main [data-money]').first()).toHaveAttribute(
      'data-shown',
      await expectedPrice(page, 'EUR'),
    );

    // Into the cart: the popup or drawer, then the cart page, both with the checkout note.
    await page
      .getByRole('form', { name: /^Add Everyday Organic Tee/ })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    const dialog = page.getByRole('dialog', { name: /your cart/i });
    await expect(dialog).toBeVisible();
    await expectConverted(dialog, 'EUR');
    await expect(
      dialog.getByText('Prices in other currencies are estimates. Checkout charges in USD.'),
    ).toBeVisible();

    await page.goto('/cart');
    await ready(page);
    await expectConverted(page.locator('main'), 'EUR');
    const note = page
      .locator('main')
      .getByText('Prices in other currencies are estimates. Checkout charges in USD.');
    await expect(note).toBeVisible();

    // A reload keeps the choice.
    await page.reload();
    await ready(page);
    await expectConverted(page.locator('main'), 'EUR');
    await expect(page.getByRole('contentinfo').getByLabel('Currency')).toHaveValue('EUR');

    // JPY: no decimals.
    await chooseCurrency(page, 'JPY');
    await expectConverted(page.locator('main'), 'JPY');
    await expect(note).toBeVisible();
    for (const path of ['/', '/collections/all', PRODUCT]) {
      await page.goto(path);
      await ready(page);
      await expectConverted(page.locator('main'), 'JPY');
    }
    await expect(page.locator('main [data-money]').first()).toHaveAttribute(
      'data-shown',
      await expectedPrice(page, 'JPY'),
    );

    // Back to the store currency: the server's text shows again and the note goes.
    await selectCurrency(page, 'USD');
    await expect(page.locator('html')).not.toHaveAttribute('data-pricetype', /.+/);
    await expect(page.locator('main [data-money][data-shown]')).toHaveCount(0);
  });
}

test('the checkout charges in the store currency', async ({ page }) => {
  await page.goto(PRODUCT);
  await ready(page);
  await chooseCurrency(page, 'EUR');
  await page.locator('main button[name="buy_now"]').click();
  await expect(page).toHaveURL(/\/checkouts\/[a-f0-9]{32}/);
  await ready(page);
  await expect(page.locator('main [data-money][data-shown]')).toHaveCount(0);
  await expect(page.locator('main')).toContainText('$');
});
