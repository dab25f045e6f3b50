import { groupedDecimal } from './decimal';
import { currencyExponent, knownExponents } from './money';

/**
 * How a currency is written. Symbols and minor-unit places come from Intl (not a
 * hand table of ~160 symbols); the store's own conventions are the small override
 * table below. They depend on the currency, not the shopper's locale, so a price
 * reads the same in every language pack.
 */
interface CurrencyStyle {
  thousands: string;
  decimal: string;
  /** The symbol follows the amount (EUR); otherwise it leads. */
  after?: boolean;
}

const defaultStyle: CurrencyStyle = { thousands: ',', decimal: '.' };

/** Narrow no-break space: keeps "1 234,56" and "1.234,56 €" on one line. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const periodThousands: CurrencyStyle = { thousands: '.', decimal: ',' };

/** Period thousands and comma decimals for EUR PLN NOK DKK BRL, space thousands for SEK, EUR's symbol after. */
const currencyStyles: Readonly<Record<string, CurrencyStyle>> = {
  EUR: { ...periodThousands, after: true },
  PLN: periodThousands,
  NOK: periodThousands,
  DKK: periodThousands,
  BRL: periodThousands,
  SEK: { thousands: NNBSP, decimal: ',' },
};

/** Prices show at most two decimals; currencies without minor units (JPY, KRW…) show none. */
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

/**
 * What Intl says about a currency in a locale. The browser is handed the store currency's by the
 * server (`rememberCurrencyFacts`), because the first Intl.NumberFormat a page builds costs
 * Chromium 25–90 ms (ICU's number data): built while a listing hydrates its first price, it was the
 * longest task after the first paint (Total Blocking Time). With the facts known, prices are written
 * without building one.
 */
export interface CurrencyFacts {
  /** Places of the currency's minor unit (JPY 0, USD 2, KWD 3). */
  exponent: number;
  /** Intl's narrow symbol in the locale. */
  symbol: string;
}

const knownFacts = new Map<string, CurrencyFacts>();
const factsKey = (currency: string, locale: string) => `${locale}|${currency.toUpperCase()}`;

/** Asks Intl (and remembers the answer). */
export const currencyFacts = (currency: string, locale = 'en-US'): CurrencyFacts => {
  const key = factsKey(currency, locale);
  let facts = knownFacts.get(key);
  if (!facts) {
    const format = currencyFormat(currency.toUpperCase(), locale);
    facts = {
      exponent: currencyExponent(currency),
      symbol: format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency,
    };
    knownFacts.set(key, facts);
  }
  return facts;
};

/** Takes facts the server got from Intl (the root loader's), so the browser need not ask. */
export const rememberCurrencyFacts = (currency: string, locale: string, facts: CurrencyFacts) => {
  knownFacts.set(factsKey(currency, locale), facts);
  knownExponents.set(currency.toUpperCase(), facts.exponent);
};

/** Number of decimals a price shows: the currency's minor-unit places, at most two. */
export const currencyDecimals = (currency: string): number =>
  Math.min(MAX_DECIMALS, currencyExponent(currency));

/** The narrow symbol Intl uses for a currency in a locale (`$`, `€`, `£`, `¥`, `kr`, `R$`). */
export const currencySymbol = (currency: string, locale = 'en-US'): string =>
  currencyFacts(currency, locale).symbol;

/**
 * Formats an amount in major units (12.5) as a price: `$12.50`, `¥1,235`,
 * `1.234,56 €`, `kr 1 234,56`. `locale` only chooses the symbol Intl offers
 * in that locale; separators and symbol position follow the currency.
 */
export const formatMoneyDecimal = (amount: number, currency: string, locale = 'en-US'): string => {
  const code = currency.toUpperCase();
  const { exponent, symbol } = currencyFacts(code, locale);
  const decimals = Math.min(MAX_DECIMALS, exponent);
  const style = currencyStyles[code] ?? defaultStyle;

  // Rounded and grouped as en-US writes it, then the currency's separators swapped in.
  // (No price reaches 1e21; NaN and infinities are written as `String` writes them.)
  const digits = (groupedDecimal(amount, decimals) ?? String(Math.abs(amount))).replace(/[,.]/g, (mark) =>
    mark === ',' ? style.thousands : style.decimal,
  );

  const isNegative = amount < 0 && /[1-9]/.test(digits);
  // A letter symbol ("kr", "zł") needs a space before the digits; "$" does not.
  const gap = /\p{L}$/u.test(symbol) ? NBSP : '';
  const body = style.after ? `${digits}${NBSP}${symbol}` : `${symbol}${gap}${digits}`;
  return isNegative ? `-${body}` : body;
};

/**
 * Formats an amount in the currency's minor units (1250 USD → `$12.50`, 1250 JPY → `¥1,250`).
 * See {@link formatMoneyDecimal}.
 */
export const formatMoney = (amountMinor: number, currency: string, locale = 'en-US'): string =>
  formatMoneyDecimal(amountMinor / 10 ** currencyExponent(currency), currency, locale);
