import { useIntl } from '../../lib/i18n/intl';
import { withLanguageMessages } from '../../lib/i18n/languageMessages';
import { nativeLanguageNames } from '../../lib/i18n/languageNames';
import { supportedLocales, toIntlLocale } from '../../lib/i18n/locales';
import { LANG_PARAM, localeOfPath, localizePath } from '../../lib/i18n/localeUrl';
import { Icon } from '../Icon/Icon';
import * as styles from './LanguageSelector.css';

export interface LanguageSelectorProps {
  /** The current page's path and query (`/de/products/x?variant=2`): its language is the current one. */
  currentPath: string;
}

/** This page in `locale`, asking the store to remember the choice (`?lang=`, lib/i18n/localeUrl.ts). */
const hrefIn = (currentPath: string, locale: (typeof supportedLocales)[number]): string => {
  const url = new URL(currentPath, 'http://store.invalid');
  url.searchParams.set(LANG_PARAM, locale);
  return localizePath(`${url.pathname}${url.search}`, locale);
};

/**
 * The language selector: a disclosure naming the current language, opening a list of links to
 * this page in each language, each named in its own language (and marked with it, so a screen
 * reader pronounces it right). A plain link: the store remembers the choice in a cookie and
 * answers with the page in that language, whose pack the browser loads before it starts, with or
 * without JavaScript.
 */
const LanguageSelectorContent = ({ currentPath }: LanguageSelectorProps) => {
  const intl = useIntl();
  const current = localeOfPath(currentPath.split(/[?#]/)[0] ?? '/');
  return (
    <details className={styles.root}>
      <summary className={styles.summary}>
        <span>{intl.formatMessage({ id: 'language.label' })}:</span>
        <span lang={toIntlLocale(current)}>{nativeLanguageNames[current]}</span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </summary>
      <ul className={styles.list}>
        {supportedLocales.map((locale) => (
          <li key={locale}>
            <a
              className={styles.link}
              href={hrefIn(currentPath, locale)}
              hrefLang={toIntlLocale(locale)}
              lang={toIntlLocale(locale)}
              rel="nofollow"
              aria-current={locale === current ? 'true' : undefined}
            >
              {nativeLanguageNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
};

/** With the language scope's texts (lib/i18n/messageScopes.ts). */
export const LanguageSelector = withLanguageMessages(LanguageSelectorContent);
