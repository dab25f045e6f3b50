/**
 * The country picker's options: the store's hot countries first (`GET /cart/get_hot_countries`,
 * named by the store in the shopper's language), then every other ISO 3166-1 country named by
 * Intl on the server — the names travel with the page, so server and browser never disagree.
 */
import type { HotCountriesResponse } from '../../../api/cart';
import { toIntlLocale } from '../../../lib/i18n/locales';
import { isoCountryCodes } from '../../../lib/validation';

export interface CountryOption {
  code: string;
  name: string;
}

function regionNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([toIntlLocale(locale), 'en-US'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en-US'], { type: 'region' });
  }
}

/** One country's name in the shopper's language (the code when Intl has none). */
export function countryName(code: string, locale: string): string {
  return regionNames(locale).of(code) ?? code;
}

/** Hot countries first, then the rest alphabetically in the shopper's language. */
export function countryOptions(
  locale: string,
  hot: HotCountriesResponse,
): { hot: CountryOption[]; other: CountryOption[] } {
  const names = regionNames(locale);
  const hotCodes = new Set(hot.map((country) => country.code));
  const collator = new Intl.Collator(toIntlLocale(locale));
  const other = isoCountryCodes
    .filter((code) => !hotCodes.has(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { hot: hot.map(({ code, name }) => ({ code, name })), other };
}
