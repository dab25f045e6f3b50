import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlRoot } from '../../lib/i18n/IntlRoot';
import enUS from '../../locales/en-US.json';
import { defaultThemeName, type ThemeName, themeClasses } from '../../themes';

// jsdom has no ResizeObserver; Radix Popover measures its trigger with one.
// A no-op stand-in is enough: layout is not what these tests check.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export interface RenderWithThemeOptions {
  /**
   * The theme whose class goes on `<html>` (where the app puts it, so portalled dialogs are themed too).
   * @default 'venue'
   */
  theme?: ThemeName;
}

export type RenderWithThemeResult = RenderResult & { user: UserEvent };

/**
 * Renders inside the en-US IntlRoot (the whole pack: a page's sections add their scope's part of
 * it, lib/i18n/messageScopes.ts) with a theme class on `<html>`, and
 * returns Testing Library's result plus a `user` for realistic interactions.
 */
export const renderWithTheme = (
  ui: ReactElement,
  { theme = defaultThemeName }: RenderWithThemeOptions = {},
): RenderWithThemeResult => {
  document.documentElement.className = themeClasses[theme];
  const user = userEvent.setup();
  const result = render(ui, { wrapper: ({ children }) => <IntlRoot messages={enUS}>{children}</IntlRoot> });
  return { ...result, user };
};
