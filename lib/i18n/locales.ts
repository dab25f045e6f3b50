/** The storefront's 17 language packs, one `locales/<locale>.json` each. */
export const supportedLocales = [
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pt-PT',
  'ru-RU',
  'sp-ES',
  'sv-SE',
  'zh-CN',
] as const;

export type Locale = (typeof supportedLocales)[number];

/** The default locale, and the source pack every other pack falls back to. */
export const defaultLocale: Locale = 'en-US';

export const isSupportedLocale = (value: string): value is Locale =>
  (supportedLocales as readonly string[]).includes(value);

/** Right-to-left packs: the root sets `dir="rtl"` on `<html>` for these. */
const rtlLanguages = new Set(['he', 'ar', 'fa', 'ur']);

export const isRtl = (locale: string): boolean => rtlLanguages.has(locale.split('-')[0]?.toLowerCase() ?? '');

/**
 * The BCP 47 tag Intl should use for a pack. Two of our pack names are
 * not valid language tags for Intl's purposes: `sp-ES` (Spanish, a legacy
 * name kept for compatibility) and `no-NO` (Norwegian, which CLDR knows as
 * Bokmål `nb`).
 */
export const toIntlLocale = (locale: string): string => {
  if (locale === 'sp-ES') return 'es-ES';
  if (locale === 'no-NO') return 'nb-NO';
  return locale;
};

/** Picks the best supported pack for a request: exact match, then same language, then en-US. */
export const matchLocale = (requested: string | null | undefined): Locale => {
  if (!requested) return defaultLocale;
  const exact = supportedLocales.find((locale) => locale.toLowerCase() === requested.toLowerCase());
  if (exact) return exact;
  const language = requested.split(/[-_]/)[0]?.toLowerCase();
  return supportedLocales.find((locale) => toIntlLocale(locale).startsWith(`${language}-`)) ?? defaultLocale;
};
