/**
 * The shopper's currency choice (`pricetype` in local storage) and the start of the converter.
 * This module is in every page's bundle, so it stays tiny: the converter itself
 * (./converter.ts, with the rates and the formatting) is imported only once a shopper has chosen
 * a currency, the theme names a default one, or the selector is used.
 */
import type { CurrencySettings } from '../../themes/settings';

/** The local-storage key of the chosen currency (an ISO 4217 code). */
export const PRICETYPE_KEY = 'pricetype';
/** Sent on `window` when the choice changes in this tab. */
export const PRICETYPE_EVENT = 'vitrine:pricetype';

/** What the converter needs to know about the store and the theme. */
export interface CurrencyStart {
  storeCurrency: string;
  /** The theme's `defaullt_currency`, or null for `DEFAULT` (none). */
  defaultCurrency: string | null;
  /** The theme's `cart_display`: the cart's amounts convert too. */
  cartDisplay: boolean;
}

export const readPricetype = (): string | null => {
  try {
    return localStorage.getItem(PRICETYPE_KEY);
  } catch {
    // Storage blocked (a privacy mode): prices stay in the store currency.
    return null;
  }
};

let start: CurrencyStart | undefined;
let started: Promise<void> | undefined;

const startConverter = (): Promise<void> | undefined => {
  if (!start) return undefined;
  const settings = start;
  started ??= import('./converter').then((converter) => converter.startConverter(settings));
  return started;
};

/**
 * Called once the root has hydrated: with the selector on, and a currency chosen before or named
 * by the theme, loads the converter. Otherwise nothing is downloaded.
 */
export function startCurrency(
  settings: CurrencySettings | undefined,
  storeCurrency: string,
): Promise<void> | undefined {
  if (!settings?.show_selector) return undefined;
  const defaultCurrency = settings.defaullt_currency === 'DEFAULT' ? null : settings.defaullt_currency;
  start = { storeCurrency, defaultCurrency, cartDisplay: settings.cart_display };
  return readPricetype() || defaultCurrency ? startConverter() : undefined;
}

/** Keeps `code` as the shopper's currency and shows every price in it. */
export function choosePricetype(code: string): Promise<void> | undefined {
  try {
    localStorage.setItem(PRICETYPE_KEY, code);
  } catch {
    // Not kept across pages, but this page still converts.
  }
  window.dispatchEvent(new CustomEvent(PRICETYPE_EVENT, { detail: code }));
  return startConverter();
}
