import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the design system. It builds with its own Vite config
 * (.storybook/vite.config.ts): the app's vite.config.ts carries the React
 * Router plugin, which must not load here.
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
    // Prop tables, unions and descriptions come from the components' JSDoc.
    // Limited to components/: the TypeScript docgen tags every export it takes
    // for a component with a displayName, which corrupts exported records in
    // story helpers (stories/foundations hit this).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['components/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
