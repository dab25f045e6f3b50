import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localePacks } from '../scripts/lib/localePacks.ts';

/**
 * Storybook's own Vite config: React and vanilla-extract, no React Router plugin; language packs
 * as strings, `?scope=` parts as in the storefront (scripts/lib/localePacks.ts).
 */
export default defineConfig({
  plugins: [localePacks({ precompile: false }), react(), vanillaExtractPlugin()],
});
