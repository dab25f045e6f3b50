import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's own Vite config: React and vanilla-extract, no React Router plugin. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
