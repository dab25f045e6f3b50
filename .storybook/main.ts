import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the design system. It builds with its own Vite config
 * (.storybook/vite.config.ts): the app's vite.config.ts carries the React
 * Router plugin, which must not load here (ARCHITECTURE §9).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: { viteConfigPath: '.storybook/vite.config.ts' },
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Prop tables and descriptions come from the components' JSDoc. react-docgen
    // (not react-docgen-typescript) because it only annotates real components:
    // the TypeScript variant tags every export of a .tsx file with a displayName,
    // which corrupts exported records and arrays in the static build.
    reactDocgen: 'react-docgen',
  },
};

export default config;
