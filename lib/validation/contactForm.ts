import { z } from 'zod';
import { emailSchema } from './contact.ts';
import { contactMessageMaxLength, contactNameMaxLength, newsletterCodeMaxLength } from './contactLimits.ts';
import { maxLength, textField } from './textField.ts';

export { contactMessageMaxLength, contactNameMaxLength, newsletterCodeMaxLength };

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
