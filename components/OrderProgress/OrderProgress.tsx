import { useIntl } from '../../lib/i18n/intl';
import { type ProgressStep, progressSteps } from '../../lib/orders/status';
import * as styles from './OrderProgress.css';

export interface OrderProgressProps {
  /** The step the order has reached (lib/orders `orderProgress`). */
  step: ProgressStep;
  /**
   * The shipment has a problem (expired, undelivered, exception): the current step says so.
   * @default false
   */
  needsAttention?: boolean;
}

/**
 * The order's progress: Ordered → In Process → Order Ready → In Transit → Out for Delivery →
 * Delivered, the steps reached marked and the current one named for assistive technology
 * (`aria-current="step"`). Two columns on phones, one row from tablets.
 */
export const OrderProgress = ({ step, needsAttention = false }: OrderProgressProps) => {
  const intl = useIntl();
  const current = progressSteps.indexOf(step);
  return (
    <ol className={styles.root} aria-label={intl.formatMessage({ id: 'account.progress.label' })}>
      {progressSteps.map((each, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const attention = needsAttention && index === current;
        return (
          <li
            key={each}
            className={styles.step}
            data-state={state}
            data-attention={attention || undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span>{intl.formatMessage({ id: `account.progress.${each}` })}</span>
            {attention ? (
              <span className={styles.note}>{intl.formatMessage({ id: 'account.progress.attention' })}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
};
