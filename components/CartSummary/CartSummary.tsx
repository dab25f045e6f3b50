import type { ReactNode } from 'react';
import type { CartTotalsView } from '../../lib/cart/types';
import { useIntl } from '../../lib/i18n/intl';
import { moneyText } from '../Price/MoneyText';
import * as styles from './CartSummary.css';

export interface CartSummaryProps {
  /** Subtotal, discount and total in minor units, with the cart's currency. */
  totals: CartTotalsView;
  /** The checkout action under the totals (usually a `CheckoutButton`). */
  checkout?: ReactNode;
}

/**
 * The cart's money: subtotal, discount (when any) and total rows,
 * the note that taxes and shipping are calculated at checkout, the note that checkout charges in
 * the store currency (shown only while prices show converted), and the checkout action.
 */
export const CartSummary = ({ totals, checkout }: CartSummaryProps) => {
  const intl = useIntl();
  const money = (minor: number) => moneyText(minor, totals.currency, intl.locale);
  return (
    <div className={styles.root} data-cart-amounts="">
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{intl.formatMessage({ id: 'cart.summary.subtotal' })}</dt>
          <dd className={styles.value}>{money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{intl.formatMessage({ id: 'cart.summary.discount' })}</dt>
            <dd className={styles.value}>
              {/* Left to right in every language: the minus stays before the amount. */}
              <span dir="ltr">
                {intl.formatMessage({ id: 'cart.summary.discountValue' }, { amount: money(totals.discount) })}
              </span>
            </dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'cart.summary.total' })}</dt>
          <dd className={styles.value}>{money(totals.total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{intl.formatMessage({ id: 'cart.summary.taxesNote' })}</p>
      <p className={styles.currencyNote}>
        {intl.formatMessage({ id: 'cart.checkoutCurrency' }, { currency: totals.currency })}
      </p>
      {checkout}
    </div>
  );
};
