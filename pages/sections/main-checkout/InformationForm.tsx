/**
 * Step 1, contact_information: email and the delivery address (the address rules of
 * lib/validation). The labels and required marks follow the chosen country — with JavaScript as
 * the shopper picks it, without it after the next post (the server answers with the same rules).
 */
import { Form } from 'react-router';
import { Button, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { AddressFields } from './AddressFields';
import { informationStepSchema, stepFields } from './checkoutForm';
import type { CountryOption } from './countries';
import { ErrorSummary, useFieldProps } from './fields';
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
  const t = (id: string) => intl.formatMessage({ id });
  const state = useCheckoutForm({
    step: 'contact_information',
    schema: informationStepSchema,
    initialValues: initialValues(cart, hotCountries[0]?.code ?? 'US', customer),
    fieldOrder: stepFields.contact_information,
  });
  const { onSubmit, fieldErrors, formError, submitting } = state;
  const field = useFieldProps(state);

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
        <AddressFields state={state} hotCountries={hotCountries} otherCountries={otherCountries} />
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
