import { describe, expect, it } from 'vitest';
import { convertMoney, type ExchangeRates, formatMoney } from '../../../lib/money';

const exchange: ExchangeRates = { base: 'USD', rates: { USD: 1, EUR: 0.92, JPY: 151.37, GBP: 0.79 } };

describe('convertMoney', () => {
  it('converts from the base currency and rounds once to the target’s minor unit', () => {
    // 19.99 × 0.92 = 18.3908 → 18.39
    expect(convertMoney({ amount: 1999, currency: 'USD' }, 'EUR', exchange)).toEqual({
      amount: 1839,
      currency: 'EUR',
    });
    // 19.99 × 151.37 = 3025.8863 → ¥3,026 (JPY has no minor unit)
    expect(convertMoney({ amount: 1999, currency: 'USD' }, 'JPY', exchange)).toEqual({
      amount: 3026,
      currency: 'JPY',
    });
  });

  it('rounds half away from zero', () => {
    const half: ExchangeRates = { base: 'USD', rates: { EUR: 0.5, JPY: 100.5 } };
    // 0.01 × 0.5 = 0.005 → 0.01; −0.01 × 0.5 → −0.01
    expect(convertMoney({ amount: 1, currency: 'USD' }, 'EUR', half).amount).toBe(1);
    expect(convertMoney({ amount: -1, currency: 'USD' }, 'EUR', half).amount).toBe(-1);
    // 1.00 × 100.5 = 100.5 → ¥101
    expect(convertMoney({ amount: 100, currency: 'USD' }, 'JPY', half).amount).toBe(101);
  });

  it('converts between two currencies that are not the base through their rates', () => {
    // ¥1,000 → 1000 / 151.37 × 0.92 = 6.0778… → 6.08 €
    expect(convertMoney({ amount: 1000, currency: 'JPY' }, 'EUR', exchange)).toEqual({
      amount: 608,
      currency: 'EUR',
    });
  });

  it('keeps the amount in its own currency when a rate is missing or unusable', () => {
    const amount = { amount: 1999, currency: 'USD' };
    expect(convertMoney(amount, 'CHF', exchange)).toBe(amount);
    expect(convertMoney(amount, 'EUR', { base: 'USD', rates: { EUR: 0 } })).toBe(amount);
    expect(convertMoney(amount, 'EUR', { base: 'USD', rates: { EUR: Number.NaN } })).toBe(amount);
    expect(convertMoney({ amount: 500, currency: 'KRW' }, 'EUR', exchange)).toEqual({
      amount: 500,
      currency: 'KRW',
    });
  });

  it('leaves an amount already in the target alone', () => {
    const amount = { amount: 1999, currency: 'usd' };
    expect(convertMoney(amount, 'USD', exchange)).toBe(amount);
  });

  it('formats converted amounts per currency: USD, EUR in German and Hebrew, JPY with no decimals', () => {
    const eur = convertMoney({ amount: 1342, currency: 'USD' }, 'EUR', exchange);
    expect(formatMoney(eur.amount, eur.currency, 'de-DE')).toBe('12,35\u00a0€');
    expect(formatMoney(eur.amount, eur.currency, 'he-IL')).toBe('12,35\u00a0€');
    const jpy = convertMoney({ amount: 123456, currency: 'USD' }, 'JPY', exchange);
    expect(jpy.amount).toBe(186875);
    expect(formatMoney(jpy.amount, jpy.currency, 'en-US')).toBe('¥186,875');
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });
});
