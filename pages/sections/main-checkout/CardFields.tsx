/**
 * The card's four fields — number, name on card, expiry, security code — as the checkout's
 * payment step and the account's "add a card" form show them. `field` gives each input's
 * registration, value and error by its form name (`card.number`…). The security code always
 * starts empty: it is never written back into a page. Number and expiry read left to right in
 * every language (a right-to-left page would reverse the number's groups).
 */
import { TextField, type TextFieldProps } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import * as styles from './MainCheckout.css';

type FieldProps = Omit<TextFieldProps, 'label'>;

export const CardFields = ({ field }: { field: (name: string) => FieldProps }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField
        {...field('card.number')}
        label={t('checkout.field.cardNumber')}
        description={t('checkout.field.cardNumberHelp')}
        autoComplete="cc-number"
        dir="ltr"
        required
      />
      <TextField
        {...field('card.name')}
        label={t('checkout.field.cardName')}
        autoComplete="cc-name"
        required
      />
      <div className={styles.row[2]}>
        <TextField
          {...field('card.expiry')}
          label={t('checkout.field.cardExpiry')}
          placeholder={t('checkout.field.cardExpiryPlaceholder')}
          autoComplete="cc-exp"
          dir="ltr"
          required
        />
        <TextField
          {...field('card.securityCode')}
          defaultValue=""
          label={t('checkout.field.securityCode')}
          autoComplete="cc-csc"
          required
        />
      </div>
    </>
  );
};
