import type { ReactNode } from 'react';
import { IntlProvider } from './intl';
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
   * @default the en-US messages every page may show (`defaultMessages`)
   */
  messages?: Messages;
  children: ReactNode;
}

/**
 * The app's i18n error handler. Messages are merged over en-US (`loadMessages`), and a
 * message scope's ids are added where its sections render (`ScopedMessages`), so a missing
 * translation means an id no pack holds where it is used: the raw id is shown. That
 * is logged like any other error (a broken ICU message), so tests and the console catch it.
 */
const reportIntlError = (error: Error) => {
  console.error(error);
};

/** The i18n provider for the whole app, Storybook and tests. */
export const IntlRoot = ({ locale = defaultLocale, messages = defaultMessages, children }: IntlRootProps) => (
  <IntlProvider
    locale={toIntlLocale(locale)}
    defaultLocale={defaultLocale}
    messages={messages}
    onError={reportIntlError}
  >
    {children}
  </IntlProvider>
);
