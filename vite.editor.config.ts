/**
 * The merchant's theme editor (`/admin`): a bundle of its own, built into build/editor and served by
 * the Hono app (server/app.ts). Shoppers never load it; nothing in the storefront imports editor/.
 * Built from the same design system (components/, tokens/, themes/) as the storefront.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { directBarrelImports } from './scripts/lib/chunking.ts';
import { localePacks } from './scripts/lib/localePacks.ts';

// Imports from the barrels go straight to the module that holds the export (as in vite.config.ts).
const barrels = [
  'components/index.ts',
  ...readdirSync(path.join(import.meta.dirname, 'lib')).map((dir) => `lib/${dir}/index.ts`),
].map((file) => path.join(import.meta.dirname, file));

export default defineConfig({
  root: 'editor',
  base: '/admin/',
  plugins: [
    directBarrelImports(barrels),
    localePacks({ precompile: false }),
    vanillaExtractPlugin(),
    react(),
  ],
  build: { outDir: '../build/editor', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
