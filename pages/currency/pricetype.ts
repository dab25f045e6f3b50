/**
 * The start of the currency converter, in every page's bundle, so it stays tiny: the converter
 * itself (./converter.ts: the rates, the formatting, the shopper's choice) is imported only once
 * a shopper has chosen a currency (`pricetype` in local storage) or the theme names a default one.
 */
import type { CurrencySettings } from '../../themes/settings';

/** Called once the root has hydrated; otherwise nothing is downloaded. */
export function startCurrency(settings: CurrencySettings | undefined) {
  try {
    // `pricetype` read as the storage's named property: getItem's value, in fewer bytes.
    if (settings?.show_selector && (localStorage.pricetype || settings.defaullt_currency !== 'DEFAULT'))
      return import('./converter').then((converter) => converter.startConverter(settings));
  } catch {
    // Storage blocked (a privacy mode): prices stay in the store currency.
  }
}
