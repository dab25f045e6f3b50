/**
 * Step 1, contact_information: email and the delivery address (the address rules of
 * lib/validation). The labels and required marks follow the chosen country — with JavaScript as
 * the shopper picks it, without it after the next post (the server answers with the same rules).
 */
import { useWatch } from 'react-hook-form';
import { Form } from 'react-router';
import { Button, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import {
  countriesWithProvinces,
  customsCodeRequiredCountries,
  isPostcodeRequired,
} from '../../../lib/validation';
import { informationStepSchema, stepFields } from './checkoutForm';
import type { CountryOption } from './countries';
import { ErrorSummary, SelectField, textFieldProps, useMessageText } from './fields';
import * as styles from './MainCheckout.css';
import type { CheckoutCartView } from './model';
import { stepUrl } from './steps';
import { useCheckoutForm } from './useCheckoutForm';

export interface InformationFormProps {
  cart: CheckoutCartView;
  cartHash: string | null;
  /** The countries shoppers ship to most, listed first. */
  hotCountries: CountryOption[];
  /** Every other country. */
  otherCountries: CountryOption[];
  /** A logged-in customer: their email and default address fill what the cart does not have yet. */
  customer?: { email: string; address: Record<string, string> | null } | null;
}

const provinceLabelIds = {
  state: 'checkout.field.state',
  province: 'checkout.field.province',
  prefecture: 'checkout.field.prefecture',
  emirate: 'checkout.field.emirate',
  county: 'checkout.field.county',
} as const;

function initialValues(
  cart: CheckoutCartView,
  fallbackCountry: string,
  customer: InformationFormProps['customer'],
): Record<string, string> {
  const address = cart.address;
  if (!address?.address1 && customer?.address) {
    return { email: cart.email || customer.email, ...customer.address };
  }
  return {
    email: cart.email || customer?.email || '',
    country: address?.country || fallbackCountry,
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postcode: address?.postcode ?? '',
    phone: address?.phone ?? '',
    personalCustomsCode: address?.personalCustomsCode ?? '',
  };
}

export const InformationForm = ({
  cart,
  cartHash,
  hotCountries,
  otherCountries,
  customer,
}: InformationFormProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const text = useMessageText();
  const t = (id: string) => intl.formatMessage({ id });
  const { form, onSubmit, errorOf, fieldErrors, formError, values, submitting } = useCheckoutForm({
    step: 'contact_information',
    schema: informationStepSchema,
    initialValues: initialValues(cart, hotCountries[0]?.code ?? 'US', customer),
    fieldOrder: stepFields.contact_information,
  });
  const watched = useWatch({ control: form.control, name: 'country' }) as string | undefined;
  const country = (watched ?? values.country ?? '').toUpperCase();
  const provinceKind = countriesWithProvinces[country];
  const postcodeRequired = isPostcodeRequired(country);
  const needsTaxId = customsCodeRequiredCountries.includes(country);

  const field = (name: string) => {
    const message = errorOf(name);
    return {
      ...textFieldProps(form, name),
      defaultValue: values[name] ?? '',
      error: message && text(message),
    };
  };

  return (
    <Form
      method="post"
      action={localize(stepUrl(cartHash, 'contact_information'))}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
    >
      <input type="hidden" name="step" defaultValue="contact_information" />
      <ErrorSummary errors={fieldErrors} formError={formError} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.contact.title')}</legend>
        <TextField
          {...field('email')}
          label={t('checkout.field.email')}
          type="email"
          autoComplete="email"
          required
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.delivery.title')}</legend>
        <SelectField
          form={form}
          name="country"
          label={t('checkout.field.country')}
          defaultValue={values.country ?? ''}
          error={errorOf('country') && text(errorOf('country') as string)}
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
        <div className={styles.row[2]}>
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
        <TextField
          {...field('address1')}
          label={t('checkout.field.address1')}
          autoComplete="address-line1"
          required
        />
        <TextField {...field('address2')} label={t('checkout.field.address2')} autoComplete="address-line2" />
        <div className={styles.row[3]}>
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
      </fieldset>
      <div className={styles.actions}>
        <a className={styles.backLink} href={localize('/cart')}>
          {t('checkout.backToCart')}
        </a>
        <Button type="submit" size="large" loading={submitting}>
          {t('checkout.information.submit')}
        </Button>
      </div>
    </Form>
  );
};
