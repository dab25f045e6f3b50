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

/** A message by its language-pack id (`locales/<locale>.json`), with the arguments it takes. */
export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * The language-pack messages behind an error's English texts: its message, and each field's
 * messages by index (undefined where a text has no pack message and stays English).
 */
export interface MessageRefs {
  message?: MessageRef | undefined;
  fields?: Record<string, (MessageRef | undefined)[]>;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fields: DomainFieldErrors | undefined;
  /** What the texts are in the language packs, so the answer can be in the shopper's language. */
  readonly refs: MessageRefs | undefined;

  constructor(code: DomainErrorCode, message: string, fields?: DomainFieldErrors, refs?: MessageRefs) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
    this.refs = refs;
  }
}

/** A field breaks a rule: the message (and its pack message `ref`) is both the error's and the field's. */
export const invalidField = (field: string, message: string, ref?: MessageRef) =>
  new DomainError(
    'invalid',
    message,
    { [field]: [message] },
    ref && { message: ref, fields: { [field]: [ref] } },
  );

export const notFound = (message: string, ref?: MessageRef) =>
  new DomainError('not_found', message, undefined, ref && { message: ref });

/** The storefront shows this text when a product is asked for that is gone or unpublished. */
export const PRODUCT_NOT_AVAILABLE = 'The product is no longer available';

export const productNotAvailable = () => notFound(PRODUCT_NOT_AVAILABLE);

/** The cart the request names is missing or already an order: nothing to change. */
export const CART_GONE = 'Your cart is empty or has already been checked out.';

export const cartGone = () => notFound(CART_GONE, { id: 'checkout.error.cartGone' });

/** A cart with no lines cannot go on to checkout; the error is on `items`. */
export const CART_EMPTY = 'Your cart is empty.';

export const cartEmpty = () => invalidField('items', CART_EMPTY, { id: 'checkout.empty' });

/** A line key that is not (or no longer) in the cart. */
export const LINE_GONE = 'This item is no longer in your cart.';
