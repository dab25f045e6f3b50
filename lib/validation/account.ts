import { z } from 'zod';
import { emailSchema } from './contact.ts';
import { maxLength, optionalTextField, textField } from './textField.ts';

/**
 * Password length bounds. The two passwords must match; 8 is the NIST SP 800-63B
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

/** The most common passwords of public breach lists that fit the length rule. */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zaq12wsx',
  'asdfghjkl',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'aa123456',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'charlie1',
  'dragon12',
  'monkey12',
  'changeme',
  'internet',
]);

/**
 * The password policy beyond length: not the account's email (any case), not a common password
 * and not one character repeated. The message id of the first rule broken, or undefined.
 */
export function passwordPolicyProblem(password: string, email: string): string | undefined {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'validation.password.sameAsEmail';
  if (commonPasswords.has(password.toLowerCase()) || /^(.)\1+$/.test(password))
    return 'validation.password.common';
  return undefined;
}

/** The server's refusal of a second account for one email. */
export const emailTakenMessage = 'validation.email.taken';

/** Create-account form: the passwords must match, and the password policy above applies. */
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
    const policy = passwordPolicyProblem(form.password, form.email);
    if (policy) ctx.addIssue({ code: 'custom', path: ['password'], message: policy, input: form.password });
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
