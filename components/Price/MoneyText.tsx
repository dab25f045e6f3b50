import { useIntl } from '../../lib/i18n/intl';
import { formatMoney } from '../../lib/money/formatMoney';

export interface MoneyTextProps {
  /** The amount in the currency's minor units (1999 USD = $19.99, 1999 JPY = ¥1,999). */
  amount: number;
  /** ISO 4217 code of the amount: the store currency. */
  currency: string;
}

/**
 * An amount of money as text, marked for the currency selector: `data-money` (minor units) and
 * `data-currency`. The server writes it in the store currency, so a page's HTML is the same for
 * every shopper; in the browser, once a shopper has chosen another currency, the converter
 * (lib/currency/converter.ts) writes the converted amount in `data-shown`, which the global
 * stylesheet shows in place of the original text (tokens/global.css.ts). Only an attribute
 * changes: React's text, which it compares while hydrating, stays as rendered.
 */
export const MoneyText = ({ amount, currency }: MoneyTextProps) => {
  const intl = useIntl();
  return (
    <span data-money={amount} data-currency={currency}>
      <span>{formatMoney(amount, currency, intl.locale)}</span>
    </span>
  );
};
