import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultMessages, type Messages } from './loadMessages';
import { defaultLocale, toIntlLocale } from './locales';

export interface IntlRootProps {
  /**
   * The language pack in use (one of `supportedLocales`).
   * @default 'en-US'
   */
  locale?: string;
  /**
   * Messages from `loadMessages(locale)`; load them before rendering (in a
   * route loader) so the first paint is already translated.
   * @default the en-US messages
   */
  messages?: Messages;
  children: ReactNode;
}

/**
 * The react-intl provider for the whole app, Storybook and tests. Messages are
 * already merged over en-US by `loadMessages`, so a missing translation is not
 * an error worth logging; anything else (a broken ICU message) still is.
 */
export const IntlRoot = ({ locale = defaultLocale, messages = defaultMessages, children }: IntlRootProps) => (
  <IntlProvider
    locale={toIntlLocale(locale)}
    defaultLocale={defaultLocale}
    messages={messages}
    onError={(error) => {
      if (error.code === 'MISSING_TRANSLATION') return;
      console.error(error);
    }}
  >
    {children}
  </IntlProvider>
);
