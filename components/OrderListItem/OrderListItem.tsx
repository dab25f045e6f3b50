import { useIntl } from '../../lib/i18n/intl';
import { formatMoney } from '../../lib/money/formatMoney';
import type { FulfillmentStatus, PaymentStatus } from '../../lib/orders/status';
import * as styles from './OrderListItem.css';

export interface OrderListItemProps {
  /** The order's name as shoppers see it (`#1001482913`). */
  name: string;
  /** Where the order's own page is. */
  href: string;
  /** ISO time the order was placed. */
  placedAt: string;
  /**
   * The date as printed, written by the server so the browser builds no date formatter while it
   * hydrates (the first costs 10–50 ms); without it, `placedAt` is formatted here.
   */
  dateText?: string;
  /** Total in the currency's minor units. */
  total: number;
  currency: string;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  /**
   * Cancelled (an unpaid order past its deadline): shown instead of the payment status.
   * @default false
   */
  cancelled?: boolean;
}

const paymentTone: Record<PaymentStatus, keyof typeof styles.tone> = {
  paid: 'positive',
  unpaid: 'caution',
  refund: 'neutral',
  partial_refund: 'neutral',
};

/**
 * One order in the order history: its number (a link to the order), the date, payment and
 * fulfilment statuses, and the total. Meant for a `<ul>`; renders its own `<li>`.
 */
export const OrderListItem = ({
  name,
  href,
  placedAt,
  dateText,
  total,
  currency,
  paymentStatus,
  fulfillmentStatus,
  cancelled = false,
}: OrderListItemProps) => {
  const intl = useIntl();
  // Formatted in UTC so the server's HTML and the browser agree.
  const date =
    dateText ??
    intl.formatDate(placedAt, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <li className={styles.row}>
      <div>
        <a className={styles.number} href={href}>
          {intl.formatMessage({ id: 'account.orders.orderName' }, { name })}
        </a>
      </div>
      <span className={styles.date}>
        <time dateTime={placedAt}>{date}</time>
      </span>
      <span className={styles.statuses}>
        {cancelled ? (
          <span className={`${styles.status} ${styles.tone.neutral}`}>
            {intl.formatMessage({ id: 'account.orderState.cancelled' })}
          </span>
        ) : (
          <span className={`${styles.status} ${styles.tone[paymentTone[paymentStatus]]}`}>
            {intl.formatMessage({ id: `account.paymentStatus.${paymentStatus}` })}
          </span>
        )}
        <span
          className={`${styles.status} ${styles.tone[fulfillmentStatus === 'fulfilled' ? 'info' : 'neutral']}`}
        >
          {intl.formatMessage({ id: `account.fulfillmentStatus.${fulfillmentStatus}` })}
        </span>
      </span>
      <span className={styles.total}>{formatMoney(total, currency, intl.locale)}</span>
    </li>
  );
};
