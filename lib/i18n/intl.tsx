/**
 * The React side of our messages: `IntlProvider`, `useIntl`, `FormattedMessage`, `FormattedDate`
 * and `createIntl`, shaped as react-intl's and built on the same formatter, intl-messageformat,
 * and on Intl.
 *
 * Why not react-intl itself (issue 7: the product page's initial JavaScript ≤ 140 KB): every
 * page paid ~4.5 KB gzipped for its general-purpose layer (@formatjs/intl: relative times, lists,
 * display names, date ranges, rich-text defaults, format-merging) where the storefront formats
 * messages, one number and one date. What we use is this file. Formatting itself is not ours:
 * intl-messageformat formats the ICU ASTs the build precompiled (lib/i18n/compileMessages.ts),
 * Intl does numbers and dates. `test/unit/i18n/intl.test.ts` checks that every message in every
 * locale renders here exactly as react-intl renders it.
 */
import IntlMessageFormat, { type PrimitiveType } from 'intl-messageformat';
import {
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import type { Messages } from './loadMessages';

/** A value a message may take: text, numbers, dates, or React nodes placed in the text. */
export type MessageValue = PrimitiveType | ReactElement | ReactNode;
export type MessageValues = Record<string, MessageValue>;

export interface MessageDescriptor {
  id: string;
}

export interface IntlConfig {
  /** A BCP 47 tag Intl understands (`toIntlLocale`). */
  locale: string;
  /** @default 'en-US' */
  defaultLocale?: string;
  messages: Messages;
  /** Missing ids and broken messages; the text shown instead is the id. @default console.error */
  onError?: (error: Error) => void;
}

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Messages;
  onError: (error: Error) => void;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
}

/** Thrown to `onError` when no pack holds an id (react-intl's MISSING_TRANSLATION). */
export class MissingTranslationError extends Error {
  readonly code = 'MISSING_TRANSLATION';
  constructor(id: string, locale: string) {
    super(`[vitrine/i18n] Missing message: "${id}" for locale "${locale}"`);
    this.name = 'MissingTranslationError';
  }
}

// Intl constructors are slow to build and pure: one per locale and options, shared by all.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const cached = <T,>(cache: Map<string, T>, key: string, make: () => T): T => {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
};
const formatters = {
  getNumberFormat: (locale: string | string[], options?: Intl.NumberFormatOptions) =>
    cached(numberFormats, JSON.stringify([locale, options]), () => new Intl.NumberFormat(locale, options)),
  getDateTimeFormat: (locale: string | string[], options?: Intl.DateTimeFormatOptions) =>
    cached(dateFormats, JSON.stringify([locale, options]), () => new Intl.DateTimeFormat(locale, options)),
  getPluralRules: (locale: string | string[], options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
};

const reportError = (error: Error) => {
  console.error(error);
};

const hasOwn = (messages: Messages, id: string) => Object.hasOwn(messages, id);

/**
 * Formatters by pack, then by locale and id. A pack is one long-lived object (the bundled en-US,
 * or loadMessages' cached pack for a language), so a message is set up once per process rather
 * than once per render: building an IntlMessageFormat resolves its locale through Intl, which is
 * most of a message's cost on the server.
 */
const formatsByPack = new WeakMap<Messages, Map<string, IntlMessageFormat>>();

/** An IntlShape outside React (server code, tests); the provider builds one the same way. */
export function createIntl({
  locale,
  defaultLocale = 'en-US',
  messages,
  onError = reportError,
}: IntlConfig): IntlShape {
  let compiled = formatsByPack.get(messages);
  if (!compiled) {
    compiled = new Map();
    formatsByPack.set(messages, compiled);
  }
  const formats = compiled;
  const formatMessage = (descriptor: MessageDescriptor, values?: MessageValues): ReactNode => {
    const { id } = descriptor;
    if (!hasOwn(messages, id)) {
      onError(new MissingTranslationError(id, locale));
      return id;
    }
    const message = messages[id] as Messages[string];
    // react-intl's shortcut, kept for the same output: a plain string without values is its text.
    if (typeof message === 'string' && !values) return message.replace(/'\{(.*?)\}'/g, '{$1}');
    try {
      const key = `${locale}\u0000${id}`;
      let format = formats.get(key);
      if (!format) {
        format = new IntlMessageFormat(message, locale, undefined, { formatters });
        formats.set(key, format);
      }
      const result = format.format<ReactNode>(values as Record<string, PrimitiveType | ReactNode>);
      // Parts with React nodes come back as an array. Each node goes in a keyed fragment, as
      // react-intl does: a key on the value itself (a clone) still reads as unkeyed to React 19.
      return Array.isArray(result)
        ? result.map((part, index) => (isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part))
        : result;
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return id;
    }
  };
  return {
    locale,
    defaultLocale,
    messages,
    onError,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) => formatters.getNumberFormat(locale, options).format(value),
    formatDate: (value, options) => formatters.getDateTimeFormat(locale, options).format(new Date(value)),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export interface IntlProviderProps extends IntlConfig {
  children: ReactNode;
}

export const IntlProvider = ({ locale, defaultLocale, messages, onError, children }: IntlProviderProps) => {
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, onError }),
    [locale, defaultLocale, messages, onError],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
};

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it (lib/i18n/IntlRoot)');
  return intl;
}

export const FormattedMessage = ({ id, values }: { id: string; values?: MessageValues }) => (
  <>{useIntl().formatMessage({ id }, values)}</>
);

export const FormattedDate = ({
  value,
  ...options
}: Intl.DateTimeFormatOptions & { value: Date | string | number }) => (
  <>{useIntl().formatDate(value, options)}</>
);
