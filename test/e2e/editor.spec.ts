/**
 * The merchant's theme editor, end to end: sign in, switch to vogue, change the brand accent (the
 * failing contrast is flagged), move the featured collection above the banner on the home page,
 * edit the announcement, preview at phone width, publish — a shopper's fresh browser shows all four
 * — then restore the previous version and the shopper sees the store as it was.
 *
 * It publishes to the one e2e server every spec shares and restores the store at the end, so it
 * runs after the other specs (its own Playwright project); alone: `npx playwright test --no-deps
 * test/e2e/editor.spec.ts`.
 */

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { axe } from './axe';
import { consentDecided } from './consent';

const EMAIL = `merchant-${Date.now()}@example.com`;
const PASSWORD = 'editor e2e password';
const ACCENT = '#f4c2d0';
const ANNOUNCEMENT = 'Editor week: free gift wrapping on every order';

async function shopperHome(browser: Browser) {
  const context = await browser.newContext({ storageState: consentDecided });
  const page = await context.newPage();
  await page.goto('/');
  const html = await page.content();
  const style = (await page.locator('html').getAttribute('style')) ?? '';
  await context.close();
  return { html, style };
}

async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

async function createStaff(request: APIRequestContext, email: string) {
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: 'Bearer e2e-admin-token' },
    data: { email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
}

/** axe on the editor itself (the preview frame is the storefront, audited by its own specs). */
async function audit(page: Page, label: string) {
  const results = await axe(page).exclude('iframe').analyze();
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(problems, `axe on ${label}`).toEqual([]);
}

test('the editor is axe clean and usable at 1280 and 768 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = `auditor-${Date.now()}@example.com`;
  await createStaff(request, email);
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/admin');
  await audit(page, 'sign-in');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['Theme', 'Tokens', 'Settings', 'Layouts', 'History']) {
      await tab(page, name);
      if (name === 'Layouts')
        await page
          .getByRole('list', { name: 'Home sections' })
          .locator('li')
          .first()
          .getByRole('button')
          .nth(1)
          .click();
      await audit(page, `${name} at ${width} px`);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});

test('a merchant edits, previews, publishes and restores the store', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await createStaff(request, EMAIL);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: 'Theme' })).toBeVisible();

  // 1. The theme.
  await page.getByRole('radio', { name: /Vogue/ }).check();
  await expect(page.getByRole('status')).toHaveText('Draft saved (not live)');

  // 2. The brand accent: too light on white, flagged at once.
  await tab(page, 'Tokens');
  await page.getByRole('textbox', { name: 'Brand Accent text', exact: true }).fill(ACCENT);
  await expect(page.locator('[data-pair="brandAccent/body"]')).toContainText('Fails AA');
  await expect(page.getByText(/\d+ text pairs? fail WCAG AA/)).toBeVisible();

  // 3. The featured collection above the banner, with the keyboard.
  await tab(page, 'Layouts');
  const sections = page.getByRole('list', { name: 'Home sections' });
  const handle = sections.getByRole('button', { name: /Reorder Featured collection: Just in/ });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(sections.locator('li').first()).toContainText('Featured collection: Just in');
  // A new section joins the end of the template; the choice list is empty again.
  const sectionCount = await sections.locator('li').count();
  await page.getByLabel('Add a section').selectOption({ label: 'Rich text' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sections.locator('li')).toHaveCount(sectionCount + 1);
  await expect(sections.locator('li').last()).toContainText('Rich text');
  await expect(page.getByLabel('Add a section')).toHaveValue('');

  // 4. The announcement, in the header group.
  await page.getByLabel('Template').selectOption('header-group');
  await page
    .getByRole('list', { name: 'Header group sections' })
    .getByRole('button', { name: /^Header/ })
    .click();
  await page.getByLabel(/^Announcement \(part of the header/).fill(ANNOUNCEMENT);
  await expect(page.getByRole('status')).toHaveText('Draft saved (not live)');

  // The preview shows the draft at phone width; shoppers still see the live store.
  await page.getByRole('button', { name: 'Phone' }).click();
  const preview = page.frameLocator('iframe[data-device="phone"]');
  await expect(preview.getByText(ANNOUNCEMENT).first()).toBeVisible();
  expect((await shopperHome(browser)).html).not.toContain(ANNOUNCEMENT);

  // Publish: refused for the contrast until the merchant overrides explicitly.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Not published: text fails WCAG AA contrast.')).toBeVisible();
  await page.getByLabel(/publish anyway/).check();
  await page.getByRole('button', { name: 'Publish with contrast override' }).click();
  await expect(page.getByText(/Published version \d+/)).toBeVisible();

  // A shopper's fresh browser: vogue, the accent, the new order, the announcement.
  const after = await shopperHome(browser);
  expect(after.html).toContain('Considered, not consumed');
  expect(after.style).toContain(ACCENT);
  expect(after.html).toContain(ANNOUNCEMENT);
  expect(after.html.indexOf('Just in')).toBeLessThan(after.html.indexOf('The art of the everyday'));

  // Restoring the previous version brings the store back as it was.
  await tab(page, 'History');
  const versions = page.getByRole('list', { name: 'Published versions' });
  await expect(versions.locator('li').first()).toContainText('Live');
  await versions
    .locator('li')
    .nth(1)
    .getByRole('button', { name: /Restore version/ })
    .click();
  await expect(page.getByText('Version restored: shoppers see it now.')).toBeVisible();
  const restored = await shopperHome(browser);
  expect(restored.html).not.toContain(ANNOUNCEMENT);
  expect(restored.html).not.toContain('Considered, not consumed');
  expect(restored.style).not.toContain(ACCENT);
});
