/**
 * Customer accounts end to end, on the production build: register → open the verification mail
 * from the outbox (the data folder's `outbox/*.json`) → verified → log out (a POST with the
 * session's `_token`) → log in → add an address → buy with it and save the card → the order is in
 * Order History with its status → the merchant marks it fulfilled with a tracking number through
 * the admin API → the order page shows the new progress step → a card added on Payment methods.
 * With JavaScript in venue and showtime, without JavaScript in vogue; a returning customer's
 * shorter pass (log in, Order History, an address, a card) in athena (JavaScript) and brooklyn
 * (none). axe on every account page; a clean console.
 */

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { ThemeName } from '../../themes/names';
import { mailTo, PASSWORD } from './accountHelpers';
import { axe } from './axe';
import { consentDecided } from './consent';

const ADMIN_TOKEN = 'e2e-admin-token';

class Customer {
  readonly errors: string[] = [];
  private auditContext: BrowserContext | undefined;

  constructor(
    readonly page: Page,
    readonly js: boolean,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.message}`));
  }

  /** Hydrated (with JavaScript), so a click is React's. */
  async ready() {
    if (!this.js) return;
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  /** axe, serious and critical only; without JavaScript on the server's HTML in a scripted page. */
  async audit(label: string) {
    let target = this.page;
    if (!this.js) {
      const origin = new URL(this.page.url()).origin;
      const html = (await this.page.content())
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<head>/i, `<head><base href="${origin}/">`);
      this.auditContext ??= await this.page.context().browser()!.newContext({ storageState: consentDecided });
      target = await this.auditContext.newPage();
      await target.setContent(html, { waitUntil: 'load' });
    }
    const results = await axe(target).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious, `axe on ${label}`).toEqual([]);
    if (target !== this.page) await target.close();
  }

  async close() {
    await this.auditContext?.close();
  }
}

/**
 * On Payment methods, adds a card through the page's own form: a number failing the Luhn check is
 * refused with the field's error, the fixed one is saved as the default (the gateway keeps the
 * number; the page shows brand, last four and expiry); then the earlier card (if any) becomes the
 * default again and the new one is deleted.
 */
async function addCardOnPaymentMethods(customer: Customer, earlier: string | null) {
  const { page } = customer;
  const main = page.locator('main');
  await page.goto('/account/payment-methods');
  await main.getByRole('link', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/account\/payment-methods\?new=1$/);
  await customer.ready();
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel(/Expiration date/).fill('07 / 38');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Use as my default payment method').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(main.getByText('Enter a valid card number.').first()).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
  // A refused post never writes the security code back into the page.
  if (!customer.js) await expect(page.getByLabel('Security code')).toHaveValue('');
  await customer.audit('add a card, refused');
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/account\/payment-methods\?notice=cardSaved$/);
  await expect(main.getByText('Card saved.')).toBeVisible();
  const added = main.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(added).toContainText('Expires 07/38');
  await expect(added.getByText('Default', { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain('5555555555554444');
  await customer.ready();
  if (earlier) {
    await main.getByRole('button', { name: `Make ${earlier} the default` }).click();
    await expect(page).toHaveURL(/notice=defaultCard$/);
    await expect(
      main.getByRole('listitem').filter({ hasText: earlier }).getByText('Default', { exact: true }),
    ).toBeVisible();
    await customer.ready();
  }
  await main.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
  await expect(page).toHaveURL(/notice=cardDeleted$/);
  await expect(main.getByText('Mastercard ending in 4444')).toHaveCount(0);
}

async function accountJourney(page: Page, theme: ThemeName, js: boolean) {
  const customer = new Customer(page, js);
  const email = `customer+${theme}-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
  const main = page.locator('main');

