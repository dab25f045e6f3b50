/**
 * Add or edit an address-book entry: the checkout's address fields and rules (lib/validation
 * `addressFields` and the country rules: postcode and state by country, no P.O. boxes), plus "use
 * as my default address". Labels and required marks follow the chosen country — with JavaScript
 * as the shopper picks it, without it after the next post.
 */
import { useWatch } from 'react-hook-form';
import { Form } from 'react-router';
import { Button, TextField } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import {
  countriesWithProvinces,
  customsCodeRequiredCountries,
  isPostcodeRequired,
} from '../../lib/validation';
import type { CountryOption } from '../sections/main-checkout/countries';
import { ErrorSummary, SelectField, textFieldProps, useMessageText } from '../sections/main-checkout/fields';
import * as checkoutStyles from '../sections/main-checkout/MainCheckout.css';
import * as styles from './account.css';
import { accountUrls } from './customer';
import { addressFormSchema, formFields } from './schemas';
import { useAccountForm } from './useAccountForm';

const provinceLabelIds = {
  state: 'checkout.field.state',
  province: 'checkout.field.province',
  prefecture: 'checkout.field.prefecture',
  emirate: 'checkout.field.emirate',
  county: 'checkout.field.county',
} as const;

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
  const text = useMessageText();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'address',
    schema: addressFormSchema,
    initialValues: { country: hotCountries[0]?.code ?? 'US', ...initialValues },
    fieldOrder: formFields.address,
  });
  const { form, values } = account;
  const watched = useWatch({ control: form.control, name: 'country' }) as string | undefined;
  const country = (watched ?? values.country ?? '').toUpperCase();
  const provinceKind = countriesWithProvinces[country];
  const postcodeRequired = isPostcodeRequired(country);
  const needsTaxId = customsCodeRequiredCountries.includes(country);
  const field = (name: string) => {
    const message = account.errorOf(name);
    return {
      ...textFieldProps(form, name),
      defaultValue: values[name] ?? '',
      error: message && text(message),
    };
  };
  const countryError = account.errorOf('country');
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
        <SelectField
          form={form}
          name="country"
          label={t('checkout.field.country')}
          defaultValue={values.country ?? ''}
          error={countryError && text(countryError)}
          autoComplete="country"
          required
        >
          {hotCountries.length > 0 ? (
            <optgroup label={t('checkout.field.countryPopular')}>
              {hotCountries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t('checkout.field.countryAll')}>
            {otherCountries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <div className={checkoutStyles.row[2]}>
          <TextField
            {...field('firstName')}
            label={t('checkout.field.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...field('lastName')}
            label={t('checkout.field.lastName')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField {...field('company')} label={t('account.field.company')} autoComplete="organization" />
        <TextField
          {...field('address1')}
          label={t('checkout.field.address1')}
          autoComplete="address-line1"
          required
        />
        <TextField {...field('address2')} label={t('checkout.field.address2')} autoComplete="address-line2" />
        <div className={checkoutStyles.row[3]}>
          <TextField
            {...field('city')}
            label={t('checkout.field.city')}
            autoComplete="address-level2"
            required
          />
          <TextField
            {...field('province')}
            label={t(provinceKind ? provinceLabelIds[provinceKind] : 'checkout.field.region')}
            autoComplete="address-level1"
            required={!!provinceKind}
          />
          <TextField
            {...field('postcode')}
            label={t(postcodeRequired ? 'checkout.field.postcode' : 'checkout.field.postcodeOptional')}
            autoComplete="postal-code"
            required={postcodeRequired}
          />
        </div>
        <TextField {...field('phone')} label={t('checkout.field.phone')} type="tel" autoComplete="tel" />
        {needsTaxId ? (
          <TextField
            {...field('personalCustomsCode')}
            label={t('checkout.field.taxId')}
            description={t('checkout.field.taxIdHelp')}
            required
          />
        ) : null}
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
