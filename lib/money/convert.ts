import { currencyExponent, type Money } from './money';

/*
 * Kept apart from ./money.ts, which every page loads: only the server and the lazily loaded
 * currency converter round major units.
 */

/** Major units (12.34 USD) → minor units (1234), rounded half away from zero to the minor unit. */
export const toMinor = (amount: number, currency: string): number => {
  if (!Number.isFinite(amount)) throw new RangeError(`toMinor: ${amount} is not a finite amount`);
  // Through `toPrecision(15)` so binary noise (1.005 × 100 = 100.49999…) does not round down.
  const scaled = Number((Math.abs(amount) * 10 ** currencyExponent(currency)).toPrecision(15));
  const minor = Math.round(scaled);
  return amount < 0 && minor !== 0 ? -minor : minor;
};

/**
 * Exchange rates as the store serves them (`GET /api/store/exchanges`): `rates[code]` is how many
 * units of `code` one unit of `base` buys; the base itself is 1.
 */
export interface ExchangeRates {
  base: string;
  rates: Readonly<Record<string, number>>;
}

const usableRate = (rate: number | undefined): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/**
 * An amount in `amount.currency`'s minor units, in `target`'s minor units.
 *
 * Rounding: the exact converted amount (amount ÷ rate of its currency × rate of the target) is
 * rounded once, half away from zero, to the target currency's minor unit (cents for EUR, whole yen
 * for JPY) — never rounded in between.
 *
 * When either currency has no usable rate (missing, zero, negative or not a number), the amount
 * stays in its own currency: a shopper never sees a price made up from a missing rate.
 */
export function convertMoney(amount: Money, target: string, exchange: ExchangeRates): Money {
  const from = amount.currency.toUpperCase();
  const to = target.toUpperCase();
  if (from === to) return amount;
  const fromRate = from === exchange.base ? 1 : exchange.rates[from];
  const toRate = to === exchange.base ? 1 : exchange.rates[to];
  if (!usableRate(fromRate) || !usableRate(toRate)) return amount;
  const major = (amount.amount / 10 ** currencyExponent(from)) * (toRate / fromRate);
  return { amount: toMinor(major, to), currency: to };
}
