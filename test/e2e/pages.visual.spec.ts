/**
 * Visual regression of the storefront's templates: every template in every theme at
 * 1280 and 375 px, rendered by the production build with the demo store, compared with
 * test/visual/baselines/pages/ like the story screenshots (scripts/lib/visual-compare.mjs).
 *
 *   npm run test:e2e -- pages.visual             compare
 *   VISUAL_UPDATE=1 npm run test:e2e -- pages.visual   rewrite the baselines
 */
import { expect, type Page, test } from '@playwright/test';
import { compareScreenshot, freezeCss } from '../../scripts/lib/visual-compare.mjs';
import { themeNames } from '../../themes/names';
import { consentDecided } from './consent';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

const update = process.env.VISUAL_UPDATE === '1';
const inCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Waits until the page is settled: every lazily hydrated section ready, fonts, every image loaded AND decoded (lazy ones forced; a
 * demo image is rasterised on its first request, which can take seconds on a cold cache), two
 * frames. An image still missing after 30 s fails the shot instead of baking a half-painted
 * picture into a baseline.
 */
async function settle(page: Page) {
  // Sections below the fold hydrate as the shopper nears them (pages/layout/lazySections.ts). A
  // viewport as tall as the page brings them all near without scrolling (scrolling would move the
  // floating header), so the shot shows every section as a shopper who scrolled down sees it.
  const viewport = page.viewportSize();
  if (viewport) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    // Grid cards hydrate as they near the viewport, or all at the first key (pages/layout/NearView.ts):
    // a key makes every card hydrate now rather than whenever the observer reports.
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
    await page.waitForFunction(
      () => !document.querySelector('[data-section-lazy]:not([data-section-ready])'),
    );
    await page.setViewportSize(viewport);
  }
  // The webfonts are on from the head once the browser has their files (pages/layout/webfonts.ts;
  // the test's first visit fetched them): make sure, then wait for the faces.
  await page.waitForFunction(
    () => (document.getElementById('webfonts') as HTMLLinkElement | null)?.media !== 'print',
  );
  await page.addStyleTag({ content: freezeCss });
  const missing = await page.evaluate(async () => {
    const frame = () => new Promise<void>((ok) => requestAnimationFrame(() => ok()));
    await document.fonts.ready;
    const images = [...document.images].filter((img) => img.currentSrc || img.src);
    for (const img of images) img.loading = 'eager';
    await Promise.race([
      Promise.all(images.map((img) => img.decode().catch(() => undefined))),
      new Promise((ok) => setTimeout(ok, 30_000)),
    ]);
    // The copyright year follows the server's clock; pin it so baselines survive New Year.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/©\s*\d{4}/.test(node.textContent ?? ''))
        node.textContent = node.textContent!.replace(/©\s*\d{4}/, '© 2026');
    }
    window.scrollTo(0, 0);
    await frame();
    await frame();
    return images
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src);
  });
  expect(missing, 'images that never loaded').toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

/**
 * Every theme in en-US; venue and vogue (the two furthest apart) also in Hebrew, right to left,
 * for the pages a shopper browses and buys from (`pages/<theme>/he-IL/`).
 */
const hebrewThemes: readonly string[] = ['venue', 'vogue'];
const hebrewTemplates = ['home', 'collection', 'product', 'cart'];
const runs = [
  ...themeNames.map((theme) => ({ theme, locale: 'en-US' as const })),
  ...themeNames
    .filter((theme) => hebrewThemes.includes(theme))
    .map((theme) => ({ theme, locale: 'he-IL' as const })),
];

for (const { theme, locale } of runs) {
  const hebrew = locale === 'he-IL';
  const prefix = hebrew ? '/he' : '';
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    const title = hebrew
      ? `templates look as approved in he-IL: ${theme} at ${viewport.width} px`
      : `templates look as approved: ${theme} at ${viewport.width} px`;
    test(title, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        storageState: consentDecided,
        baseURL,
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale,
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      // The preview cookie keeps the theme for the rest of this shopper's visit.
      await page.goto(`/?preview_theme=${theme}`);
      // A first visit stays in the fallback fonts and fetches the webfonts for the next page.
      await page.waitForFunction(() => localStorage.getItem('vitrine:webfonts'));
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
        if (hebrew && !hebrewTemplates.includes(name)) continue;
        const path = typeof target === 'string' ? target : await target();
        await page.goto(prefix ? `${prefix}${path === '/' ? '' : path}` : path, { waitUntil: 'networkidle' });
        await settle(page);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const file = `pages/${theme}/${hebrew ? 'he-IL/' : ''}${name}--${viewportName}.png`;
        const outcome = compareScreenshot(file, png, {
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
