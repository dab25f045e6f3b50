/**
 * Money in Vitrine is an integer number of hundredths ("minor units") of the
 * currency, whatever the currency: spec §2 passes prices as `price x 100` and
 * spec §9 rounds money to 2 decimals. Converted amounts (e.g. 1234.56 JPY
 * after an exchange rate) therefore stay exact until they are displayed, and
 * display decides how many decimals a currency shows (JPY none).
 */
export const MINOR_UNITS_PER_MAJOR = 100;

/**
 * Rounds half away from zero at a given number of decimals. Scales through
 * `toPrecision(15)` first so binary noise (1.005 * 100 = 100.49999…) does not
 * round the wrong way.
 */
const roundHalfAwayFromZero = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
};

/** Rounds an amount in major units to 2 decimals (spec §9: money is rounded to 2 decimals). */
export const roundMoney = (amount: number): number => roundHalfAwayFromZero(amount, 2);

/** Major units (12.34) → minor units (1234), rounded to the nearest hundredth. */
export const toMinor = (amount: number): number => {
  if (!Number.isFinite(amount)) throw new RangeError(`toMinor: ${amount} is not a finite amount`);
  return Math.round(roundMoney(amount) * MINOR_UNITS_PER_MAJOR);
};

/** Minor units (1234) → major units (12.34). */
export const fromMinor = (amountMinor: number): number => {
  if (!Number.isInteger(amountMinor)) {
    throw new RangeError(`fromMinor: ${amountMinor} is not an integer number of minor units`);
  }
  return amountMinor / MINOR_UNITS_PER_MAJOR;
};
