import { readdirSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { sections as registry } from './pages/sections/registry.ts';
import { directBarrelImports, rootChunkName } from './scripts/lib/chunking.ts';
import { shortIdentifiers } from './scripts/lib/classNames.ts';
import { localePacks } from './scripts/lib/localePacks.ts';
import { sectionStyles } from './scripts/lib/sectionStyles.ts';
import { lazyEntries, sections } from './scripts/lib/sections.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const barrels = [
  'components/index.ts',
  ...readdirSync(path.join(import.meta.dirname, 'lib')).map((dir) => `lib/${dir}/index.ts`),
].map((file) => path.join(import.meta.dirname, file));
const pagesDir = path.join(import.meta.dirname, 'pages');
const sectionsDir = path.join(pagesDir, 'sections');
// A section's component module, `sections/<type>/Section.tsx`: its chunk is named after its type.
const sectionModule = new RegExp(
  `^${escapeRegExp(path.join(sectionsDir, path.sep))}([^\\\\/]+)[\\\\/]Section\\.tsx$`,
);
const sectionChunkName = (ids: (string | null)[]) =>
  ids.map((id) => (id ? sectionModule.exec(id)?.[1] : undefined)).find(Boolean);
// The sections loaded on demand (`none`, `visible`: pages/layout/lazySections.ts), from the registry.
const lazySectionModules = lazyEntries(registry, sectionsDir);
// The routes that render a page (resource routes such as sitemap.ts have no browser module).
const pageRoutes = readdirSync(path.join(pagesDir, 'routes'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.join(pagesDir, 'routes', file));

/**
 * With every message precompiled, the browser never parses ICU: it gets `lib/i18n/noParser.ts` (a
 * `parse` that throws; the formatter takes only that, and types), so the ICU message parser and the
 * number/date skeleton parser stay out of the client. The SSR build keeps the full parser.
 * (`react-router dev` pre-bundles the parser: only the build is slimmer.)
 */
const messageParser = /^@formatjs\/icu-messageformat-parser$/;
const clientWithoutMessageParser = (): Plugin => ({
  name: 'vitrine:client-without-message-parser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  resolveId: {
    filter: { id: messageParser },
    handler: () => path.join(import.meta.dirname, 'lib', 'i18n', 'noParser.ts'),
  },
});

/**
 * zod, in the browser, without eval: when it builds an object schema it probes `new Function` once
 * to compile a faster parser, and under the pages' Content Security Policy (no `unsafe-eval`,
 * server/http/securityHeaders.ts) that probe is reported as a violation even though zod catches
 * it. Its `jitless` setting skips the probe; it is set as zod's config module loads, before any
 * schema exists. The server keeps the compiled parsers.
 */
const zodConfig = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const clientZodWithoutEval = (): Plugin => ({
  name: 'vitrine:client-zod-without-eval',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  transform: {
    filter: { id: zodConfig },
    handler: (code) => `${code}\nglobalConfig.jitless = true;\n`,
  },
});

/**
 * The storefront's build (react-router dev/build). Storybook (.storybook/vite.config.ts) and
 * Vitest (vitest.config.ts) keep their own configs: the React Router plugin must not load there.
 */
export default defineConfig({
  // What each build plugin and the chunk groups below do, and what they are worth: docs/build.md.
  plugins: [
    directBarrelImports(barrels),
    // Every pack precompiled to ICU ASTs; `?scope=` imports a part of one (scripts/lib/localePacks.ts).
    localePacks({ precompile: true }),
    clientWithoutMessageParser(),
    clientZodWithoutEval(),
    // The section registry's generated modules and route handles (scripts/lib/sections.ts).
    sections({ registry, sectionsDir, appDir: pagesDir }),
    sectionStyles({
      sectionsDir,
      rootModule: path.join(pagesDir, 'root.tsx'),
    }),
    // Short class and variable names (`_0a0`): smaller JavaScript, CSS and HTML (scripts/lib/classNames.ts).
    vanillaExtractPlugin({
      identifiers: shortIdentifiers(import.meta.dirname, ['components', 'pages', 'themes', 'tokens']),
    }),
    reactRouter(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // A section's chunk is named after its type (`main-checkout-<hash>.js`), not `Section-<hash>.js`.
        chunkFileNames: (chunk) =>
          `assets/${(chunk.name === 'Section' && sectionChunkName([chunk.facadeModuleId, ...chunk.moduleIds])) || chunk.name}-[hash].js`,
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: rootChunkName(path.join(pagesDir, 'root.tsx'), pageRoutes, {
                primaryRoute: path.join(pagesDir, 'routes', 'product.tsx'),
                lazyEntries: lazySectionModules,
              }),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // Server-only packages stay external in the SSR build; they are installed beside it.
  ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp'] },
});
