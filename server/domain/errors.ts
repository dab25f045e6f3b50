/**
 * What the rules refuse, in the rules' own words: a code saying what kind of refusal it is, the
 * English message the shopper or API client reads, and the fields it concerns. Domain code throws
 * these and knows nothing of HTTP; `server/app.ts`'s one `onError` turns them into answers
 * (`server/http/errors.ts` holds the code → status table).
 */

/**
 * - `not_found`: the thing asked for does not exist (or is not the caller's to see)
 * - `invalid`: the input breaks a rule (a field's value, stock, an option that does not belong)
 * - `conflict`: the request clashes with the current state (a cart already checked out, a key reused)
 * - `in_progress`: the same request is still being worked on; it may be retried shortly
 * - `payment_declined`: the payment gateway refused; the message is the decline code
 */
export const domainErrorCodes = [
  'not_found',
  'invalid',
  'conflict',
  'in_progress',
  'payment_declined',
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];

/** Messages per field (dotted wire names), the first one being what a form shows. */
export type DomainFieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields: DomainFieldErrors | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: DomainFieldErrors) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
  }
}

/** A field breaks a rule: the message is both the error's and the field's. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, { [field]: [message] });

export const notFound = (message: string) => new DomainError('not_found', message);

/** The storefront shows this text when a product is asked for that is gone or unpublished. */
export const PRODUCT_NOT_AVAILABLE = 'The product is no longer available';

export const productNotAvailable = () => notFound(PRODUCT_NOT_AVAILABLE);

/** The cart the request names is missing or already an order: nothing to change. */
export const CART_GONE = 'Your cart is empty or has already been checked out.';

/** A line key that is not (or no longer) in the cart. */
export const LINE_GONE = 'This item is no longer in your cart.';
