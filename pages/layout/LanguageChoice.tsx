/**
 * The language selector wired to the page (footer and mobile drawer): each option is this page
 * in that language with `?lang=` (the server remembers the choice in a cookie and drops the
 * parameter: lib/i18n/localeUrl.ts), which is all it takes without JavaScript. With it, a pick
 * loads the language's pack first (retried; on failure the page stays in en-US and says so),
 * remembers the choice and navigates in place.
 */
import { useLocation, useNavigate } from 'react-router';
import { LanguageSelector } from '../../components/LanguageSelector/LanguageSelector';
import { isSupportedLocale, supportedLocales } from '../../lib/i18n/locales';
import { LANG_PARAM, langCookie, localizePath } from '../../lib/i18n/localeUrl';
import { usePackLocale } from '../../lib/i18n/packLocale';

export const LanguageChoice = () => {
  const pack = usePackLocale();
  const current = isSupportedLocale(pack) ? pack : 'en-US';
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  query.delete(LANG_PARAM);
  const options = supportedLocales.map((locale) => {
    const target = new URLSearchParams(query);
    target.set(LANG_PARAM, locale);
    return { locale, href: localizePath(`${pathname}?${target}`, locale) };
  });
  return (
    <LanguageSelector
      current={current}
      options={options}
      onSelect={(option, event) => {
        event.preventDefault();
        const rest = query.size ? `?${query}` : '';
        const to = `${localizePath(`${pathname}${rest}`, option.locale as (typeof supportedLocales)[number])}${hash}`;
        // biome-ignore lint/suspicious/noDocumentCookie: built by langCookie; the Cookie Store API is missing in older Safari and Firefox.
        document.cookie = langCookie(option.locale as (typeof supportedLocales)[number]);
        void import('../../lib/i18n/packLoader')
          .then((module) => module.loadPack(option.locale))
          .finally(() => navigate(to));
      }}
    />
  );
};
