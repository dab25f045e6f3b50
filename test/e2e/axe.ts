import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for the e2e suite, in axe-core's single-pass ("legacy") mode. The default mode exists for
 * frames from other origins (the storefront has none): it runs each frame apart and merges the
 * results in a blank page it opens for every analysis, which doubled each audit here (a collection
 * page 4.0 → 2.3 s, the cart 0.8 → 0.4 s). The findings are the same.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
