import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { localePacks } from './scripts/lib/localePacks.ts';
import { themeNames } from './themes/names.ts';

/**
 * Every Storybook story as a browser test in Debian Chromium (addon-vitest):
 * each story renders, its play function runs, and axe checks it
 * (`parameters.a11y.test = 'error'` in .storybook/preview.tsx fails the test on
 * any violation). Kept apart from vitest.config.ts; extends nothing.
 *
 * By default stories run in the default theme. `STORY_THEMES=all` adds one
 * project per theme (slower: five times the renders) to catch contrast
 * problems that only appear in one theme.
 */

// Never download a browser: Debian's Chromium, headless, with the flags this
// machine needs (team rules). No --user-data-dir: launch() makes a fresh profile.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Each project needs its own browser config object.
const browserConfig = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundle every runtime dependency the stories reach. Left to discovery, Vite finds some of
// them mid-run on a fresh clone, re-optimises and reloads the page, and the story file being
// imported at that moment fails with "Failed to fetch dynamically imported module".
const runtimeDependencies = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  '@radix-ui/react-dialog',
  '@radix-ui/react-popover',
  '@radix-ui/react-visually-hidden',
  'embla-carousel-react',
  'embla-carousel-fade',
  'embla-carousel-autoplay',
  // The theme editor's forms (stories/editor).
  'react-hook-form',
];

const storiesProject = async (name: string, theme?: string): Promise<TestProjectInlineConfiguration> => ({
  optimizeDeps: { include: runtimeDependencies },
  // The plugins of .storybook/vite.config.ts (storybookTest does not read that file).
  plugins: [
    localePacks({ precompile: false }),
    react(),
    vanillaExtractPlugin(),
    await storybookTest({ configDir: '.storybook', ...(theme ? { initialGlobals: { theme } } : {}) }),
  ],
  test: {
    name,
    browser: browserConfig(),
    // Two cores shared with other work: keep a single browser and a modest timeout.
    maxWorkers: 1,
    testTimeout: 30_000,
  },
});

const projects =
  process.env.STORY_THEMES === 'all'
    ? await Promise.all(themeNames.map((theme) => storiesProject(`stories:${theme}`, theme)))
    : [await storiesProject('stories')];

export default defineConfig({
  test: { projects },
});
