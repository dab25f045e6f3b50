/**
 * i18n foundation (ICU messages; the React side is `intl.tsx`).
 *
 * Message-id convention — the one form `test/unit/i18n/messages.test.ts`
 * scans for, so every id used in code is checked against `locales/en-US.json`:
 *
 *   - ids are literal, dotted, lowerCamel segments: `cart.badge.label`;
 *   - they are written only as `id: 'cart.badge.label'` (in `defineMessages`
 *     or a `formatMessage({ id: … })` call) or `id="cart.badge.label"` (JSX
 *     `<FormattedMessage>`); never built from variables;
 *   - texts live only in the locale JSON (no `defaultMessage` in code).
 */
export { IntlRoot, type IntlRootProps } from './IntlRoot';
export { nativeLanguageNames } from './languageNames';
export { defaultMessages, loadMessages, type Messages } from './loadMessages';
export {
  defaultLocale,
  isRtl,
  isSupportedLocale,
  type Locale,
  matchLocale,
  supportedLocales,
  toIntlLocale,
} from './locales';
