import { useIntl } from '../../lib/i18n/intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { moneyText } from './MoneyText';
import * as styles from './Price.css';

export const priceSizes = ['small', 'standard', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps {
  /** The price to pay, in the currency's minor units (1999 USD = $19.99, 1999 JPY = ¥1,999). */
  amount: number;
  /** The regular price in minor units; shown struck through when higher than `amount`. */
  regularAmount?: number;
  /** ISO 4217 code: `USD`, `EUR`, `JPY`… */
  currency: string;
  /**
   * `large` for the product page, `small` for cart lines.
   * @default 'standard'
   */
  size?: PriceSize;
}

/**
 * A price, with the regular price struck through beside it when on sale.
 * Screen readers hear "Sale price … Regular price …" instead of a bare strikethrough.
 */
export const Price = ({ amount, regularAmount, currency, size = 'standard' }: PriceProps) => {
  const intl = useIntl();
  const format = (minor: number) => moneyText(minor, currency, intl.locale);
  const onSale = regularAmount !== undefined && regularAmount > amount;

  if (!onSale) {
    return (
      <span className={`${styles.root} ${styles.size[size]}`}>
        <span className={styles.current}>{format(amount)}</span>
      </span>
    );
  }
  return (
    <span className={`${styles.root} ${styles.size[size]}`}>
      <span className={`${styles.current} ${styles.sale}`}>
        <VisuallyHidden>{intl.formatMessage({ id: 'price.sale' })} </VisuallyHidden>
        {format(amount)}
      </span>
      <s className={styles.regular}>
        <VisuallyHidden>{intl.formatMessage({ id: 'price.regular' })} </VisuallyHidden>
        {format(regularAmount)}
      </s>
    </span>
  );
};
