import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supportedLocales, toIntlLocale } from '../../../lib/i18n/locales';
import {
  currencyDecimals,
  currencyExponent,
  currencySymbol,
  formatMoney,
  formatMoneyDecimal,
  fromMinor,
  fromWireMoney,
  isCurrencyCode,
  selectorCurrencies,
  toMinor,
  toWireMoney,
} from '../../../lib/money';
import { currencyFacts, rememberCurrencyFacts } from '../../../lib/money/formatMoney';

// Intl writes no-break spaces; the tests spell them out so a regular space
// sneaking in (and wrapping a price over two lines) fails.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it('shows two decimals by default with the symbol before the amount', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(500, 'GBP')).toBe('£5.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('counts JPY and KRW in whole units and shows no decimals', () => {
    expect(formatMoney(123456, 'JPY')).toBe('¥123,456');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(50000, 'KRW')).toBe('₩50,000');
  });

  it('counts KWD in thousandths and shows two decimals, rounded half away from zero', () => {
    expect(formatMoney(1235, 'KWD')).toBe(`KWD${NBSP}1.24`);
    expect(formatMoney(1234, 'KWD')).toBe(`KWD${NBSP}1.23`);
    expect(formatMoney(-1235, 'KWD')).toBe(`-KWD${NBSP}1.24`);
  });

  it('writes EUR with period thousands, comma decimals and the symbol after the amount', () => {
    expect(formatMoney(123456, 'EUR')).toBe(`1.234,56${NBSP}€`);
  });

  it.each(['PLN', 'NOK', 'DKK', 'BRL'])('writes %s with period thousands and comma decimals', (currency) => {
    const formatted = formatMoney(123456789, currency);
    expect(formatted).toContain('1.234.567,89');
    expect(formatted.startsWith(currencySymbol(currency))).toBe(true);
  });

  it('writes SEK with space thousands and comma decimals', () => {
    expect(formatMoney(123456, 'SEK')).toBe(`kr${NBSP}1${NNBSP}234,56`);
  });

  it('uses the spec symbols for USD, EUR, GBP and JPY', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
  });

  it('puts the minus sign in front of the whole price', () => {
    expect(formatMoney(-1050, 'USD')).toBe('-$10.50');
    expect(formatMoney(-1050, 'EUR')).toBe(`-10,50${NBSP}€`);
  });

  it('does not write a negative zero', () => {
    expect(formatMoneyDecimal(-0.001, 'USD')).toBe('$0.00');
  });

  it('accepts lower-case currency codes', () => {
    expect(formatMoney(100, 'usd')).toBe('$1.00');
  });

  it('formats every selector currency without throwing, with Intl decimals capped at two', () => {
    for (const currency of selectorCurrencies) {
      expect(formatMoney(1999, currency)).toMatch(/\d/);
      expect(currencyDecimals(currency)).toBe(currency === 'JPY' || currency === 'KRW' ? 0 : 2);
    }
  });

  it('never shows more than two decimals, even for three-decimal currencies', () => {
    expect(currencyDecimals('BHD')).toBe(2);
  });

  it('keeps the same separators in every locale and only takes the symbol from it', () => {
    expect(formatMoney(123456, 'EUR', 'en-US')).toBe(formatMoney(123456, 'EUR', 'de-DE'));
    expect(formatMoney(123456, 'USD', 'fr-FR')).toBe('$1,234.56');
  });
});

