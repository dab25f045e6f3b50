import { z } from 'zod';
import { emailSchema } from './contact.ts';
import { maxLength, optionalTextField, textField } from './textField.ts';

/**
 * Password length bounds. The passwords must match; 8 is the NIST SP 800-63B
 * minimum, and 128 keeps hashing cost bounded. Passwords are never trimmed.
 */
export const passwordLength = { min: 8, max: 128 } as const;

const newPasswordSchema = textField(
  [
    [(value) => value.length >= passwordLength.min, 'validation.password.tooShort'],
    maxLength(passwordLength.max, 'validation.password.tooLong'),
  ],
  { required: 'validation.password.required', trim: false },
);

/** Create-account form (passwords must match). */
export const registerSchema = z
  .object({
    firstName: optionalTextField([maxLength(255, 'validation.firstName.tooLong')]),
    lastName: optionalTextField([maxLength(255, 'validation.lastName.tooLong')]),
    email: emailSchema,
    password: newPasswordSchema,
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
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

/**
 * Log-in form (email and password not empty). Deliberately no format or length rules:
 * a wrong password gets one generic answer from the server, and old accounts may predate rules.
 */
export const loginSchema = z.object({
  email: textField([], { required: 'validation.email.required' }),
  password: textField([], { required: 'validation.password.required', trim: false }),
});
export type Login = z.output<typeof loginSchema>;
