import { currencyExponent } from './money';

/**
 * Money on the store API's wire: a decimal string in major units with exactly the currency's
 * minor-unit places (`"19.99"` USD, `"5000"` JPY, `"1.235"` KWD). No zod here: the browser reads
 * prices with these on every page, and the schemas would bring zod along.
 */

/** 1999 USD → "19.99"; -5 USD → "-0.05"; 5000 JPY → "5000"; 1235 KWD → "1.235". */
export function toWireMoney(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(minor))).padStart(exponent + 1, '0');
  const cut = digits.length - exponent;
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/**
 * "19.99" USD → 1999; "19.9" → 1990; "19" → 1900; "5000" JPY → 5000. NaN for anything that is not
 * an amount, or that has more places than the currency's minor unit.
 */
export function fromWireMoney(value: string, currency: string): number {
  const exponent = currencyExponent(currency);
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(value.trim());
  const fraction = match?.[2] ?? '';
  return match && fraction.length <= exponent
    ? Number(match[1] + fraction.padEnd(exponent, '0'))
    : Number.NaN;
}
