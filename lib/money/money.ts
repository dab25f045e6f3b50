/**
 * Money in Vitrine is an integer number of the currency's minor units: cents for USD (exponent 2),
 * whole yen for JPY (0), fils for KWD (3). The database, the pricing engine, the wire converters
 * (`./wire.ts`) and the UI's formatting (`./formatMoney.ts`) all count in these units, so an
 * amount means the same thing on every side of the store.
 */

/** An amount of money: `amount` whole minor units of `currency` (an ISO 4217 code). */
export interface Money {
  amount: number;
  currency: string;
}

/** Exponents known without asking Intl: the browser's come from the root loader's currency facts. */
export const knownExponents = new Map<string, number>();

/** Decimal places of a currency's minor unit (USD 2, JPY 0, KWD 3), from ICU data. */
export const currencyExponent = (currency: string): number => {
  const code = currency.toUpperCase();
  let exponent = knownExponents.get(code);
  if (exponent === undefined) {
    // Always set for a currency format.
    exponent = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits!;
    knownExponents.set(code, exponent);
  }
  return exponent;
};

/** Minor units (1234 USD, 1234 JPY) → major units (12.34, 1234). */
export const fromMinor = (amountMinor: number, currency: string): number => {
  if (!Number.isInteger(amountMinor)) {
    throw new RangeError(`fromMinor: ${amountMinor} is not an integer number of minor units`);
  }
  return amountMinor / 10 ** currencyExponent(currency);
};
