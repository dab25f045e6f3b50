/**
 * The delivery address's fields, for the checkout's information step and the account's address
 * book: country (the popular ones first), names, street, city, region and postcode, phone, and
 * the tax id where the country asks for one. Labels and required marks follow the chosen country
 * (lib/validation rules) — with JavaScript as the shopper picks it, without it after the next post.
 */
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import {
  countriesWithProvinces,
  customsCodeRequiredCountries,
  isPostcodeRequired,
} from '../../../lib/validation';
import type { ActionForm } from '../shared/useActionForm';
import type { CountryOption } from './countries';
import { SelectField, useFieldProps, useMessageText } from './fields';
import * as styles from './MainCheckout.css';

const provinceLabelIds = {
  state: 'checkout.field.state',
  province: 'checkout.field.province',
  prefecture: 'checkout.field.prefecture',
  emirate: 'checkout.field.emirate',
  county: 'checkout.field.county',
} as const;

export interface AddressFieldsProps {
  /** The form the fields belong to. */
  state: ActionForm;
  /** The countries shoppers ship to most, listed first. */
  hotCountries: CountryOption[];
  /** Every other country. */
  otherCountries: CountryOption[];
  /** A company field after the names, with this label (the address book keeps one). */
  companyLabel?: string;
}

export const AddressFields = ({ state, hotCountries, otherCountries, companyLabel }: AddressFieldsProps) => {
  const intl = useIntl();
  const text = useMessageText();
  const t = (id: string) => intl.formatMessage({ id });
  const field = useFieldProps(state);
  const { form, values } = state;
  const watched = useWatch({ control: form.control, name: 'country' }) as string | undefined;
  const country = (watched ?? values.country ?? '').toUpperCase();
  const provinceKind = countriesWithProvinces[country];
  const postcodeRequired = isPostcodeRequired(country);
  const needsTaxId = customsCodeRequiredCountries.includes(country);
  const countryError = state.errorOf('country');
  return (
    <>
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
      {companyLabel ? (
        <TextField {...field('company')} label={companyLabel} autoComplete="organization" />
      ) : null}
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
    </>
  );
};
