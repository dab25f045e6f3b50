import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  currencySymbol,
  formatMoney,
  formatMoneyDecimal,
  fromMinor,
  isCurrencyCode,
  roundMoney,
  selectorCurrencies,
  toMinor,
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

  it('shows no decimals for JPY and rounds to the whole yen', () => {
    expect(formatMoney(123456, 'JPY')).toBe('¥1,235');
    expect(formatMoney(123449, 'JPY')).toBe('¥1,234');
    expect(formatMoney(50000, 'KRW')).toBe('₩500');
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
  it('rounds money to 2 decimals, half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('converts between major and minor units', () => {
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(19.999)).toBe(2000);
    expect(fromMinor(1234)).toBe(12.34);
  });

  it('rejects amounts that are not money', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => fromMinor(12.5)).toThrow(RangeError);
  });

  it('lists the fifteen selector currencies of spec §9', () => {
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

  it('round-trips minor → major → minor exactly', () => {
    fc.assert(fc.property(minor, (amount) => toMinor(fromMinor(amount)) === amount));
  });

  it('round-trips any 2-decimal amount through toMinor', () => {
    fc.assert(fc.property(minor, (amount) => fromMinor(toMinor(fromMinor(amount))) === fromMinor(amount)));
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

  it('rounds any amount to at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const rounded = roundMoney(amount);
        return Math.abs(rounded - amount) <= 0.005 + 1e-6 && Number.isInteger(Math.round(rounded * 100));
      }),
    );
  });
});

describe('prices written without building an Intl number format (issue 7: TBT)', () => {
  // What Intl's own formatter writes, for comparison: en-US digits, the separators swapped in.
  const byIntl = (amount: number, currency: string) => {
    const { decimals, symbol } = currencyFacts(currency);
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

  it('takes the currency’s decimals and symbol from facts the server handed over', () => {
    rememberCurrencyFacts('XTS', 'en-US', { decimals: 1, symbol: 'T$' });
    expect(formatMoney(123456, 'XTS')).toBe('T$1,234.6');
    expect(currencyFacts('XTS', 'en-US')).toEqual({ decimals: 1, symbol: 'T$' });
  });
});
