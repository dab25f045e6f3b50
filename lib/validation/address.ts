import { z } from 'zod';
import { brazilTaxIdValid } from './brazil.ts';
import {
  countriesWithProvinces,
  customsCodeRequiredCountries,
  isIsoCountryCode,
  isPostcodeRequired,
  type PostcodeRequiredCountry,
  postcodePatterns,
} from './countries.ts';
import { isPoBox } from './poBox.ts';
import { maxLength, optionalTextField, type TextRule, textField } from './textField.ts';

/** Spec §5/§9: address line 1 up to 255 characters; we hold every address text field to it. */
export const addressLineMaxLength = 255;
/** Spec §5/§9: at most 30 digits in a phone number. */
export const phoneMaxDigits = 30;
/** Spec §5/§9: the address autocomplete query needs 4–200 characters. */
export const addressQueryLength = { min: 4, max: 200 } as const;

const notPoBox = (message: 'validation.address1.poBox' | 'validation.address2.poBox'): TextRule => [
  (value) => !isPoBox(value),
  message,
];

/** Phone rule (spec §5): digits, spaces and + - ( ) . / only; at least one and at most 30 digits. */
export function countPhoneDigits(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

export const phoneSchema = optionalTextField([
  [(value) => /^[\d +\-()./]*$/.test(value), 'validation.phone.invalidCharacters'],
  [(value) => countPhoneDigits(value) >= 1, 'validation.phone.invalid'],
  [(value) => countPhoneDigits(value) <= phoneMaxDigits, 'validation.phone.tooManyDigits'],
]);

/** Country as ISO 3166-1 alpha-2; parsed to upper case. */
export const countrySchema = textField(
  [[(value) => isIsoCountryCode(value.toUpperCase()), 'validation.country.invalid']],
  { required: 'validation.country.required' },
).overwrite((value) => value.toUpperCase());

/** Postcode field on its own (the per-country rules are applied at address level). */
const postcodeField = optionalTextField([maxLength(20, 'validation.postcode.tooLong')]);

/** The address fields, before the cross-field rules. Exported for forms that need the shape. */
export const addressFields = {
  firstName: textField([maxLength(addressLineMaxLength, 'validation.firstName.tooLong')], {
    required: 'validation.firstName.required',
  }),
  lastName: textField([maxLength(addressLineMaxLength, 'validation.lastName.tooLong')], {
    required: 'validation.lastName.required',
  }),
  company: optionalTextField([maxLength(addressLineMaxLength, 'validation.company.tooLong')]),
  address1: textField(
    [maxLength(addressLineMaxLength, 'validation.address1.tooLong'), notPoBox('validation.address1.poBox')],
    { required: 'validation.address1.required' },
  ),
  address2: optionalTextField([
    maxLength(addressLineMaxLength, 'validation.address2.tooLong'),
    notPoBox('validation.address2.poBox'),
  ]),
  city: textField([maxLength(addressLineMaxLength, 'validation.city.tooLong')], {
    required: 'validation.city.required',
  }),
  country: countrySchema,
  province: optionalTextField([maxLength(addressLineMaxLength, 'validation.province.tooLong')]),
  postcode: postcodeField,
  phone: phoneSchema,
  /** Brazil's CPF/CNPJ (spec §5); ignored elsewhere. */
  personalCustomsCode: optionalTextField([]),
};

interface CountryDependentFields {
  country: string;
  province: string;
  postcode: string;
  personalCustomsCode: string;
}

/**
 * The rules that depend on the country: province required where the country has provinces,
 * postcode required (and lightly formatted) for the spec §5 list, CPF/CNPJ for Brazil.
 */
export function checkCountryRules(address: CountryDependentFields, ctx: z.RefinementCtx): void {
  const country = address.country.toUpperCase();
  const issue = (path: keyof CountryDependentFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: address[path] });

  if (Object.hasOwn(countriesWithProvinces, country) && address.province === '') {
    issue('province', 'validation.province.required');
  }

  if (isPostcodeRequired(country)) {
    const pattern = postcodePatterns[country as PostcodeRequiredCountry];
    if (address.postcode === '') issue('postcode', 'validation.postcode.required');
    else if (pattern && !pattern.test(address.postcode)) issue('postcode', 'validation.postcode.invalid');
  }

  if (customsCodeRequiredCountries.includes(country)) {
    if (address.personalCustomsCode === '') {
      issue('personalCustomsCode', 'validation.personalCustomsCode.required');
    } else if (!brazilTaxIdValid(address.personalCustomsCode)) {
      issue('personalCustomsCode', 'validation.personalCustomsCode.invalid');
    }
  }
}

/** A delivery address (spec §5 checkout rules). */
export const shippingAddressSchema = z.object(addressFields).superRefine(checkCountryRules);
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** Address autocomplete query (spec §5: 4–200 characters). */
export const addressQuerySchema = textField(
  [
    [(value) => value.length >= addressQueryLength.min, 'validation.addressQuery.tooShort'],
    maxLength(addressQueryLength.max, 'validation.addressQuery.tooLong'),
  ],
  { required: 'validation.addressQuery.tooShort' },
);

/** An address field's name in the store API (snake_case) for each form field (camelCase). */
export const addressWireNames = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  country: 'country',
  province: 'province',
  postcode: 'postcode',
  phone: 'phone',
  personalCustomsCode: 'personal_customs_code',
} as const satisfies Record<keyof typeof addressFields, string>;
export type AddressFieldName = keyof typeof addressWireNames;
export type AddressWireName = (typeof addressWireNames)[AddressFieldName];

/** Wire spellings that also name an address field: `zip` is read as `postcode`. */
const addressWireAliases: Record<string, AddressFieldName> = { zip: 'postcode' };

const fieldByWireName = new Map<string, AddressFieldName>([
  ...Object.entries(addressWireNames).map(([field, wire]) => [wire, field as AddressFieldName] as const),
  ...Object.entries(addressWireAliases),
]);

/** The form field a store API address field names (`first_name` → `firstName`, `zip` → `postcode`). */
export function addressFieldFromWire(wireName: string): AddressFieldName | undefined {
  return fieldByWireName.get(wireName);
}

/**
 * A store API address object as the form fields `shippingAddressSchema` reads, before checking:
 * each field from its wire name (a missing `postcode` from `zip`); anything else is left out.
 */
export function addressInputFromWire(value: unknown): Record<AddressFieldName, unknown> {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const input = {} as Record<AddressFieldName, unknown>;
  for (const [field, wire] of Object.entries(addressWireNames) as [AddressFieldName, string][]) {
    input[field] = source[wire];
  }
  for (const [alias, field] of Object.entries(addressWireAliases)) input[field] ??= source[alias];
  return input;
}
