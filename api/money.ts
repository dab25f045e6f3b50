/**
 * Wire money ↔ minor units, without zod: the browser formats prices with these on every page, and
 * the schemas in `api/common.ts` (which re-exports both) would bring zod along.
 */

/** 1999 → "19.99"; -5 → "-0.05". */
export function toWireMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "19.99" → 1999; "19.9" → 1990; "19" → 1900. Returns NaN for anything that is not an amount. */
export function fromWireMoney(value: string): number {
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}
