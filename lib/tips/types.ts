/**
 * Tip data as the UI sees it: a structural, camelCase copy of the pricing
 * engine's `Tip` (server/domain/pricing/types.ts, not imported — components
 * never depend on the server). Money fields are the currency's minor units (lib/money).
 */

export type TipDiscountType =
  | 'bulk_discount'
  | 'step_discount'
  | 'buy_x_get_y_discount'
  | 'buy_x_get_x_discount'
  | 'shipping_discount';

/** `flat` values are minor units, `percentage` values percent (decimals allowed), `free` has no value. */
export type TipValueType = 'percentage' | 'flat' | 'free';

interface TipBase {
  ruleId?: string;
  discountType: TipDiscountType;
}

/** "Add {quantity} more to get …" (bulk count, step with `nth`, buy-X-get-Y/X gifts). */
export interface AddQuantityTip extends TipBase {
  kind: 'add_quantity';
  quantity: number;
  value: number;
  valueType: TipValueType;
  /** Step rules: the position that gets the discount. */
  nth?: number;
  /** Step rules: units per cycle; the `nth` unit of every `period` gets the discount. */
  period?: number;
  discountMethod?: 'any' | 'top';
  /** Step rules: `asc` discounts the cheapest units, `desc` the dearest. */
  discountOrder?: 'asc' | 'desc';
  /** Gift rules: gift units the next fulfilment brings. */
  giftQuantity?: number;
}

/** "Spend {amount} more to get …" (bulk amount, buy-X-get-Y by amount, shipping). */
export interface AddAmountTip extends TipBase {
  kind: 'add_amount';
  amount: number;
  value: number;
  valueType: TipValueType;
  giftQuantity?: number;
}

/** "You've reached the top discount: …". */
export interface TopTierReachedTip extends TipBase {
  kind: 'top_tier_reached';
  value: number;
  valueType: TipValueType;
}

/** "You saved {amount}". */
export interface SavedTip extends TipBase {
  kind: 'saved';
  amount: number;
}

/** Gifts earned but not in the cart yet (the gift picker offers them). */
export interface GiftAvailableTip extends TipBase {
  kind: 'gift_available';
  quantity: number;
  value: number;
  valueType: 'percentage' | 'free';
  /** What the gift set is: category names or product titles (the tip says what to add). */
  giftNames?: string[];
  giftTargetType?: 'category' | 'product' | 'variant';
}

export type Tip = AddQuantityTip | AddAmountTip | TopTierReachedTip | SavedTip | GiftAvailableTip;
export type TipKind = Tip['kind'];

/** A message id and its ICU values, ready for `intl.formatMessage(descriptor, values)`. */
export interface TipMessageDescriptor<M = string> {
  id: string;
  /** Amounts are `M`: text, or an element the component makes (a convertible money element). */
  values: Record<string, string | number | M>;
}