describe('money helpers', () => {
  it('knows each currency’s minor-unit places', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('converts between major and minor units by the currency’s places, half away from zero', () => {
    expect(toMinor(12.34, 'USD')).toBe(1234);
    expect(toMinor(19.999, 'USD')).toBe(2000);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(toMinor(1234.5, 'JPY')).toBe(1235);
    expect(toMinor(1.2345, 'KWD')).toBe(1235);
    expect(fromMinor(1234, 'USD')).toBe(12.34);
    expect(fromMinor(1234, 'JPY')).toBe(1234);
    expect(fromMinor(1234, 'KWD')).toBe(1.234);
  });

  it('rejects amounts that are not money', () => {
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => fromMinor(12.5, 'USD')).toThrow(RangeError);
  });

  it('writes wire decimals with exactly the currency’s places and reads them back', () => {
    expect(toWireMoney(1999, 'USD')).toBe('19.99');
    expect(toWireMoney(-5, 'USD')).toBe('-0.05');
    expect(toWireMoney(0, 'USD')).toBe('0.00');
    expect(toWireMoney(5000, 'JPY')).toBe('5000');
    expect(toWireMoney(1235, 'KWD')).toBe('1.235');
    expect(toWireMoney(5, 'KWD')).toBe('0.005');
    expect(fromWireMoney('19.9', 'USD')).toBe(1990);
    expect(fromWireMoney('19', 'USD')).toBe(1900);
    expect(fromWireMoney('5000', 'JPY')).toBe(5000);
    expect(fromWireMoney('1.2', 'KWD')).toBe(1200);
    // More places than the currency has is not an amount of it.
    expect(fromWireMoney('50.5', 'JPY')).toBeNaN();
    expect(fromWireMoney('1.999', 'USD')).toBeNaN();
    expect(fromWireMoney('abc', 'USD')).toBeNaN();
  });

  it('lists the fifteen currencies of the currency selector', () => {
    expect(selectorCurrencies).toEqual([
      'AUD',
      'CAD',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'NZD',
      'USD',
      'MXN',
      'INR',
      'ARS',
      'UYU',
      'BRL',
      'RUB',
      'KRW',
    ]);
    expect(selectorCurrencies.every(isCurrencyCode)).toBe(true);
  });

  it('recognises currency codes', () => {
    expect(isCurrencyCode('SEK')).toBe(true);
    expect(isCurrencyCode('sek')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });
});

describe('money properties', () => {
  const minor = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });

  const currency = fc.constantFrom('USD', 'EUR', 'JPY', 'KRW', 'KWD', 'BHD', 'SEK');

  it('round-trips minor → major → minor exactly, in every currency', () => {
    fc.assert(
      fc.property(minor, currency, (amount, code) => toMinor(fromMinor(amount, code), code) === amount),
    );
  });

  it('round-trips minor units through the wire, in every currency', () => {
    fc.assert(
      fc.property(
        minor,
        currency,
        (amount, code) => fromWireMoney(toWireMoney(amount, code), code) === amount,
      ),
    );
  });

  it('writes exactly the currency’s number of decimals', () => {
    fc.assert(
      fc.property(minor, fc.constantFrom(...selectorCurrencies, 'SEK', 'PLN'), (amount, currency) => {
        const formatted = formatMoney(amount, currency);
        const decimals = currencyDecimals(currency);
        const separator = ['EUR', 'PLN', 'NOK', 'DKK', 'BRL', 'SEK'].includes(currency) ? ',' : '.';
        const numberPart = formatted.replace(/[^\d.,]/g, '');
        const fraction = numberPart.includes(separator) ? numberPart.split(separator).at(-1) : '';
        return decimals === 0 ? !/[.,]\d{1,2}$/.test(numberPart) : fraction?.length === decimals;
      }),
    );
  });

  it('keeps the digits of the amount when they are put back together', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const digits = formatMoney(amount, 'USD').replace(/\D/g, '');
        return Number(digits) === amount;
      }),
    );
  });

  it('rounds any major amount to the nearest minor unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), currency, (amount, code) => {
        const minorUnits = toMinor(amount, code);
        const unit = 10 ** -currencyExponent(code);
        return (
          Number.isInteger(minorUnits) && Math.abs(fromMinor(minorUnits, code) - amount) <= unit / 2 + 1e-6
        );
      }),
    );
  });
});

