import { useId } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { withLanguageMessages } from '../../lib/i18n/languageMessages';
import { currencySymbol } from '../../lib/money/formatMoney';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CurrencySelector.css';

/** The selector's value for "Auto": the currency the store guesses for the shopper. */
export const AUTO_CURRENCY = 'AUTO';

export interface CurrencySelectorProps {
  /** Currencies offered, in order (ISO 4217 codes). */
  currencies: readonly string[];
  /** The currency prices show in now. */
  value: string;
  /** Called with a code from `currencies`, or `AUTO_CURRENCY` for "Auto". */
  onChange: (code: string) => void;
  /** Until the page can act on a choice (before hydration), the select is disabled. */
  disabled?: boolean;
  /** The label is read but not shown (a tight row such as the header's actions). @default false */
  hideLabel?: boolean;
}

/**
 * The currency selector: a labelled native select, "Auto" first, then each currency as its code
 * and symbol ("EUR €"). It only reports the choice; where it is kept and how prices convert is
 * the page's business.
 */
const CurrencySelectorContent = ({
  currencies,
  value,
  onChange,
  disabled = false,
  hideLabel = false,
}: CurrencySelectorProps) => {
  const intl = useIntl();
  const id = useId();
  const options = currencies.includes(value) ? currencies : [value, ...currencies];
  return (
    <div className={styles.root}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={id}>
        {intl.formatMessage({ id: 'language.currency.label' })}:
      </label>
      <span className={styles.field}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value={AUTO_CURRENCY}>{intl.formatMessage({ id: 'language.currency.auto' })}</option>
          {options.map((code) => {
            const symbol = currencySymbol(code, intl.locale);
            return (
              <option key={code} value={code}>
                {symbol === code ? code : `${code} ${symbol}`}
              </option>
            );
          })}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" size="small" />
        </span>
      </span>
    </div>
  );
};

/** With the language scope's texts (lib/i18n/messageScopes.ts). */
export const CurrencySelector = withLanguageMessages(CurrencySelectorContent);
