/**
 * How the storefront's pieces sit on screen, measured on the rendered pages (production build):
 * light swatches keep a visible edge, the cart badge stays clear of its icon, the store name is
 * never cut, card buttons fit their card and line up per row, and the checkout summary starts
 * level with the form.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { themeNames } from '../../themes/names';

const widths = [375, 1280] as const;

test.describe.configure({ mode: 'parallel' });

/** Adds to the shopper's cart through the store API (the page's cookies carry the cart). */
async function addToCart(page: Page, productHandle: string, quantities: number[]) {
  const product = (await (await page.request.get(`/api/store/products/${productHandle}`)).json()).data;
  const variants = product.variants.filter((v: { stock?: number | null }) => v.stock !== 0);
  for (const [index, quantity] of quantities.entries()) {
    const response = await page.request.post('/api/store/cart', {
      data: { product_id: product.ID, variant_id: variants[index].ID, quantity },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

// WCAG 1.4.11: a swatch as light as the page needs an edge that stands out 3:1 from what surrounds it.
for (const [where, path] of [
  ['a product card', '/collections/all'],
  ['the product page', '/products/everyday-organic-tee'],
] as const) {
  test(`venue: the White swatch on ${where} has an edge 3:1 against its background`, async ({ page }) => {
    await page.goto(`${path}?preview_theme=venue`);
    const swatch = page.locator('main [title="White"]').first();
    await expect(swatch).toBeVisible();
    const ratio = await swatch.evaluate((target) => {
      const bubble = target.querySelector(':scope > span') as HTMLElement;
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      let background = 'rgb(255, 255, 255)';
      for (let node = bubble.parentElement; node; node = node.parentElement) {
        const colour = rgb(getComputedStyle(node).backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) > 0) {
          background = getComputedStyle(node).backgroundColor;
          break;
        }
      }
      const style = getComputedStyle(bubble);
      if (Number.parseFloat(style.borderTopWidth) < 1) return 1;
      const [a, b] = [luminance(rgb(style.borderTopColor)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
}

for (const width of widths) {
  test(`venue at ${width} px: the cart badge sits clear of the bag icon at 1, 9 and 99+`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?preview_theme=venue');
    for (const [name, shown, add] of [
      ['Cart, 1 item', '1', () => addToCart(page, 'everyday-organic-tee', [1])],
      ['Cart, 9 items', '9', () => addToCart(page, 'everyday-organic-tee', [8])],
      ['Cart, 99+ items', '(99+)', () => addToCart(page, 'oxford-button-down', [21, 24, 35, 25, 15])],
    ] as const) {
      await add();
      await page.reload();
      // Opening the cart reads it from the store, as a shopper's next look at it would.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Cart,/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const button = page.getByRole('banner').getByLabel(name, { exact: true });
      await expect(button).toBeVisible();
      const boxes = await button.evaluate((cart, text) => {
        const label = [...cart.querySelectorAll('span')].find((span) => span.textContent === text);
        const icon = cart.querySelector('svg');
        const box = (el: Element | null | undefined) => {
          const r = el?.getBoundingClientRect();
          return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
        };
        return { badge: box(label?.parentElement), icon: box(icon), viewport: window.innerWidth };
      }, shown);
      expect(boxes.badge, `a badge showing "${shown}"`).not.toBeNull();
      const { badge, icon } = boxes as {
        badge: { left: number; right: number; top: number; bottom: number };
        icon: { left: number; right: number; top: number; bottom: number };
      };
      const overlapX = Math.min(badge.right, icon.right) - Math.max(badge.left, icon.left);
      const overlapY = Math.min(badge.bottom, icon.bottom) - Math.max(badge.top, icon.top);
      expect(overlapX <= 0 || overlapY <= 0, `badge "${shown}" ${JSON.stringify(boxes)}`).toBe(true);
      expect(badge.right).toBeLessThanOrEqual(boxes.viewport);
    }
  });
}

for (const theme of themeNames) {
  for (const width of widths) {
    test(`${theme} at ${width} px: the store name shows whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?preview_theme=${theme}`);
      const home = page.getByRole('banner').getByRole('link', { name: 'Vitrine Supply Co.' });
      await expect(home).toBeVisible();
      const cut = await home.evaluate((link) =>
        [link, ...link.querySelectorAll('*')]
          .filter(
            (el) =>
              el.scrollWidth > el.clientWidth ||
              (getComputedStyle(el).overflowY !== 'visible' && el.scrollHeight > el.clientHeight),
          )
          .map(
            (el) =>
              `${el.tagName} ${el.scrollWidth}/${el.clientWidth} × ${el.scrollHeight}/${el.clientHeight}`,
          ),
      );
      expect(cut).toEqual([]);
    });
  }

  test(`${theme} at 375 px: card buttons fit their card and line up per row`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/collections/all?preview_theme=${theme}`);
    await expect(page.locator('main article').first()).toBeVisible();
    const cards = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => {
        const action = [...article.querySelectorAll('button, span[aria-hidden]')].find((el) =>
          /^(choose options|add to cart|sold out)$/i.test(el.textContent?.trim() ?? ''),
        ) as HTMLElement | undefined;
        const card = article.getBoundingClientRect();
        const box = action?.getBoundingClientRect();
        return {
          title: article.querySelector('h2, h3')?.textContent ?? '',
          cardTop: Math.round(card.top),
          cardLeft: card.left,
          cardRight: card.right,
          left: box?.left ?? Number.NaN,
          right: box?.right ?? Number.NaN,
          bottom: Math.round(box?.bottom ?? Number.NaN),
          overflows: action ? action.scrollWidth > action.clientWidth : true,
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.overflows, `${card.title}: label wider than its button`).toBe(false);
      expect(card.left, card.title).toBeGreaterThanOrEqual(card.cardLeft - 0.5);
      expect(card.right, card.title).toBeLessThanOrEqual(card.cardRight + 0.5);
    }
    const rows = new Map<number, typeof cards>();
    for (const card of cards) rows.set(card.cardTop, [...(rows.get(card.cardTop) ?? []), card]);
    for (const [top, row] of rows) {
      const bottoms = row.map((card) => card.bottom);
      expect(Math.max(...bottoms) - Math.min(...bottoms), `row at ${top}: ${bottoms}`).toBeLessThanOrEqual(1);
    }
  });
}

for (const theme of themeNames) {
  test(`${theme} at 1280 px: the checkout summary starts level with the form`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?preview_theme=${theme}`);
    await addToCart(page, 'everyday-organic-tee', [2]);
    await page.goto('/checkouts?step=contact_information');
    const summary = page.locator('main aside');
    await expect(summary).toBeVisible();
    const tops = await summary.evaluate((aside) => ({
      summary: aside.getBoundingClientRect().top,
      form: aside.parentElement?.firstElementChild?.getBoundingClientRect().top ?? Number.NaN,
    }));
    expect(Math.abs(tops.summary - tops.form), JSON.stringify(tops)).toBeLessThanOrEqual(1);
  });
}

type Box = { left: number; right: number; top: number; bottom: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  const { x, y, width, height } = box as NonNullable<typeof box>;
  return { left: x, right: x + width, top: y, bottom: y + height };
};

for (const theme of themeNames) {
  test(`${theme} at 1280 px: the header and the cart are built as the theme's settings say`, async ({
    page,
  }) => {
    const settings = JSON.parse(readFileSync(`themes/${theme}/settings.json`, 'utf8'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?preview_theme=${theme}`);
    const name = await boxOf(page, 'header a[href="/"]');
    const menu = await boxOf(page, 'header nav[aria-label="Main menu"]');
    if (settings.headerLayout === 'centered') {
      expect(menu.top, 'the menu in a row under the name').toBeGreaterThanOrEqual(name.bottom);
      expect(Math.abs((name.left + name.right) / 2 - 640), 'the name centred').toBeLessThanOrEqual(2);
    } else {
      expect(menu.top, "the menu in the name's row").toBeLessThan(name.bottom);
      expect(menu.left).toBeGreaterThan(name.right);
    }

    await addToCart(page, 'everyday-organic-tee', [1]);
    await page.goto('/cart');
    const lines = await boxOf(page, 'main ul');
    const summary = await boxOf(page, 'main aside[aria-label="Order summary"]');
    if (settings.cartSummaryPosition === 'below') {
      expect(summary.top, 'the summary under the items').toBeGreaterThanOrEqual(lines.bottom);
    } else {
      expect(summary.left, 'the summary beside the items').toBeGreaterThanOrEqual(lines.right);
      expect(summary.top).toBeLessThan(lines.bottom);
    }
  });
}
