import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Formats an ICU message AST (the build precompiles every pack: `compileMessages.ts`) with Intl.
 * It is intl-messageformat's formatting walk and nothing else: no parsing, locale negotiation,
 * config merging or memoizer — 1.5 KB gzipped the product page no longer downloads
 * (its initial JavaScript stays ≤ 140 KB). Output and errors match intl-messageformat's `format()`; react-intl is the
 * tests' reference for every message in every locale (`compileMessages.test.ts`, `intl.test.tsx`).
 */

/** Where Intl objects come from; `intl.tsx` caches them per locale and options. */
export interface IcuFormatters {
  getNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Pick<Intl.NumberFormat, 'format'>;
  getDateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  getPluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules;
}

/** `{n, number, percent}`, `{d, date, short}`: ICU's named styles, as intl-messageformat defines them. */
const dateStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const hm = { hour: 'numeric', minute: 'numeric' } as const;
const hms = { ...hm, second: 'numeric' } as const;
const timeStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: hm,
  medium: hms,
  long: { ...hms, timeZoneName: 'short' },
  full: { ...hms, timeZoneName: 'short' },
};
const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};

/** Thrown for what intl-messageformat throws for: a value the message needs and did not get, or cannot use. */
export class IcuFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcuFormatError';
  }
}

type Part = unknown;

// The parser's TYPE enum, as numbers: importing the enum would bring the parser's module along.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

// A named style (`short`) or a skeleton the parser already turned into Intl options.
const styleOf = <T>(style: unknown, named: Record<string, T>): T | undefined =>
  typeof style === 'string' ? named[style] : (style as { parsedOptions?: T } | null)?.parsedOptions;

const optionFor = (options: Record<string, { value: MessageFormatElement[] }>, key: string) =>
  Object.hasOwn(options, key) ? options[key] : undefined;

function walk(
  elements: MessageFormatElement[],
  locale: string,
  formatters: IcuFormatters,
  values: Record<string, unknown> | undefined,
  parts: Part[],
  pluralValue?: number,
): void {
  const text = (value: string) => {
    const last = parts.length - 1;
    if (typeof parts[last] === 'string') parts[last] += value;
    else parts.push(value);
  };
  for (const element of elements) {
    if (element.type === LITERAL) {
      text(element.value);
      continue;
    }
    if (element.type === POUND) {
      if (typeof pluralValue === 'number') text(formatters.getNumberFormat(locale).format(pluralValue));
      continue;
    }
    const name = element.value;
    if (!(values && name in values))
      throw new IcuFormatError(`The intl string context variable "${name}" was not provided`);
    let value = values[name];
    switch (element.type) {
      case ARGUMENT:
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
          text(String(value));
        else if (!value) text('');
        else parts.push(value);
        break;
      case DATE:
      case TIME:
        text(
          formatters
            .getDateTimeFormat(
              locale,
              element.type === TIME && !element.style
                ? timeStyles.medium
                : styleOf(element.style, element.type === DATE ? dateStyles : timeStyles),
            )
            .format(value as Date | number),
        );
        break;
      case NUMBER: {
        const style = styleOf<Intl.NumberFormatOptions & { scale?: number }>(element.style, numberStyles);
        if (style?.scale) value = (value as number) * style.scale;
        text(formatters.getNumberFormat(locale, style).format(value as number));
        break;
      }
      case TAG: {
        if (typeof value !== 'function')
          throw new IcuFormatError(`Value for "${name}" must be of type function`);
        const inner: Part[] = [];
        walk(element.children, locale, formatters, values, inner, pluralValue);
        const chunks = value(inner);
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) {
          if (typeof chunk === 'string') text(chunk);
          else parts.push(chunk);
        }
        break;
      }
      case SELECT: {
        const option = optionFor(element.options, value as string) ?? element.options.other;
        if (!option) throw new IcuFormatError(`Invalid value "${String(value)}" for "${name}"`);
        walk(option.value, locale, formatters, values, parts);
        break;
      }
      case PLURAL: {
        const count = Number(value) - (element.offset || 0);
        const option =
          optionFor(element.options, `=${String(value)}`) ??
          optionFor(
            element.options,
            formatters.getPluralRules(locale, { type: element.pluralType }).select(count),
          ) ??
          element.options.other;
        if (!option) throw new IcuFormatError(`Invalid value "${String(value)}" for "${name}"`);
        walk(option.value, locale, formatters, values, parts, count);
        break;
      }
    }
  }
}

/**
 * The message with `values` in place: a string, or — when a value is a React node or a tag's
 * function returns one — an array of strings and those values, as intl-messageformat returns it.
 */
export function formatIcu(
  elements: MessageFormatElement[],
  locale: string,
  formatters: IcuFormatters,
  values?: Record<string, unknown>,
): unknown {
  const parts: Part[] = [];
  walk(elements, locale, formatters, values, parts);
  return parts.length > 1 ? parts : (parts[0] ?? '');
}
