import { z } from 'zod';
import { matches, maxLength, textField } from './textField.ts';

/**
 * A practical email check (local@domain.tld): no spaces, one @, a dot in the domain and no
 * leading/trailing dots. Deliverability is the mail server's business, not a regex's.
 */
const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** RFC 5321 path limit. */
export const emailMaxLength = 254;

/** A required, valid email (checkout, review, order tracking, login use it). */
export const emailSchema = textField(
  [maxLength(emailMaxLength, 'validation.email.tooLong'), matches(emailPattern, 'validation.email.invalid')],
  { required: 'validation.email.required' },
);

/**
 * A checkbox: `true` from react-hook-form, `"on"` (or "true"/"1") from a plain form post without
 * JavaScript, absent when unticked. Anything else is false: consent is never assumed.
 */
export const checkboxSchema = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

/** Checkout step 1, contact information (`contact_information`). */
export const contactInformationSchema = z.object({
  email: emailSchema,
  /** Opt-in to marketing email; unticked unless the shopper ticks it. */
  acceptsMarketing: checkboxSchema,
});
export type ContactInformationInput = z.input<typeof contactInformationSchema>;
export type ContactInformation = z.output<typeof contactInformationSchema>;

/** Body of `POST /api/store/cart/set_customer_email`. */
export const customerEmailSchema = z.object({ email: emailSchema });
export type CustomerEmail = z.output<typeof customerEmailSchema>;
