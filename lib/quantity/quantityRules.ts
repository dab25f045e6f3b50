/**
 * Quantity input rules, as pure functions so the component,
 * the cart page and the server can share them.
 */

/** The smallest quantity a product-page input accepts. */
export const QUANTITY_MIN = 1;
/** Cart lines accept 0 (which removes the line). */
export const CART_LINE_QUANTITY_MIN = 0;
/** The largest quantity; anything above it is rejected, not clamped. */
export const QUANTITY_MAX = 100_000;
/** Quantities above this publish an invalid-number event. */
export const INVALID_NUMBER_THRESHOLD = 100;
/** The input steps by one. */
export const QUANTITY_STEP = 1;

export interface QuantityBounds {
  min: number;
  max: number;
}

export type QuantityOutcome =
  /** The entry was a whole number within the bounds. */
  | 'accepted'
  /** The entry was a number with a fraction and was rounded. */
  | 'rounded'
  /** The entry was outside min…max and was clamped to the nearest bound. */
  | 'clamped'
  /** The entry was not a number, or above 100000: the previous value stays. */
  | 'reverted';

export interface QuantityResult {
  value: number;
  outcome: QuantityOutcome;
  /** The entered number exceeded 100: publish an invalid-number event. */
  exceedsInvalidThreshold: boolean;
  /** The number the shopper typed, after stripping and rounding (NaN when none). */
  entered: number;
}

/**
 * What the field may hold while the shopper types: digits and one decimal
 * point. Non-numeric characters are stripped (a minus sign too, so a
 * quantity can never be negative).
 */
export const stripNonNumeric = (raw: string): string => {
  const kept = raw.replace(/[^\d.]/g, '');
  const firstPoint = kept.indexOf('.');
  return firstPoint === -1
    ? kept
    : kept.slice(0, firstPoint + 1) + kept.slice(firstPoint + 1).replace(/\./g, '');
};

/** Clamps a quantity into the bounds. */
export const clampQuantity = (value: number, { min, max }: QuantityBounds): number =>
  Math.min(Math.max(value, min), max);

/**
 * Resolves what the shopper typed into the quantity to keep:
 * strip non-numeric characters, round to an integer; no number or a number
 * above 100000 reverts to `previous`; outside min…max clamps to the bound.
 */
export const resolveQuantity = (raw: string, previous: number, bounds: QuantityBounds): QuantityResult => {
  const cleaned = stripNonNumeric(raw);
  const parsed = cleaned === '' || cleaned === '.' ? Number.NaN : Number(cleaned);
  const entered = Number.isFinite(parsed) ? Math.round(parsed) : Number.NaN;
  const exceedsInvalidThreshold = entered > INVALID_NUMBER_THRESHOLD;

  if (Number.isNaN(entered) || entered > QUANTITY_MAX) {
    return { value: previous, outcome: 'reverted', exceedsInvalidThreshold, entered };
  }
  const clamped = clampQuantity(entered, bounds);
  const outcome: QuantityOutcome =
    clamped !== entered ? 'clamped' : entered !== parsed ? 'rounded' : 'accepted';
  return { value: clamped, outcome, exceedsInvalidThreshold, entered };
};

/** The quantity one step down or up from `value`, kept in bounds (the −/+ buttons). */
export const stepQuantity = (value: number, direction: -1 | 1, bounds: QuantityBounds): number =>
  clampQuantity(value + direction * QUANTITY_STEP, bounds);