  // ── Register ─────────────────────────────────────────────────────────────
  await page.goto(`/?preview_theme=${theme}`);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login\?return_to=%2Faccount$/);
  await main.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await customer.ready();
  await customer.audit('register');
  // The same rules with and without JavaScript: the mismatch is refused before the account exists.
  await page.locator('main').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByText('Passwords do not match.').first()).toBeVisible();
  await expect(page.locator('main').getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\?notice=verifySent$/);
  await expect(main.getByText(/We’ve sent you an email/)).toBeVisible();
  await expect(main.getByText(`Please verify ${email}`, { exact: false })).toBeVisible();

  // ── Verify from the outbox ───────────────────────────────────────────────
  const mail = await mailTo(email, /confirm/i);
  const link = new URL(mail.links.find((each) => each.includes('/account/verify')) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await customer.ready();
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page).toHaveURL(/\/account\?notice=verified$/);
  await expect(main.getByText('Thanks, your email is verified.')).toBeVisible();
  await expect(main.getByText(/Please verify/)).toHaveCount(0);
  await customer.ready();
  await customer.audit('my account');
  if (js) {
    // The header learns the login state after hydration: the account link, not "Log in".
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  }

  // ── Log out (POST with _token) ───────────────────────────────────────────
  await main.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/login\?notice=loggedOut$/);
  await expect(main.getByText('You have been logged out.')).toBeVisible();
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/account\/login\?return_to=%2Faccount%2Forders$/);
  await customer.audit('log in');

  // ── Log in, back to where the shopper was going ──────────────────────────
  await customer.ready();
  await page.locator('main').getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password-9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByText('That email and password don’t match an account.')).toBeVisible();
  await expect(page.locator('main').getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const loginEvent = js
    ? page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/statistics/events') && /"login"/.test(request.postData() ?? ''),
      )
    : null;
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  // The login event fires once the shopper is back from logging in (to-login flag).
  if (loginEvent) await loginEvent;

  // ── Add an address (the checkout's rules: no P.O. box) ───────────────────
  await main.getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await customer.ready();
  await customer.audit('addresses');
  await page.getByLabel('Country/region').selectOption('US');
  if (!js) await expect(page.getByLabel('Country/region')).toHaveValue('US');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('P.O. Box 12');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel(/^State/).fill('IL');
  await page.getByLabel(/ZIP\/postal code/).fill('62701');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(
    main.getByText('We can’t deliver to P.O. boxes. Enter a street address.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=addressSaved$/);
  await expect(main.locator('address').filter({ hasText: 'Ada Lovelace' })).toContainText(
    '12 Analytical Row',
  );
  await expect(main.getByText('Default', { exact: true })).toBeVisible();

  // ── Buy with it, saving the card ─────────────────────────────────────────
  await page.goto('/products/everyday-organic-tee');
  await customer.ready();
  await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
  if (!js) await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  // With JavaScript the add posts to /cart/change (the count moves at once, optimistically): its
  // answer sets the cart cookie, so wait for it before leaving the page.
  const added = js
    ? page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/cart/change' && response.request().method() === 'POST',
      )
    : null;
  await page
    .getByRole('form', { name: /^Add Everyday Organic Tee/ })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  if (added) {
    await added;
    await expect(page.getByRole('dialog', { name: /your cart/i })).toBeVisible();
  } else await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/checkouts');
  await expect(page.getByRole('button', { name: 'Continue to shipping' })).toBeVisible();
  // Filled from the account: its email and default address.
  await expect(page.locator('main').getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Analytical Row');
  await customer.ready();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page).toHaveURL(/step=shipping_method/);
  await customer.ready();
  await page.getByRole('button', { name: /continue to payment/i }).click();
  await expect(page).toHaveURL(/step=payment_method/);
  await customer.ready();
  await page.getByRole('radio', { name: /card/i }).first().check({ force: true });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel(/Expiration date/).fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Save this card for next time').check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/thank-you/, { timeout: 15_000 });
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

  // ── Order History ────────────────────────────────────────────────────────
  await page.goto('/account/orders');
  const row = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order #${number}` }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Unfulfilled');
  await customer.ready();
  await customer.audit('order history');

  // ── The saved card ───────────────────────────────────────────────────────
  await main.getByRole('link', { name: 'Payment methods' }).click();
  await expect(main.getByText('Visa ending in 4242')).toBeVisible();
  await expect(main.getByText('Expires 12/34')).toBeVisible();
  await customer.ready();
  await customer.audit('payment methods');
  await addCardOnPaymentMethods(customer, 'Visa ending in 4242');

  // ── The order page before and after the merchant ships it ────────────────
  await page.goto(`/account/orders/${number}`);
  await expect(page.locator('[aria-current="step"]')).toHaveText('In Process');
  const request = page.request;
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const fulfilled = await request.post(`/api/admin/orders/${number}/fulfillment`, {
    headers: admin,
    data: { carrier: 'UPS', tracking_number: '1Z999AA10123456784', expected_delivery_date: '2030-05-04' },
  });
  expect(fulfilled.status(), await fulfilled.text()).toBeLessThan(300);
  const shipped = await request.put(`/api/admin/orders/${number}/tracking`, {
    headers: admin,
    data: { step: 'in_transit' },
  });
  expect(shipped.status(), await shipped.text()).toBeLessThan(300);
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toHaveText('In Transit');
  await expect(main).toContainText('1Z999AA10123456784');
  await expect(main).toContainText('UPS');
  await expect(main).toContainText('May 4, 2030');
  await expect(main).toContainText('Fulfilled');
  await customer.ready();
  await customer.audit('order');

  // Without JavaScript a refused form is a document answered 4xx (the mismatch, the wrong
  // password, the P.O. box), which Chromium logs as a failed resource: expected there only.
  const expected = js ? null : /Failed to load resource: .*status of (401|422)/;
  expect(customer.errors.filter((text) => !expected?.test(text))).toEqual([]);
  await customer.close();
}

