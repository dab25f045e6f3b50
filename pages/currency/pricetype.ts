/**
 * The start of the currency converter, in every page's bundle, so it stays tiny: the converter
 * itself (./converter.ts: the rates, the formatting, the shopper's choice) is imported only once
 * a shopper has chosen a currency, the theme names a default one, or the selector is used.
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

export const currencyStart = (settings: CurrencySettings, storeCurrency: string): CurrencyStart => ({
  storeCurrency,
  defaultCurrency: settings.defaullt_currency === 'DEFAULT' ? null : settings.defaullt_currency,
  cartDisplay: settings.cart_display,
});

export const readPricetype = (): string | null => {
  try {
    return localStorage.getItem(PRICETYPE_KEY);
  } catch {
    // Storage blocked (a privacy mode): prices stay in the store currency.
    return null;
  }
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
  const start = currencyStart(settings, storeCurrency);
  return readPricetype() || start.defaultCurrency
    ? import('./converter').then((converter) => converter.startConverter(start))
    : undefined;
}
