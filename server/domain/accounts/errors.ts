/**
 * The accounts domain's refusals, free of HTTP: each carries a code the routes map to a status
 * (server/routes/account.ts `toApiError`). Field errors name the wire's fields.
 */
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

  constructor(
    code: AccountErrorCode,
    message: string,
    options: { fields?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AccountError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** One field's refusal. */
export const invalidField = (field: string, message: string) =>
  new AccountError('invalid', message, { fields: { [field]: [message] } });

export const notFound = (what: string) => new AccountError('not_found', `${what} not found.`);
