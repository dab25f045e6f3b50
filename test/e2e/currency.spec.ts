/**
 * Currency: a shopper picks EUR in the footer's currency selector, then JPY, and every price on
 * the home, collection, product and cart pages (and in the cart popup or drawer) shows in it, in
 * that currency's format — the card badges' amounts, the active price filter and the search
 * suggestions too — with the cart's note that checkout charges in the store currency. The
 * pages' HTML stays the store currency's (it is shared and cached); the browser converts. A reload
 * keeps the choice (`pricetype` in local storage). Two themes; the checkout stays in the store
 * currency and, with the theme's check_display (vogue), adds the total as an estimate.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

const PRODUCT = '/products/everyday-organic-tee';

/** What the shopper sees in each currency: EUR `1.234,56 €`, JPY `¥1,235` (no decimals). */
const formats: Record<string, RegExp> = {
  EUR: /^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
  JPY: /^-?¥\d{1,3}(,\d{3})*$/,
};

const PRICE_FILTER = '/collections/all?price_min=10&price_max=60';

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

/** The card badges whose text carries an amount ("Save {SAVE_AMOUNT}", "Now {PRICE}"). */
const moneyBadges = (page: Page) =>
  page.locator('main span:has(> [data-money])', { hasText: /^(Save|Now)\s/ });

/** The amounts in the search dialog's suggestions for `query`. */
async function suggestionPrices(page: Page, query: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

/** Badges, the active price filter and the search suggestions show in `code`. */
async function expectConvertedExtras(page: Page, code: string) {
  await page.goto(PRICE_FILTER);
  await ready(page);
  const badges = moneyBadges(page);
  expect(await badges.count()).toBeGreaterThan(0);
  await expectConverted(badges, code);
  const chips = page.getByRole('list', { name: 'Active filters' });
  expect(await expectConverted(chips, code)).toBe(4);
  // The chip is named by its hidden text, which converts too: the name reads the shown prices.
  const amount = code === 'JPY' ? '¥[\\d,]+' : '[\\d.]+,\\d{2}\\s?€';
  await expect(chips.getByRole('link').first()).toHaveAccessibleName(
    new RegExp(`^Remove filter: ${amount} – ${amount}$`),
  );
  // The inputs take the store currency, which the server filters by: their labels say so.
  await expect(page.getByLabel('From ($)')).toHaveValue('10');

  const options = await suggestionPrices(page, 'tee');
  expect(await expectConverted(options, code)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
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
    test.setTimeout(180_000);
    await page.goto(`/?preview_theme=${theme}`);
    await ready(page);
    // Nothing is converted, and the converter is not loaded, before a choice.
    await expect(page.locator('main [data-money][data-shown]')).toHaveCount(0);

    await chooseCurrency(page, 'EUR');
    await expectConverted(page.locator('main'), 'EUR');

    await page.goto('/collections/all');
    await ready(page);
    expect(await expectConverted(page.locator('main'), 'EUR')).toBeGreaterThan(4);
    await expectConvertedExtras(page, 'EUR');

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
    await expectConvertedExtras(page, 'JPY');
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

for (const [theme, checkDisplay] of [
  ['venue', false],
  ['vogue', true],
] as const) {
  test(`${theme}: the checkout charges in the store currency${checkDisplay ? ', the total estimated in the chosen one' : ''}`, async ({
    page,
  }) => {
    await page.goto(`${PRODUCT}?preview_theme=${theme}`);
    await ready(page);
    await chooseCurrency(page, 'EUR');
    await page.locator('main button[name="buy_now"]').click();
    await expect(page).toHaveURL(/\/checkouts\/[a-f0-9]{32}/, { timeout: 30_000 });
    await ready(page);
    await expect(page.locator('main')).toContainText('$');
    // The summary is drawn for phones and for desktops: the one on screen.
    const note = page.locator('main [data-checkout-currency]').filter({ visible: true });
    await expect(note).toHaveCount(1);
    if (checkDisplay) {
      await expect(note).toContainText('at today’s rate. Your order is charged in USD.');
      // The estimate is the one converted amount; every other stays in the store currency.
      expect(await expectConverted(note, 'EUR')).toBe(1);
      await expect(page.locator('main [data-money][data-shown]')).toHaveCount(2);
    } else {
      await expect(note).toHaveText('Your order is charged in USD.');
      await expect(page.locator('main [data-money]')).toHaveCount(0);
    }

    // Back in the store currency, the note goes.
    await page.evaluate(() => localStorage.removeItem('pricetype'));
    await page.reload();
    await ready(page);
    await expect(page.locator('main [data-checkout-currency]').filter({ visible: true })).toHaveCount(0);
  });
}
