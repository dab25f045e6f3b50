/**
 * Keeping card data out of analytics (a card number longer than 8 characters is
 * masked — first 4 and last 4 shown — and the security code is never included). The statistics
 * endpoint runs every event's parameters through {@link sanitizeAnalyticsParameters} before
 * storing them; the browser does the same before sending.
 */

/** How many leading and trailing digits stay visible. */
const visibleEdge = 4;
const maskCharacter = '*';

/**
 * Masks a card number: separators (spaces, dashes) are dropped and, when more than 8 characters
 * remain, everything but the first and last 4 becomes `*`. Shorter values are not card numbers
 * and are returned as given (they cannot reveal more than 8 digits anyway).
 */
export function maskCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  if (compact.length <= visibleEdge * 2) return cardNumber;
  return (
    compact.slice(0, visibleEdge) +
    maskCharacter.repeat(compact.length - visibleEdge * 2) +
    compact.slice(-visibleEdge)
  );
}

/** Field names that carry a security code (CVV/CVC/CID…), compared without case, `_` or `-`. */
const securityCodeKeys = new Set([
  'cvv',
  'cvv2',
  'cvc',
  'cvc2',
  'cid',
  'csc',
  'cvn',
  'securitycode',
  'cardsecuritycode',
  'cardcode',
  'cardcvv',
  'cardcvc',
  'verificationvalue',
  'cardverificationvalue',
  'verificationcode',
]);

/** Field names that hold a card number: the value is masked whatever it looks like. */
const cardNumberKeys = new Set(['cardnumber', 'cardno', 'ccnumber', 'creditcardnumber', 'pan']);
/** Objects whose `number` field is a card number (`{ card: { number } }`), unlike an order's. */
const cardObjectKeys = new Set(['card', 'creditcard', 'paymentcard', 'cc']);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[_\-\s.]/g, '');
}

export function isSecurityCodeKey(key: string): boolean {
  return securityCodeKeys.has(normalizeKey(key));
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A run of 13–19 digits, optionally grouped by single spaces or dashes ("4242 4242 4242 4242").
 * Lookarounds keep it from starting or ending inside a longer number.
 */
const digitRun = /(?<![\d])\d(?:[ -]?\d){12,18}(?![ -]?\d)/g;

/**
 * "Looks like a card number": 13–19 digits that pass Luhn and do not start with 0 or 1 (no
 * payment-card issuer range does; millisecond timestamps and many ids do). Luhn lets through one
 * random number in ten — a masked order id is a far smaller harm than a stored card number.
 */
export function looksLikeCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  return /^[2-9]\d{12,18}$/.test(digits) && luhn(digits);
}

/** Masks every card-number-looking run inside free text (an error message, a search term). */
export function maskCardNumbersInText(text: string): string {
  return text.replace(digitRun, (run) => (looksLikeCardNumber(run) ? maskCardNumber(run) : run));
}

/** JSON-like analytics parameters, as the statistics endpoint stores them. */
export type AnalyticsValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | AnalyticsValue[]
  | { [key: string]: AnalyticsValue };

function isCardNumberKey(key: string | undefined, parentKey: string | undefined): boolean {
  if (key === undefined) return false;
  const normalized = normalizeKey(key);
  if (cardNumberKeys.has(normalized)) return true;
  return normalized === 'number' && parentKey !== undefined && cardObjectKeys.has(normalizeKey(parentKey));
}

/** Events nest a few levels at most; anything deeper is dropped rather than walked (cycles, abuse). */
const maxDepth = 20;

function sanitizeValue(
  value: unknown,
  key: string | undefined,
  parentKey: string | undefined,
  depth: number,
): AnalyticsValue {
  // A card-number key masks whatever it holds (even a mistyped, Luhn-invalid number is most of a
  // real one); elsewhere only card-looking digit runs are masked.
  const cardKey = isCardNumberKey(key, parentKey);
  switch (typeof value) {
    case 'string':
      return cardKey ? maskCardNumber(value) : maskCardNumbersInText(value);
    case 'number':
    case 'bigint': {
      if (typeof value === 'number' && !Number.isInteger(value)) return value;
      const text = String(value < 0 ? -value : value);
      if (cardKey || looksLikeCardNumber(text)) return maskCardNumber(text);
      return typeof value === 'bigint' ? text : value;
    }
    case 'boolean':
    case 'undefined':
      return value;
    case 'object':
      break;
    default:
      // functions and symbols are not data
      return undefined;
  }
  if (value === null) return null;
  if (depth >= maxDepth) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, key, parentKey, depth + 1));
  const result: Record<string, AnalyticsValue> = {};
  for (const [childKey, child] of Object.entries(value)) {
    if (isSecurityCodeKey(childKey)) continue;
    result[childKey] = sanitizeValue(child, childKey, key, depth + 1);
  }
  return result;
}

/**
 * A copy of an event's parameters safe to store: security-code fields (cvv, cvc, securityCode…)
 * removed at any depth, values under card-number keys masked, and any card-number-looking digits
 * elsewhere (strings or integers) masked to first 4 + last 4. Dates become ISO strings; functions
 * and symbols are dropped. The input is not modified. Accepts anything a JSON body parses to.
 */
export function sanitizeAnalyticsParameters(
  parameters: Readonly<Record<string, unknown>>,
): Record<string, AnalyticsValue> {
  return sanitizeValue(parameters, undefined, undefined, 0) as Record<string, AnalyticsValue>;
}
