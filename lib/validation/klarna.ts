import { z } from 'zod';
import { addressFields, checkCountryRules } from './address.ts';
import type { ValidationMessageId } from './messages.ts';

/**
 * Extra address rules for Klarna-style pay-later providers, applied on top of
 * {@link shippingAddressSchema} when the shopper picks such a method. The provider rejects
 * these addresses later and less politely, so we say it at the field.
 */

/** A name is more than 1 character and not only numbers. */
export function klarnaNameValid(name: string): boolean {
  const trimmed = name.trim();
  return [...trimmed].length > 1 && !/^[\d\s]+$/.test(trimmed);
}

/**
 * A limited address character set — letters of any script (with accents), digits,
 * spaces and the punctuation real addresses use. Rejects emoji, symbols, control characters.
 */
const klarnaAddressCharacters = /^[\p{L}\p{M}\p{N} .,\-'’/#&()°ºª:;]*$/u;

export function klarnaAddressTextValid(value: string): boolean {
  return klarnaAddressCharacters.test(value);
}

/** Countries whose postal codes the provider takes as digits only (spaces allowed). */
export const klarnaNumericPostcodeCountries: readonly string[] = [
  'AT',
  'BE',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'IT',
  'NO',
  'SE',
];

export interface KlarnaFields {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  postcode: string;
}

/** One failed Klarna-style rule: the address field and the message id. */
export interface KlarnaAddressIssue {
  field: keyof KlarnaFields;
  message: ValidationMessageId;
}

/** The Klarna-style rules over an address; empty when it passes. Required-ness is not repeated here. */
export function klarnaAddressIssues(address: KlarnaFields): KlarnaAddressIssue[] {
  const issues: KlarnaAddressIssue[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const name = address[field].trim();
    if (name === '') continue; // "required" is already reported by the address schema
    if (/^[\d\s]+$/.test(name)) issues.push({ field, message: `validation.${field}.notOnlyNumbers` });
    else if (!klarnaNameValid(name)) issues.push({ field, message: `validation.${field}.tooShort` });
  }
  for (const field of ['address1', 'address2', 'city'] as const) {
    if (!klarnaAddressTextValid(address[field])) {
      issues.push({ field, message: `validation.${field}.unsupportedCharacters` });
    }
  }
  const country = address.country.toUpperCase();
  if (
    klarnaNumericPostcodeCountries.includes(country) &&
    address.postcode !== '' &&
    !/^[\d ]+$/.test(address.postcode)
  ) {
    issues.push({ field: 'postcode', message: 'validation.postcode.numeric' });
  }
  return issues;
}

/** {@link klarnaAddressIssues} as an object-level check; `pathPrefix` places it in a bigger form. */
export function checkKlarnaRules(
  address: KlarnaFields,
  ctx: z.RefinementCtx,
  pathPrefix: readonly (string | number)[] = [],
): void {
  for (const { field, message } of klarnaAddressIssues(address)) {
    ctx.addIssue({ code: 'custom', path: [...pathPrefix, field], message, input: address[field] });
  }
}

/** A delivery address for a Klarna-style pay-later checkout: the normal rules plus the extras above. */
export const klarnaShippingAddressSchema = z
  .object(addressFields)
  .superRefine(checkCountryRules)
  .superRefine((address, ctx) => checkKlarnaRules(address, ctx));
