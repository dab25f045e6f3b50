import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import * as styles from '../AddressCard/AddressCard.css';

/** Card brands as their owners write them (lib/validation `cardBrands`); never translated. */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** A brand id as its owner writes it, or undefined for one we do not know. */
export const cardBrandName = (brand: string): string | undefined => brandNames[brand];

export interface SavedCardProps {
  /** lib/validation card brand id (`visa`, `mastercard`…); an unknown one reads "Card". */
  brand: string;
  /** The last four digits: the only part of the number the store keeps. */
  last4: string;
  /** 1–12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  /**
   * Past its expiry month: marked so the shopper replaces it.
   * @default false
   */
  expired?: boolean;
  /** @default false */
  isDefault?: boolean;
  /** Make-default / delete controls. */
  actions?: ReactNode;
}

/** A payment card saved through the gateway (a token; the number itself is never stored). */
export const SavedCard = ({
  brand,
  last4,
  expiryMonth,
  expiryYear,
  expired = false,
  isDefault = false,
  actions,
}: SavedCardProps) => {
  const intl = useIntl();
  const brandName = brandNames[brand] ?? intl.formatMessage({ id: 'account.cards.genericBrand' });
  const expiry = `${String(expiryMonth).padStart(2, '0')}/${String(expiryYear % 100).padStart(2, '0')}`;
  return (
    <div className={styles.card} data-default={isDefault || undefined}>
      <div className={styles.top}>
        <div className={styles.lines}>
          <span className={styles.name}>
            {intl.formatMessage({ id: 'account.cards.ending' }, { brand: brandName, last4 })}
          </span>
          <span>
            {intl.formatMessage(
              { id: expired ? 'account.cards.expired' : 'account.cards.expires' },
              { expiry },
            )}
          </span>
        </div>
        {isDefault ? (
          <span className={styles.badge}>{intl.formatMessage({ id: 'account.default' })}</span>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
};
