import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from './intl';
import { defaultMessages, type Messages } from './loadMessages';
import { defaultLocale, toIntlLocale } from './locales';
import { packs } from './packCache';
import { LocalizePathProvider, unlocalizedPath } from './packLocale';

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

/** Paths in `locale` (lib/i18n/packLocale.ts): unchanged for en-US, else by the loaded URL rules. */
const useLocalizer = (locale: string) => {
  const localize = locale === defaultLocale ? undefined : packs.localize;
  return useMemo(
    () => (localize ? (href: string) => localize(href, locale) : unlocalizedPath),
    [localize, locale],
  );
};

/** The i18n provider for the whole app, Storybook and tests. */
export const IntlRoot = ({ locale = defaultLocale, messages = defaultMessages, children }: IntlRootProps) => {
  const localize = useLocalizer(locale);
  return (
    <IntlProvider
      locale={toIntlLocale(locale)}
      defaultLocale={defaultLocale}
      messages={messages}
      onError={reportIntlError}
    >
      <LocalizePathProvider value={localize}>{children}</LocalizePathProvider>
    </IntlProvider>
  );
};
