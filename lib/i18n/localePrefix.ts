/**
 * The language prefixes of URLs (lib/i18n/localeUrl.ts has the rules built on them): every pack
 * but en-US under its language subtag in lower case (`/de`, `/he`, `/sp` for sp-ES). Apart from
 * the rest so that reading a request's language (pages/loaders/request.ts) costs a page nothing.
 */
import { defaultLocale, type Locale, supportedLocales } from './locales';

const prefixOf = (locale: Locale): string => locale.split('-')[0]!.toLowerCase();

// Built on first use: a module that only imports these rules (for a loader) costs a page nothing.
let localeByPrefix: Map<string, Locale> | undefined;

/** The path segment of a pack (`de` for de-DE); en-US has none. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : prefixOf(locale));

/** The pack a first path segment names (`de` → de-DE), or undefined when it names none. */
export const localeOfPrefix = (segment: string | undefined): Locale | undefined => {
  localeByPrefix ??= new Map(
    supportedLocales.filter((locale) => locale !== defaultLocale).map((locale) => [prefixOf(locale), locale]),
  );
  return segment ? localeByPrefix.get(segment) : undefined;
};

/** Splits a path into its language and the rest: `/de/cart` → de-DE and `/cart`; `/cart` → en-US. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = localeOfPrefix(match?.[1]);
  if (!locale) return { locale: defaultLocale, path: pathname };
  return { locale, path: match?.[2] ?? '/' };
}

/** The language of a URL path. */
export const localeOfPath = (pathname: string): Locale => splitLocalePath(pathname).locale;
