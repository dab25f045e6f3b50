/**
 * The React side of our messages: `IntlProvider`, `useIntl`, `FormattedMessage`, `FormattedDate`
 * and `createIntl`, shaped as react-intl's, on our ICU formatter (`formatIcu.ts`) and Intl.
 *
 * Why not react-intl itself (the product page's initial JavaScript ≤ 140 KB): every
 * page paid ~4.5 KB gzipped for its general-purpose layer (@formatjs/intl: relative times, lists,
 * display names, date ranges, rich-text defaults, format-merging) where the storefront formats
 * messages, one number and one date, and ~1.5 KB more for intl-messageformat's parsing, locale
 * negotiation and memoizing around the formatting walk. What we use is this file and
 * `formatIcu.ts`; the messages come precompiled (lib/i18n/compileMessages.ts), Intl does numbers,
 * dates and plurals. `compileMessages.test.ts` and `intl.test.tsx` check that every message in
 * every locale renders here exactly as react-intl renders it.
 */
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import {
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { groupedDecimal } from '../money/decimal';
import { formatIcu, type IcuFormatters } from './formatIcu';
import type { Messages } from './loadMessages';

type PrimitiveType = string | number | bigint | boolean | null | undefined | Date;

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
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T,>(cache: Map<string, T>, key: string, make: () => T): T => {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
};
/**
 * en-US's default number format (`{count, number}`, a plural's `#`, formatNumber without options)
 * written without building an Intl.NumberFormat: see lib/money/decimal.ts for why.
 */
const enUSNumbers = {
  format: (value: number): string => {
    const digits = typeof value === 'number' ? groupedDecimal(value, 3, 0) : null;
    if (digits === null) return intlNumber('en-US').format(value);
    return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
  },
};

const intlNumber = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(numberFormats, JSON.stringify([locale, options]), () => new Intl.NumberFormat(locale, options));

const formatters: IcuFormatters = {
  getNumberFormat: (locale, options) =>
    options || locale !== 'en-US' ? intlNumber(locale, options) : enUSNumbers,
  getDateTimeFormat: (locale, options) =>
    cached(dateFormats, JSON.stringify([locale, options]), () => new Intl.DateTimeFormat(locale, options)),
  getPluralRules: (locale, options) =>
    cached(pluralRules, JSON.stringify([locale, options]), () => new Intl.PluralRules(locale, options)),
};

const reportError = (error: Error) => {
  console.error(error);
};

const hasOwn = (messages: Messages, id: string) => Object.hasOwn(messages, id);

/**
 * Messages that came as ICU strings (Vitest and Storybook; the build precompiles every pack), parsed
 * once per pack: a pack is one long-lived object (the bundled en-US, or loadMessages' cached pack).
 */
const parsedByPack = new WeakMap<Messages, Map<string, MessageFormatElement[]>>();

/** An IntlShape outside React (server code, tests); the provider builds one the same way. */
export function createIntl({
  locale,
  defaultLocale = 'en-US',
  messages,
  onError = reportError,
}: IntlConfig): IntlShape {
  let parsed = parsedByPack.get(messages);
  if (!parsed) {
    parsed = new Map();
    parsedByPack.set(messages, parsed);
  }
  const parsedMessages = parsed;
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
      let ast = typeof message === 'string' ? parsedMessages.get(id) : message;
      if (!ast) {
        ast = parse(message as string);
        parsedMessages.set(id, ast);
      }
      const result = formatIcu(ast, locale, formatters, values) as ReactNode;
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
