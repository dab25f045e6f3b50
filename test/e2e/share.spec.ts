import { expect, test } from '@playwright/test';

test('a share link opens the network in a share popup', async ({ page, context }) => {
  // The network itself is not reached from the test: its share page is answered locally.
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
  );
  await page.goto('/products/soy-candle-fig');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const share = page.getByRole('region', { name: 'Share' });
  // The share section hydrates when it nears the viewport: its code is not in the first page view.
  await share.scrollIntoViewIfNeeded();
  await expect(share.locator('ul[data-ready]')).toHaveCount(1);
  const link = share.getByRole('link', { name: 'Share on Facebook' });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(encodeURIComponent('/products/soy-candle-fig'));
  // window.open names it: a popup window of its own, not the link's new tab.
  expect(await popup.evaluate(() => window.name)).toBe('share');
  await expect(page).toHaveURL(/\/products\/soy-candle-fig$/);
});
