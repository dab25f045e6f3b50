/**
 * |value| written with en-US grouping and between `min` and `max` decimals (`1,234.5`), exactly as
 * Intl's en-US NumberFormat writes it: from the number's shortest decimal form (`String`), rounded
 * half away from zero. Null from 1e21 (written with an exponent) and for NaN and infinities: ask
 * Intl then.
 *
 * Why by hand: the first Intl.NumberFormat a page builds costs Chromium 25–90 ms (ICU's number
 * data). Built while a listing hydrated its first price or count, it was the longest task after
 * the first paint (TBT). Tests check this against Intl on random numbers.
 */
export function groupedDecimal(value: number, max: number, min = max): string | null {
  // Under 1e-6 `String` writes an exponent; with at most six decimals kept, that is zero anyway.
  const text = Math.abs(value) < 1e-6 && max <= 6 ? '0' : String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  // The kept digits as one integer, plus one when the first dropped digit is 5 or more.
  let kept = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
  if (fraction.charCodeAt(max) >= 53) kept += 1n;
  const digits = kept.toString().padStart(max + 1, '0');
  const cut = digits.length - max;
  const decimals = digits.slice(cut).replace(/0+$/, '').padEnd(min, '0');
  return digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',') + (decimals ? `.${decimals}` : '');
}
