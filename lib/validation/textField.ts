import { z } from 'zod';
import type { ValidationMessageId } from './messages.ts';

/** One rule of a text field: a predicate on the (trimmed) value and the message id when it fails. */
export type TextRule = readonly [test: (value: string) => boolean, message: ValidationMessageId];

export interface TextFieldOptions {
  /**
   * Message when the value is missing or empty. Omit for an optional field: an empty string and
   * `undefined` are then accepted (forms send '' for untouched inputs).
   * @default undefined (optional field)
   */
  required?: ValidationMessageId;
  /**
   * Trim surrounding whitespace before the rules run (and in the parsed output).
   * Passwords are the one place this is turned off.
   * @default true
   */
  trim?: boolean;
}

/**
 * A string field whose rules run in order and report **only the first failure**, so a shopper sees
 * one message per field ("Enter an email address", not that plus "Enter a valid email").
 * Issues are non-aborting, so object-level rules (postcode by country…) still run alongside.
 */
export function textField(rules: readonly TextRule[], { required, trim = true }: TextFieldOptions = {}) {
  const base = trim ? z.string({ error: required }).trim() : z.string({ error: required });
  const checked = base.superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: required, input: value });
      return;
    }
    for (const [test, message] of rules) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return;
      }
    }
  });
  return checked;
}

/** An optional text field: also accepts `undefined` and `null` (JSON clients), parsed as ''. */
export function optionalTextField(
  rules: readonly TextRule[],
  options: Omit<TextFieldOptions, 'required'> = {},
) {
  return textField(rules, options)
    .nullish()
    .transform((value) => value ?? '');
}

/** Rule: at most `max` characters (UTF-16 code units, as `maxlength` counts). */
export const maxLength = (max: number, message: ValidationMessageId): TextRule => [
  (value) => value.length <= max,
  message,
];

/** Rule: matches `pattern`. */
export const matches = (pattern: RegExp, message: ValidationMessageId): TextRule => [
  (value) => pattern.test(value),
  message,
];
