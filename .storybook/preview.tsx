import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlRoot } from '../lib/i18n';
import '../themes/fonts';
import '../tokens/global.css';
import enUS from '../locales/en-US.json';
import heIL from '../locales/he-IL.json';
import { defaultThemeName, themeClasses } from '../themes/index';

/*
 * Every story renders inside the i18n provider (en-US) with the active theme's
 * class on <html>, so Radix dialogs and drawers portalled into <body> are
 * themed too. The `theme` global drives the toolbar and can be set from the URL
 * (`&globals=theme:vogue`), which the visual tests use.
 *
 * The whole en-US pack, not the storefront's root part: which page loads which part of it is
 * the page layer's business (lib/i18n/messageScopes.ts), and the design system shows them all.
 * The `locale` global (`&globals=locale:he-IL`) renders a story in Hebrew, right to left, as a
 * `/he/…` page does: the visual tests shoot stories tagged `visual-rtl` so.
 */

const rtlPacks: Record<string, Record<string, string>> = { 'he-IL': heIL };

const withIntl: Decorator = (Story, { globals }) => {
  const locale = typeof globals.locale === 'string' && rtlPacks[globals.locale] ? globals.locale : 'en-US';
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locale === 'en-US' ? 'ltr' : 'rtl';
  return (
    <IntlRoot locale={locale} messages={rtlPacks[locale] ?? enUS}>
      <Story />
    </IntlRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    withIntl,
    withThemeByClassName({ themes: themeClasses, defaultTheme: defaultThemeName, parentSelector: 'html' }),
  ],
  initialGlobals: { theme: defaultThemeName, locale: 'en-US' },
  globalTypes: {
    locale: {
      description: 'Language (he-IL reads right to left)',
      toolbar: { title: 'Language', icon: 'globe', items: ['en-US', 'he-IL'], dynamicTitle: true },
    },
  },
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
