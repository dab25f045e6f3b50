/**
 * Visual regression of the storefront's templates (issue 6): every template in every theme at
 * 1280 and 375 px, rendered by the production build with the demo store, compared with
 * test/visual/baselines/pages/ like the story screenshots (scripts/lib/visual-compare.mjs).
 *
 *   npm run test:e2e -- pages.visual             compare
 *   VISUAL_UPDATE=1 npm run test:e2e -- pages.visual   rewrite the baselines
 */
import { expect, type Page, test } from '@playwright/test';
import { compareScreenshot, freezeCss } from '../../scripts/lib/visual-compare.mjs';
import { themeNames } from '../../themes/names';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

const update = process.env.VISUAL_UPDATE === '1';
const inCI = process.env.CI === 'true' || process.env.CI === '1';

/** Waits until the page is settled: fonts, every image (lazy ones forced), two frames. */
async function settle(page: Page) {
  await page.addStyleTag({ content: freezeCss });
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((ok) => requestAnimationFrame(() => ok()));
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete);
    for (const img of pending) img.loading = 'eager';
    await Promise.race([
      Promise.all(
        pending.map(
          (img) =>
            new Promise((ok) => {
              img.addEventListener('load', ok, { once: true });
              img.addEventListener('error', ok, { once: true });
            }),
        ),
      ),
      new Promise((ok) => setTimeout(ok, 5_000)),
    ]);
    window.scrollTo(0, 0);
    await frame();
    await frame();
  });
}

test.describe.configure({ mode: 'parallel' });

for (const theme of themeNames) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`templates look as approved: ${theme} at ${viewport.width} px`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      // The preview cookie keeps the theme for the rest of this shopper's visit.
      await page.goto(`/?preview_theme=${theme}`);
      const product = (await (await page.request.get('/api/store/products/everyday-organic-tee')).json())
        .data;
      const variant = product.variants.find(
        (v: { buy_able?: boolean; stock?: number | null }) => v.buy_able !== false,
      );
      const policies = (await (await page.request.get('/api/store/policies')).json()).data;

      const templates: [string, string | (() => Promise<string>)][] = [
        ['home', '/'],
        ['collection', '/collections/all'],
        ['product', '/products/everyday-organic-tee'],
        ['search', '/search?q=tee'],
        ['cart-empty', '/cart'],
        [
          'cart',
          async () => {
            await page.request.post('/api/store/cart', {
              data: { product_id: product.ID, variant_id: variant.ID, quantity: 2 },
            });
            return '/cart';
          },
        ],
        ['checkout', '/checkouts?step=contact_information'],
        ['policy', `/policies/${policies[0].handle}`],
        ['404', '/no-such-page'],
      ];
      const problems: string[] = [];
      for (const [name, target] of templates) {
        const path = typeof target === 'string' ? target : await target();
        await page.goto(path, { waitUntil: 'networkidle' });
        await settle(page);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const outcome = compareScreenshot(`pages/${theme}/${name}--${viewportName}.png`, png, {
          update,
          inCI,
        });
        if (outcome.status === 'failed' || outcome.status === 'missing') problems.push(outcome.message);
      }
      await context.close();
      expect(problems, 'diffs in test/visual/__diff__/pages; VISUAL_UPDATE=1 rewrites baselines').toEqual([]);
    });
  }
}
