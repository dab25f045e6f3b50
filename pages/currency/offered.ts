import { selectorCurrencies } from '../../lib/money/currencies';
import type { CurrencySettings } from '../../themes/settings';

/**
 * The currencies the selector offers, in order: the theme's list, else the store's selector list,
 * with the store's own currency first when the list lacks it.
 */
export function offeredCurrencies(
  settings: Pick<CurrencySettings, 'defaullt_currencyList'>,
  storeCurrency: string,
): readonly string[] {
  const offered: readonly string[] =
    settings.defaullt_currencyList.length > 0 ? settings.defaullt_currencyList : selectorCurrencies;
  return offered.includes(storeCurrency) ? offered : [storeCurrency, ...offered];
}
