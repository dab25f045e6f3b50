import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sections as registry } from './pages/sections/registry.ts';
import { localePacks } from './scripts/lib/localePacks.ts';
import { sections } from './scripts/lib/sections.ts';

// The section registry's generated modules (scripts/lib/sections.ts), as in the storefront's build.
const sectionModules = () =>
  sections({
    registry,
    sectionsDir: path.join(import.meta.dirname, 'pages', 'sections'),
    appDir: path.join(import.meta.dirname, 'pages'),
  });

/**
 * Test projects. Kept apart from vite.config.ts on purpose: the
 * React Router plugin must not load in tests.
 *
 * - unit:    pure logic (lib/, server/domain/, tokens, page helpers) in node
 * - components: the design system's components and sections in jsdom
 * - server:  the store API through `app.request`, on PGlite; and again on
 *            PostgreSQL as `server-pg` when TEST_DATABASE_URL is set (CI here)
 * - stories: every Storybook story as a browser test in Debian Chromium (see
 *            vitest.stories.ts, pulled in by scripts/test-all.mjs)
 */
const unitPlugins = [localePacks({ precompile: false }), sectionModules(), vanillaExtractPlugin(), react()];

// Two workers: the default leaves one of this machine's two cores idle. Logic tests run in node —
// a jsdom per file cost more than most of their tests; the few that need a DOM say so in their
// first line (`// @vitest-environment jsdom`).
const unit: TestProjectInlineConfiguration = {
  extends: true,
  // Packs stay strings here; `?scope=` parts as in the storefront (scripts/lib/localePacks.ts).
  plugins: unitPlugins,
  test: {
    name: 'unit',
    sequence: { groupOrder: 0 },
    environment: 'node',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    maxWorkers: 2,
  },
};

const components: TestProjectInlineConfiguration = {
  extends: true,
  plugins: unitPlugins,
  test: {
    name: 'components',
    sequence: { groupOrder: 0 },
    environment: 'jsdom',
    include: ['test/components/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup/dom.ts'],
    maxWorkers: 2,
  },
};

// Projects run one group after another (sequence.groupOrder): the server suites boot
// databases and would only slow the jsdom suite down if they shared the two cores.
const serverProject = (
  name: string,
  groupOrder: number,
  env: Record<string, string>,
): TestProjectInlineConfiguration => ({
  extends: true,
  // The storefront's route actions (pages/cart…) are tested here against the real app, and
  // they import section styles: vanilla-extract must compile them in node too.
  plugins: [localePacks({ precompile: false }), sectionModules(), vanillaExtractPlugin()],
  test: {
    name,
    sequence: { groupOrder },
    environment: 'node',
    include: ['test/server/**/*.test.ts'],
    env,
    // Each file boots its own database; PGlite is single-threaded WASM, so keep
    // parallelism modest on this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  unit,
  components,
  serverProject('server', 1, { VITRINE_TEST_DB: 'pglite' }),
];
if (process.env.TEST_DATABASE_URL) {
  projects.push(
    serverProject('server-pg', 2, {
      VITRINE_TEST_DB: 'postgres',
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  );
}

export default defineConfig({
  test: {
    projects,
  },
});
