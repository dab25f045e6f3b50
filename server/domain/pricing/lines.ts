import { idKey, type ScopeSubject } from './money.ts';
import type { CartLineInput, GiftLabel, Minor, TierLadderStep, Tip } from './types.ts';

/** A validated line with its ids as strings, as every rule sees it. */
export interface PricingLine extends ScopeSubject {
  key: string;
  /** Position in the input: the order lines are shown in, never used to decide amounts. */
  index: number;
  input: CartLineInput;
  unitPrice: Minor;
  quantity: number;
  subtotal: Minor;
}

/** What one product rule does to the lines of its discount group. */
export interface RuleResult {
  /** Discount per line key (only lines with a discount). */
  discounts: Map<string, Minor>;
  /** Gift units per line key (gift rules only). */
  giftCounts: Map<string, number>;
  giftLabel: GiftLabel | null;
  tips: Tip[];
  tierLadder?: TierLadderStep[];
}

export const emptyResult = (): RuleResult => ({
  discounts: new Map(),
  giftCounts: new Map(),
  giftLabel: null,
  tips: [],
});

const isNonNegativeInteger = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Checks and normalises the input lines. Throws a RangeError on input no cart can hold
 * (duplicate keys, fractional or negative quantities and prices): the endpoints validate
 * requests first, so reaching this is a programming error, not a shopper's.
 */
export function toPricingLines(lines: readonly CartLineInput[]): PricingLine[] {
  const seen = new Set<string>();
  return lines.map((input, index) => {
    if (seen.has(input.key)) throw new RangeError(`Duplicate cart line key ${input.key}`);
    seen.add(input.key);
    if (!isNonNegativeInteger(input.quantity)) {
      throw new RangeError(`Line ${input.key}: quantity must be a whole number ≥ 0`);
    }
    if (!isNonNegativeInteger(input.unitPrice)) {
      throw new RangeError(`Line ${input.key}: unitPrice must be whole minor units ≥ 0`);
    }
    return {
      key: input.key,
      index,
      input,
      productId: idKey(input.productId),
      variantId: idKey(input.variantId),
      categoryIds: (input.categoryIds ?? []).map(idKey),
      unitPrice: input.unitPrice,
      quantity: input.quantity,
      subtotal: input.unitPrice * input.quantity,
    };
  });
}

/** Canonical order: by key (code-unit order, locale-free), so results never depend on input order. */
export const byKey = (a: { key: string }, b: { key: string }): number =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** Units cheapest first, then by key: who gets a gift or an nth-item discount. */
export const cheapestFirst = (a: PricingLine, b: PricingLine): number =>
  a.unitPrice - b.unitPrice || byKey(a, b);
