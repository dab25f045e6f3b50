import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlRoot } from '../lib/i18n';
import '../themes/fonts';
import '../tokens/global.css';
import { defaultThemeName, themeClasses } from '../themes/index';

/*
 * Every story renders inside the i18n provider (en-US) with the active theme's
 * class on <html>, so Radix dialogs and drawers portalled into <body> are
 * themed too. The `theme` global drives the toolbar and can be set from the URL
 * (`&globals=theme:vogue`), which the visual tests use.
 */

const withIntl: Decorator = (Story) => (
  <IntlRoot>
    <Story />
  </IntlRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    withIntl,
    withThemeByClassName({ themes: themeClasses, defaultTheme: defaultThemeName, parentSelector: 'html' }),
  ],
  initialGlobals: { theme: defaultThemeName },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Foundations', ['Introduction', 'Theme overview'], 'Components', 'Sections', '*'],
      },
    },
  },
};

export default preview;