describe('formatMoney against Intl.NumberFormat, in every storefront locale', () => {
  const currencies = [
    'USD',
    'EUR',
    'GBP',
    'JPY',
    'KRW',
    'SEK',
    'PLN',
    'BRL',
    'KWD',
    'NOK',
    'DKK',
    'CHF',
    'INR',
  ];
  const locales = supportedLocales.map((locale) => [locale, toIntlLocale(locale)] as const);
  // The store's own conventions, which win over the locale's: they are the rules under test.
  const periodThousands = ['EUR', 'PLN', 'NOK', 'DKK', 'BRL'];
  const storeStyle = (code: string) => ({
    thousands: periodThousands.includes(code) ? '.' : code === 'SEK' ? NNBSP : ',',
    decimal: periodThousands.includes(code) || code === 'SEK' ? ',' : '.',
    after: code === 'EUR',
  });

  /**
   * What Intl writes for the amount in the locale (narrow symbol, the store's decimal count),
   * taken apart into its sign, digits and symbol, and put back together by the store's rules.
   */
  const byIntl = (amountMinor: number, code: string, intlLocale: string) => {
    const decimals = Math.min(2, currencyExponent(code));
    const parts = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: 'latn',
    }).formatToParts(amountMinor / 10 ** currencyExponent(code));
    const text = (type: string) =>
      parts
        .filter((part) => part.type === type)
        .map((part) => part.value)
        .join('');
    const style = storeStyle(code);
    const whole = text('integer').replace(/\B(?=(\d{3})+$)/g, style.thousands);
    const digits = text('fraction') ? `${whole}${style.decimal}${text('fraction')}` : whole;
    const symbol = text('currency');
    const body = style.after
      ? `${digits}${NBSP}${symbol}`
      : `${symbol}${/\p{L}$/u.test(symbol) ? NBSP : ''}${digits}`;
    // Intl writes -0.001 as "-0.00"; the store never shows a negative zero.
    return text('minusSign') && /[1-9]/.test(digits) ? `-${body}` : body;
  };

  it('writes the digits, rounding, sign and symbol Intl writes, laid out by the store’s rules', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
      fc.integer({ min: -100_000, max: 100_000 }),
      // Halfway cases of a three-place currency shown with two.
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n * 10 + 5),
    );
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom(...currencies),
        fc.constantFrom(...locales),
        (amount, code, [locale, intlLocale]) => {
          expect(formatMoney(amount, code, intlLocale), `${locale} ${code} ${amount}`).toBe(
            byIntl(amount, code, intlLocale),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exactly Intl’s en-US text where no store rule overrides it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom('USD', 'GBP', 'JPY', 'KRW', 'INR'),
        (amount, code) => {
          const intl = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: code,
            currencyDisplay: 'narrowSymbol',
          }).format(amount / 10 ** currencyExponent(code));
          expect(formatMoney(amount, code, 'en-US')).toBe(intl);
        },
      ),
    );
  });

  it('covers every storefront locale, sp-ES as Spanish', () => {
    expect(locales).toHaveLength(17);
    expect(formatMoney(123456, 'EUR', toIntlLocale('sp-ES'))).toBe(formatMoney(123456, 'EUR', 'es-ES'));
  });
});

describe('prices written without building an Intl number format (TBT)', () => {
  // What Intl's own formatter writes, for comparison: en-US digits, the separators swapped in.
  const byIntl = (amount: number, currency: string) => {
    const { symbol } = currencyFacts(currency);
    const decimals = currencyDecimals(currency);
    const digits = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
      .format(Math.abs(amount))
      .replace(/[,.]/g, (mark) => (currency === 'EUR' ? (mark === ',' ? '.' : ',') : mark));
    const negative = amount < 0 && /[1-9]/.test(digits);
    const body = currency === 'EUR' ? `${digits}${NBSP}${symbol}` : `${symbol}${digits}`;
    return negative ? `-${body}` : body;
  };

  it('rounds and groups every amount as Intl does, halfway cases and binary fractions included', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom('USD', 'JPY', 'EUR'), (amount, currency) => {
        expect(formatMoneyDecimal(amount, currency)).toBe(byIntl(amount, currency));
      }),
      { numRuns: 2000 },
    );
    for (const amount of [1.005, 1.015, 2.675, 0.125, 999999.995, -0.004, 1e12 + 0.5])
      expect(formatMoneyDecimal(amount, 'USD')).toBe(byIntl(amount, 'USD'));
  });

  it('takes the currency’s places and symbol from facts the server handed over', () => {
    rememberCurrencyFacts('XTS', 'en-US', { exponent: 1, symbol: 'T$' });
    expect(formatMoney(123456, 'XTS')).toBe('T$12,345.6');
    expect(currencyFacts('XTS', 'en-US')).toEqual({ exponent: 1, symbol: 'T$' });
    expect(fromWireMoney('12345.6', 'XTS')).toBe(123456);
  });
});
