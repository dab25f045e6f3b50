import { fromMinor } from './money';

/**
 * How a currency is written. Symbols and decimal counts come from Intl (not a
 * hand table of ~160 symbols); the seed's own conventions (spec §9) are the
 * small override table below. They depend on the currency, not the shopper's
 * locale, so a price reads the same in every language pack.
 */
interface CurrencyStyle {
  thousands: string;
  decimal: string;
  symbolPosition: 'before' | 'after';
}

const defaultStyle: CurrencyStyle = { thousands: ',', decimal: '.', symbolPosition: 'before' };

/** Narrow no-break space: keeps "1 234,56" and "1.234,56 €" on one line. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const periodThousands: CurrencyStyle = { thousands: '.', decimal: ',', symbolPosition: 'before' };

/** Spec §9: period-thousands / comma-decimal (EUR PLN NOK DKK BRL), space-thousands (SEK), EUR symbol after. */
const currencyStyles: Readonly<Record<string, CurrencyStyle>> = {
  EUR: { ...periodThousands, symbolPosition: 'after' },
  PLN: periodThousands,
  NOK: periodThousands,
  DKK: periodThousands,
  BRL: periodThousands,
  SEK: { thousands: NNBSP, decimal: ',', symbolPosition: 'before' },
};

/** Spec §9: prices show two decimals; currencies Intl writes without decimals (JPY, KRW…) show none. */
const MAX_DECIMALS = 2;

const currencyFormatCache = new Map<string, Intl.NumberFormat>();
const currencyFormat = (currency: string, locale: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let format = currencyFormatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    currencyFormatCache.set(key, format);
  }
  return format;
};

// Building an Intl.NumberFormat costs far more than formatting with one, and a listing or a 500-line
// cart formats hundreds of prices per render (issue 7): one formatter per decimal count.
const digitFormats: Intl.NumberFormat[] = [];
const digitFormat = (decimals: number): Intl.NumberFormat => {
  digitFormats[decimals] ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  });
  return digitFormats[decimals];
};

/** Number of decimals shown for a currency: Intl's count, capped at 2 (minor units are hundredths). */
export const currencyDecimals = (currency: string): number =>
  Math.min(MAX_DECIMALS, currencyFormat(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2);

/** The narrow symbol Intl uses for a currency in a locale (`$`, `€`, `£`, `¥`, `kr`, `R$`). */
export const currencySymbol = (currency: string, locale = 'en-US'): string =>
  currencyFormat(currency, locale)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/**
 * Formats an amount in major units (12.5) as a price: `$12.50`, `¥1,235`,
 * `1.234,56 €`, `kr 1 234,56`. `locale` only chooses the symbol Intl offers
 * in that locale; separators and symbol position follow the currency (spec §9).
 */
export const formatMoneyDecimal = (amount: number, currency: string, locale = 'en-US'): string => {
  const code = currency.toUpperCase();
  const decimals = currencyDecimals(code);
  const style = currencyStyles[code] ?? defaultStyle;

  // Intl does the rounding (half-expand) and the digit grouping; we only swap
  // in the currency's separators.
  const parts = digitFormat(decimals).formatToParts(Math.abs(amount));
  const digits = parts
    .map((part) => {
      if (part.type === 'group') return style.thousands;
      if (part.type === 'decimal') return style.decimal;
      return part.value;
    })
    .join('');

  const isNegative = amount < 0 && /[1-9]/.test(digits);
  const symbol = currencySymbol(code, locale);
  // A letter symbol ("kr", "zł") needs a space before the digits; "$" does not.
  const gap = /\p{L}$/u.test(symbol) ? NBSP : '';
  const body = style.symbolPosition === 'after' ? `${digits}${NBSP}${symbol}` : `${symbol}${gap}${digits}`;
  return isNegative ? `-${body}` : body;
};

/** Formats an amount in minor units (1250 → `$12.50`). See {@link formatMoneyDecimal}. */
export const formatMoney = (amountMinor: number, currency: string, locale = 'en-US'): string =>
  formatMoneyDecimal(fromMinor(amountMinor), currency, locale);
