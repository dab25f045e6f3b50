import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The storefront's build (react-router dev/build). Storybook (.storybook/vite.config.ts) and
 * Vitest (vitest.config.ts) keep their own configs: the React Router plugin must not load there
 * (ARCHITECTURE §9).
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // Server-only packages stay external in the SSR build; they are installed beside it.
  ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp'] },
});
