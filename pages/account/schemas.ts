/**
 * The account forms' schemas, built from the lib/validation rules the store API checks with: the
 * same messages in the browser, the route action and the store.
 */
import { z } from 'zod';
import {
  addressFields,
  checkboxSchema,
  checkCountryRules,
  createPaymentCardSchema,
  emailSchema,
  passwordLength,
  registerSchema,
} from '../../lib/validation';
import { maxLength, textField } from '../../lib/validation/textField';

export { loginSchema, orderTrackingSchema } from '../../lib/validation';
export { registerSchema };

/** Forgot password: the account's email. */
export const forgotSchema = z.object({ email: emailSchema });

const newPassword = textField(
  [
    [(value) => value.length >= passwordLength.min, 'validation.password.tooShort'],
    maxLength(passwordLength.max, 'validation.password.tooLong'),
  ],
  { required: 'validation.password.required', trim: false },
);

/** Reset password: a new password, typed twice. */
export const resetSchema = z
  .object({
    password: newPassword,
    passwordConfirmation: textField([], {
      required: 'validation.passwordConfirmation.required',
      trim: false,
    }),
  })
  .superRefine((form, ctx) => {
    if (form.passwordConfirmation !== '' && form.password !== form.passwordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: 'validation.passwordConfirmation.mismatch',
        input: form.passwordConfirmation,
      });
    }
  });

/** An address book entry: the checkout's address rules, plus "make it my default". */
export const addressFormSchema = z
  .object({ ...addressFields, isDefault: checkboxSchema.optional() })
  .superRefine(checkCountryRules);
export type AddressForm = z.output<typeof addressFormSchema>;

/**
 * A card for the wallet: the checkout's card rules (Luhn, expiry not past, 3 or 4 digit security
 * code by brand), plus "make it my default". The expiry is checked against the clock at parse time.
 */
export const cardFormSchema = z.object({
  card: createPaymentCardSchema(),
  isDefault: checkboxSchema.optional(),
});

/** Field names of each form, in page order. */
export const formFields = {
  login: ['email', 'password'],
  register: ['email', 'password', 'passwordConfirmation'],
  forgot: ['email'],
  reset: ['password', 'passwordConfirmation'],
  address: [
    'country',
    'firstName',
    'lastName',
    'company',
    'address1',
    'address2',
    'city',
    'province',
    'postcode',
    'phone',
    'personalCustomsCode',
    'isDefault',
  ],
  card: ['card.number', 'card.name', 'card.expiry', 'card.securityCode', 'isDefault'],
  trackOrder: ['orderNumber', 'email'],
  trackNumber: ['trackingNumber'],
} as const;
