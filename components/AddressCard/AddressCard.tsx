import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import * as styles from './AddressCard.css';

export interface AddressCardProps {
  /** The recipient's name as written on a parcel. */
  name: string;
  /** Street, city line and country, one entry per printed line (already formatted). */
  lines: readonly string[];
  phone?: string;
  /**
   * The address checkout fills in first; marked and outlined.
   * @default false
   */
  isDefault?: boolean;
  /** Edit / delete / make-default controls, laid out in a row under the address. */
  actions?: ReactNode;
}

/** One saved address of the address book. */
export const AddressCard = ({ name, lines, phone, isDefault = false, actions }: AddressCardProps) => {
  const intl = useIntl();
  return (
    <div className={styles.card} data-default={isDefault || undefined}>
      <div className={styles.top}>
        <address className={styles.lines}>
          <span className={styles.name}>{name}</span>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {phone ? <span>{phone}</span> : null}
        </address>
        {isDefault ? (
          <span className={styles.badge}>{intl.formatMessage({ id: 'account.default' })}</span>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
};
