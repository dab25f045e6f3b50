/**
 * Currencies offered in the currency selector, in the selector's order.
 * The selector adds an "Auto" entry of its own, which is not a currency.
 */
export const selectorCurrencies = [
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
] as const;

export type SelectorCurrency = (typeof selectorCurrencies)[number];

/** True for a three-letter code Intl knows as a currency (e.g. `USD`, not `usd` or `XXY`). */
export const isCurrencyCode = (code: string): boolean => {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return typeof Intl.supportedValuesOf === 'function' ? supportedCurrencies().has(code) : canFormat(code);
};

let supported: Set<string> | undefined;
const supportedCurrencies = (): Set<string> => {
  supported ??= new Set(Intl.supportedValuesOf('currency'));
  return supported;
};

const canFormat = (code: string): boolean => {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
};