/**
 * A returning customer in a theme (the account made through the store API): log in → Order
 * History → add an address → add a card on Payment methods. axe on each screen; a clean console.
 */
async function returningCustomer(page: Page, request: APIRequestContext, theme: ThemeName, js: boolean) {
  const customer = new Customer(page, js);
  const email = `returning+${theme}-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
  const registered = await request.post('/api/store/account/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await mailTo(email, /confirm/i);
  const token = new URL(mail.links.find((each) => each.includes('/account/verify')) ?? '').searchParams.get(
    'token',
  );
  expect((await request.post('/api/store/account/verify', { data: { token } })).status()).toBe(200);
  const main = page.locator('main');

  await page.goto(`/?preview_theme=${theme}`);
  await page.goto('/account/login');
  await customer.ready();
  await customer.audit('log in');
  await main.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await main
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Order History' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(main.getByText('You haven’t placed any orders yet.')).toBeVisible();
  await customer.ready();
  await customer.audit('order history');

  await main.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await customer.ready();
  await customer.audit('addresses');
  await page.getByLabel('Country/region').selectOption('US');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Address', { exact: true }).fill('1 Compiler Way');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel(/^State/).fill('VA');
  await page.getByLabel(/ZIP\/postal code/).fill('22201');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=addressSaved$/);
  await expect(main.locator('address').filter({ hasText: 'Grace Hopper' })).toContainText('1 Compiler Way');

  await addCardOnPaymentMethods(customer, null);
  await expect(main.getByText(/No saved cards yet/)).toBeVisible();
  await customer.audit('payment methods');

  const expected = js ? null : /Failed to load resource: .*status of (401|422)/;
  expect(customer.errors.filter((text) => !expected?.test(text))).toEqual([]);
  await customer.close();
}

test.describe('customer account', () => {
  test.describe.configure({ timeout: 240_000 });

  test('venue: register to a shipped order, with JavaScript', async ({ page }) => {
    await accountJourney(page, 'venue', true);
  });

  test('vogue: register to a shipped order, without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      storageState: consentDecided,
      baseURL,
      javaScriptEnabled: false,
    });
    await accountJourney(await context.newPage(), 'vogue', false);
    await context.close();
  });

  test('showtime: register to a shipped order, with JavaScript', async ({ page }) => {
    await accountJourney(page, 'showtime', true);
  });

  test('athena: a returning customer logs in, adds an address and a card, with JavaScript', async ({
    page,
    request,
  }) => {
    await returningCustomer(page, request, 'athena', true);
  });

  test('brooklyn: a returning customer logs in, adds an address and a card, without JavaScript', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({
      storageState: consentDecided,
      baseURL,
      javaScriptEnabled: false,
    });
    await returningCustomer(await context.newPage(), request, 'brooklyn', false);
    await context.close();
  });
});
