import type { Locale } from './locales';

/**
 * Each pack's language named in itself, as the language selector lists them ("Deutsch",
 * "עברית"); two packs of one language carry their codes. These are CLDR's names (the unit test
 * holds them to `Intl.DisplayNames`), written out because building a display-names formatter per
 * language costs the browser each language's locale data: 17 of them made the selector the
 * longest part of opening the mobile menu and of the first add to cart on a phone. A module of
 * its own, so only the selector's lazily loaded chunk carries it.
 */
export const nativeLanguageNames: Readonly<Record<Locale, string>> = {
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español (es-ES)',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'he-IL': 'עברית',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'nl-NL': 'Nederlands',
  'no-NO': 'Norsk bokmål',
  'pt-PT': 'Português',
  'ru-RU': 'Русский',
  'sp-ES': 'Español (sp-ES)',
  'sv-SE': 'Svenska',
  'zh-CN': '中文',
};
