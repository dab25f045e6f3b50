/**
 * Add or edit an address-book entry: the checkout's address fields and rules (lib/validation
 * `addressFields` and the country rules: postcode and state by country, no P.O. boxes), plus "use
 * as my default address". Labels and required marks follow the chosen country — with JavaScript
 * as the shopper picks it, without it after the next post.
 */
import { Form } from 'react-router';
import { Button } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { AddressFields } from '../sections/main-checkout/AddressFields';
import type { CountryOption } from '../sections/main-checkout/countries';
import { ErrorSummary } from '../sections/main-checkout/fields';
import * as checkoutStyles from '../sections/main-checkout/MainCheckout.css';
import * as styles from './account.css';
import { accountUrls } from './customer';
import { addressFormSchema, formFields } from './schemas';
import { useAccountForm } from './useAccountForm';

export interface AddressFormProps {
  /** The entry being edited; a new one when absent. */
  addressId?: number;
  /** Its current values by input name (empty for a new one). */
  initialValues: Record<string, string>;
  hotCountries: CountryOption[];
  otherCountries: CountryOption[];
  csrfToken: string;
}

export const AddressForm = ({
  addressId,
  initialValues,
  hotCountries,
  otherCountries,
  csrfToken,
}: AddressFormProps) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'address',
    schema: addressFormSchema,
    initialValues: { country: hotCountries[0]?.code ?? 'US', ...initialValues },
    fieldOrder: formFields.address,
  });
  const { form, values } = account;
  return (
    <Form
      method="post"
      action={accountUrls.addresses}
      noValidate
      onSubmit={account.onSubmit}
      className={checkoutStyles.form}
    >
      <input type="hidden" name="_form" value="address" />
      <input type="hidden" name="_token" value={csrfToken} />
      {addressId !== undefined ? <input type="hidden" name="id" value={addressId} /> : null}
      <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
      <fieldset className={checkoutStyles.fieldset}>
        <legend className={checkoutStyles.legend}>
          {t(addressId !== undefined ? 'account.addresses.editTitle' : 'account.addresses.addTitle')}
        </legend>
        <AddressFields
          state={account}
          hotCountries={hotCountries}
          otherCountries={otherCountries}
          companyLabel={t('account.field.company')}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" defaultChecked={values.isDefault === 'on'} {...form.register('isDefault')} />
          {t('account.addresses.makeDefault')}
        </label>
      </fieldset>
      <div className={checkoutStyles.actions}>
        <a className={checkoutStyles.backLink} href={accountUrls.addresses}>
          {t('account.cancel')}
        </a>
        <Button type="submit" size="large" loading={account.submitting}>
          {t('account.addresses.save')}
        </Button>
      </div>
    </Form>
  );
};
