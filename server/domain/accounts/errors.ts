/**
 * The accounts domain's refusals, free of HTTP: each carries a code the routes map to a status
 * (server/http/customer.ts `accountErrorToHttp`). Field errors name the wire's fields. Every text
 * names its language-pack message (`refs`), so the answer comes back in the X-LANG language.
 */
import { englishValidationMessage } from '../../../lib/validation/messages.ts';
import type { MessageRef, MessageRefs } from '../errors';

export type AccountErrorCode =
  /** No live session. */
  | 'unauthenticated'
  /** The session's CSRF token is missing or wrong. */
  | 'csrf_mismatch'
  /** Input breaks a rule; `fields` says which. */
  | 'invalid'
  /** Email and password do not match an account (never says which was wrong). */
  | 'bad_credentials'
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  | 'too_many_attempts'
  /** The resource does not exist or is not the customer's. */
  | 'not_found'
  /** A mailed link that is unknown, used, voided or older than 20 minutes. */
  | 'token_invalid'
  /** The gateway declined the card; `message` is the `PAYMENT_…` key. */
  | 'payment_declined';

export class AccountError extends Error {
  readonly code: AccountErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The pack messages behind the message and the field texts. */
  readonly refs: MessageRefs | undefined;

  constructor(
    code: AccountErrorCode,
    message: string,
    options: { fields?: Record<string, string[]>; retryAfterSeconds?: number; refs?: MessageRefs } = {},
  ) {
    super(message);
    this.name = 'AccountError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.refs = options.refs;
  }
}

/** A refusal whose message is one pack message (English `message`, said in X-LANG by `ref`). */
export const accountError = (
  code: AccountErrorCode,
  message: string,
  ref: MessageRef,
  options: { retryAfterSeconds?: number } = {},
) => new AccountError(code, message, { ...options, refs: { message: ref } });

/** One field's refusal, its message the same text as the field's. */
export const fieldError = (code: AccountErrorCode, field: string, message: string, ref: MessageRef) =>
  new AccountError(code, message, {
    fields: { [field]: [message] },
    refs: { message: ref, fields: { [field]: [ref] } },
  });

/**
 * Field refusals by lib/validation message ids (which are pack ids): the English texts, the first
 * one as the message, and the refs. Undefined when no field has a problem.
 */
export function invalidFields(ids: Record<string, readonly string[]>): AccountError | undefined {
  const entries = Object.entries(ids).filter(([, list]) => list.length > 0);
  const first = entries[0];
  if (!first) return undefined;
  const fields = Object.fromEntries(
    entries.map(([field, list]) => [field, list.map(englishValidationMessage)]),
  );
  const refs = Object.fromEntries(entries.map(([field, list]) => [field, list.map((id) => ({ id }))]));
  return new AccountError('invalid', englishValidationMessage(first[1][0]!), {
    fields,
    refs: { message: { id: first[1][0]! }, fields: refs },
  });
}

/** One field's refusal by its lib/validation message id. */
export const invalidField = (field: string, id: string) => invalidFields({ [field]: [id] })!;

const notFoundIds = {
  Address: 'account.error.addressNotFound',
  'Payment method': 'account.error.cardNotFound',
  Resource: 'account.error.notFound',
} as const;

export const notFound = (what: keyof typeof notFoundIds) =>
  accountError('not_found', `${what} not found.`, { id: notFoundIds[what] });
