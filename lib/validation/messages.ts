import type { z } from 'zod';

/**
 * Every validation message, by i18n message id, with its English (en-US) text.
 *
 * Schemas put the **id** in `issue.message`; nothing here is shown to a shopper directly:
 * - the UI renders `intl.formatMessage({ id })` (`locales/en-US.json` carries the same ids and
 *   texts; no `defaultMessage`: the browser has no ICU parser for strings);
 * - the server answers `{ message, errors: { field: [English text] } }` via {@link fieldErrors}.
 *
 * Ids follow `validation.<field>.<rule>`. Limits are written into the text on purpose: they are
 * fixed constants, so translators see the whole sentence.
 */
export const validationMessages = {
  // contact
  'validation.email.required': 'Enter an email address.',
  'validation.email.invalid': 'Enter a valid email address, like name@example.com.',
  'validation.email.tooLong': 'Email must be 254 characters or fewer.',

  // address (checkout)
  'validation.firstName.required': 'Enter a first name.',
  'validation.firstName.tooLong': 'First name must be 255 characters or fewer.',
  'validation.lastName.required': 'Enter a last name.',
  'validation.lastName.tooLong': 'Last name must be 255 characters or fewer.',
  'validation.company.tooLong': 'Company must be 255 characters or fewer.',
  'validation.address1.required': 'Enter an address.',
  'validation.address1.tooLong': 'Address must be 255 characters or fewer.',
  'validation.address1.poBox': 'We can’t deliver to P.O. boxes. Enter a street address.',
  'validation.address2.tooLong': 'Apartment, suite, etc. must be 255 characters or fewer.',
  'validation.address2.poBox': 'We can’t deliver to P.O. boxes. Enter a street address.',
  'validation.city.required': 'Enter a city.',
  'validation.city.tooLong': 'City must be 255 characters or fewer.',
  'validation.country.required': 'Select a country/region.',
  'validation.country.invalid': 'Select a valid country/region.',
  'validation.province.required': 'Select a state/province.',
  'validation.province.tooLong': 'State/province must be 255 characters or fewer.',
  'validation.postcode.required': 'Enter a ZIP/postal code.',
  'validation.postcode.invalid': 'Enter a valid ZIP/postal code for the selected country/region.',
  'validation.postcode.tooLong': 'ZIP/postal code must be 20 characters or fewer.',
  'validation.phone.invalidCharacters': 'Phone can only contain digits, spaces and + - ( ) . /',
  'validation.phone.invalid': 'Enter a valid phone number.',
  'validation.phone.tooManyDigits': 'Phone can have at most 30 digits.',
  'validation.personalCustomsCode.required': 'Enter your CPF or CNPJ.',
  'validation.personalCustomsCode.invalid': 'Enter a valid CPF (11 digits) or CNPJ (14 characters).',
  'validation.addressQuery.tooShort': 'Enter at least 4 characters to search for an address.',
  'validation.addressQuery.tooLong': 'Address search must be 200 characters or fewer.',

  // Klarna-style extra rules
  'validation.firstName.notOnlyNumbers': 'First name can’t be only numbers.',
  'validation.firstName.tooShort': 'First name must be more than 1 character.',
  'validation.lastName.notOnlyNumbers': 'Last name can’t be only numbers.',
  'validation.lastName.tooShort': 'Last name must be more than 1 character.',
  'validation.address1.unsupportedCharacters': 'Address contains characters that can’t be used.',
  'validation.address2.unsupportedCharacters':
    'Apartment, suite, etc. contains characters that can’t be used.',
  'validation.city.unsupportedCharacters': 'City contains characters that can’t be used.',
  'validation.postcode.numeric': 'ZIP/postal code must contain only digits for this country/region.',

  // checkout steps
  'validation.shippingMethod.required': 'Choose a shipping method.',
  'validation.paymentMethod.required': 'Choose a payment method.',

  // payment card
  'validation.cardNumber.required': 'Enter a card number.',
  'validation.cardNumber.invalidCharacters': 'Card number can only contain digits and spaces.',
  'validation.cardNumber.length': 'Card number must be 12 to 19 digits.',
  'validation.cardNumber.invalid': 'Enter a valid card number.',
  'validation.cardName.required': 'Enter the name as it appears on the card.',
  'validation.cardName.tooLong': 'Name on card must be 255 characters or fewer.',
  'validation.cardExpiry.required': 'Enter the expiration date.',
  'validation.cardExpiry.invalid': 'Enter the expiration date as MM / YY.',
  'validation.cardExpiry.past': 'This card has expired. Enter a valid expiration date.',
  'validation.securityCode.required': 'Enter the security code.',
  'validation.securityCode.threeDigits': 'Enter the 3-digit security code.',
  'validation.securityCode.fourDigits': 'Enter the 4-digit security code from the front of the card.',

  // order tracking
  'validation.orderNumber.required': 'Enter your order number.',
  'validation.orderNumber.tooLong': 'Order number must be 64 characters or fewer.',
  'validation.trackingNumber.required': 'Enter a tracking number.',
  'validation.trackingNumber.invalid': 'Tracking number must be 5 to 50 letters and digits.',

  // review
  'validation.reviewName.required': 'Enter your name.',
  'validation.reviewName.tooLong': 'Name must be 255 characters or fewer.',
  'validation.rating.required': 'Choose a rating.',
  'validation.rating.range': 'Choose a rating from 1 to 5 stars.',
  'validation.reviewBody.required': 'Write your review.',
  'validation.reviewBody.tooLong': 'Review must be 2000 characters or fewer.',
  'validation.photos.tooMany': 'You can upload up to 5 pictures.',
  'validation.photo.invalid': 'Choose an image file.',
  'validation.photo.type': 'Only JPG, JPEG, PNG and GIF images can be uploaded.',
  'validation.photo.tooLarge8mb': 'Each picture must be 8 MB or smaller.',
  'validation.photo.tooLarge5mb': 'The image must be 5 MB or smaller.',

  // account
  'validation.password.required': 'Enter a password.',
  'validation.password.tooShort': 'Password must be at least 8 characters.',
  'validation.password.tooLong': 'Password must be 128 characters or fewer.',
  'validation.passwordConfirmation.required': 'Confirm your password.',
  'validation.passwordConfirmation.mismatch': 'Passwords do not match.',
  'validation.password.sameAsEmail': 'Password must not be your email address.',
  'validation.password.common': 'This password is too common. Choose one that is harder to guess.',
  'validation.email.taken': 'An account with this email already exists. Log in or reset your password.',

  // cart, search, coupon
  'validation.cartNote.tooLong': 'Note must be 500 characters or fewer.',
  'validation.searchQuery.tooLong': 'Search must be 255 characters or fewer.',
  'validation.couponCode.required': 'Enter a discount code.',
  'validation.couponCode.tooLong': 'Discount code must be 64 characters or fewer.',
} as const satisfies Record<`validation.${string}.${string}`, string>;

/** An id of {@link validationMessages}. */
export type ValidationMessageId = keyof typeof validationMessages;

/** True when `value` is one of our message ids (zod's own fallback messages are not). */
export function isValidationMessageId(value: string): value is ValidationMessageId {
  return Object.hasOwn(validationMessages, value);
}

/**
 * English text for an issue message: our ids are looked up, anything else (a zod default such as
 * "Invalid input") is returned unchanged so nothing is ever lost.
 */
export function englishValidationMessage(message: string): string {
  return isValidationMessageId(message) ? validationMessages[message] : message;
}

/**
 * Flattens a zod error into the store API's `errors` shape: dotted field path →
 * messages, translated by `translate` (English by default). The first message per field is the
 * one a form shows; all are kept for the API.
 */
export function fieldErrors(
  error: z.ZodError,
  translate: (message: string) => string = englishValidationMessage,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const messages = errors[field] ?? [];
    const text = translate(issue.message);
    if (!messages.includes(text)) messages.push(text);
    errors[field] = messages;
  }
  return errors;
}
