/**
 * Add a card to the wallet: the checkout's card fields and rules (Luhn, expiry not past, security
 * code of the brand's length), plus "use as my default payment method". The store hands the card
 * to the payment gateway and keeps only its token, brand, last four and expiry. The security code
 * is never written back into the page after a refused post.
 */
import { Form } from 'react-router';
import { Button } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { CardFields } from '../sections/main-checkout/CardFields';
import { ErrorSummary, textFieldProps, useMessageText } from '../sections/main-checkout/fields';
import * as checkoutStyles from '../sections/main-checkout/MainCheckout.css';
import * as styles from './account.css';
import { accountUrls } from './customer';
import { cardFormSchema, formFields } from './schemas';
import { useAccountForm } from './useAccountForm';

export const CardForm = ({ csrfToken }: { csrfToken: string }) => {
  const intl = useIntl();
  const text = useMessageText();
  const t = (id: string) => intl.formatMessage({ id });
  const localize = useLocalizePath();
  const account = useAccountForm({
    name: 'card',
    schema: cardFormSchema,
    initialValues: {},
    fieldOrder: formFields.card,
  });
  const { form, values } = account;
  const field = (name: string) => {
    const message = account.errorOf(name);
    return {
      ...textFieldProps(form, name),
      defaultValue: values[name] ?? '',
      error: message && text(message),
    };
  };
  return (
    <Form
      method="post"
      action={localize(accountUrls.paymentMethods)}
      noValidate
      onSubmit={account.onSubmit}
      className={checkoutStyles.form}
    >
      <input type="hidden" name="_form" value="card" />
      <input type="hidden" name="_token" value={csrfToken} />
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <fieldset className={checkoutStyles.fieldset}>
        <legend className={checkoutStyles.legend}>{t('account.cards.addTitle')}</legend>
        <CardFields field={field} />
        <label className={styles.checkbox}>
          <input type="checkbox" defaultChecked={values.isDefault === 'on'} {...form.register('isDefault')} />
          {t('account.cards.makeDefault')}
        </label>
      </fieldset>
      <div className={checkoutStyles.actions}>
        <a className={checkoutStyles.backLink} href={localize(accountUrls.paymentMethods)}>
          {t('account.cancel')}
        </a>
        <Button type="submit" size="large" loading={account.submitting}>
          {t('account.cards.save')}
        </Button>
      </div>
    </Form>
  );
};
