/** Locales the storefront ships (language packs); X-LANG outside this list falls back. */
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

/** Default locale en-US. */
export const defaultLocale: Locale = 'en-US';

const byLowerCase = new Map<string, Locale>(supportedLocales.map((l) => [l.toLowerCase(), l]));

/** Normalises an X-LANG header value (case-insensitive, `_` or `-`); anything else → en-US. */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  return byLowerCase.get(header.trim().replace('_', '-').toLowerCase()) ?? defaultLocale;
}
