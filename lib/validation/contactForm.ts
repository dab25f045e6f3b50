import { z } from 'zod';
import { emailSchema } from './contact.ts';
import { maxLength, textField } from './textField.ts';

/** Longest contact-form message, in characters. */
export const contactMessageMaxLength = 5000;
/** Longest name on the contact form. */
export const contactNameMaxLength = 255;
/** Longest newsletter source code (`footer`, a campaign name). */
export const newsletterCodeMaxLength = 64;

/** The contact form (`POST /api/contacts`): who writes and what. */
export const contactMessageSchema = z.object({
  name: textField([maxLength(contactNameMaxLength, 'validation.contactName.tooLong')], {
    required: 'validation.contactName.required',
  }),
  email: emailSchema,
  message: textField([maxLength(contactMessageMaxLength, 'validation.contactMessage.tooLong')], {
    required: 'validation.contactMessage.required',
  }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The newsletter form (`POST /api/store/subscribe`): the address and where the form was. */
export const newsletterSchema = z.object({
  email: emailSchema,
  code: textField([maxLength(newsletterCodeMaxLength, 'validation.newsletterCode.tooLong')])
    .nullish()
    .transform((value) => value ?? ''),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
