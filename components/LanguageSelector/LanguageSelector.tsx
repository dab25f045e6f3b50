import type { MouseEvent } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { toIntlLocale } from '../../lib/i18n/locales';
import { Icon } from '../Icon/Icon';
import * as styles from './LanguageSelector.css';

export interface LanguageOption {
  /** The pack (`de-DE`). */
  locale: string;
  /** The page in that language. */
  href: string;
}

export interface LanguageSelectorProps {
  /** The pack the page is in. */
  current: string;
  /** Every language the store speaks, in the order shown. */
  options: LanguageOption[];
  /**
   * A shopper's pick (a plain click on a link; the link works without it, and so does a new tab).
   * Call `event.preventDefault()` to take over the navigation.
   */
  onSelect?: (option: LanguageOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A language's name in itself ("Deutsch", "עברית"), so a shopper finds their own whatever the
 * page's language. Two packs of one language (es-ES, sp-ES) are told apart by their codes.
 */
const languageName = (locale: string, options: LanguageOption[]): string => {
  const tag = toIntlLocale(locale);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0]!) ?? locale;
  const shared = options.filter((option) => toIntlLocale(option.locale).split('-')[0] === tag.split('-')[0]);
  const named = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  return shared.length > 1 ? `${named} (${locale})` : named;
};

/**
 * The language selector: a disclosure naming the current language, opening a list of links to
 * this page in each language, each named in its own language (and marked with it, so a screen
 * reader pronounces it right). Plain links: it works without JavaScript.
 */
export const LanguageSelector = ({ current, options, onSelect }: LanguageSelectorProps) => {
  const intl = useIntl();
  return (
    <details className={styles.root}>
      <summary className={styles.summary}>
        <span>{intl.formatMessage({ id: 'language.label' })}:</span>
        <span lang={toIntlLocale(current)}>{languageName(current, options)}</span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </summary>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              className={styles.link}
              href={option.href}
              hrefLang={toIntlLocale(option.locale)}
              lang={toIntlLocale(option.locale)}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                onSelect?.(option, event);
              }}
            >
              {languageName(option.locale, options)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
};
