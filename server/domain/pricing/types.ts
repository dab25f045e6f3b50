/**
 * Types of the cart pricing engine: what the cart, checkout and coupon endpoints hand to
 * `priceCart` / `evaluateCoupon`, and what they get back.
 *
 * Every amount is an integer in the currency's minor unit (cents for USD, yen for JPY).
 * Field names are camelCase here; the store API maps them to the seed's snake_case wire names
 * (`lineSubtotal` → `line_subtotal`, `regularCost` → `regular_cost`, …) and to decimals.
 * Enumerated values keep the store API's own words: `bulk_discount`, `all_level`, `min_shipping`.
 */

/** An integer amount in the currency's minor unit. */
export type Minor = number;

/** Catalogue ids arrive as numbers or strings; the engine compares them as strings. */
export type Id = string | number;

// ─── Input ──────────────────────────────────────────────────────────────────────────────────

/** Custom line properties; `groupId` pairs a left and a right lens line. */
export interface LineProperties {
  /** Lines sharing a groupId are one paired item: each counts half in the cart count. */
  groupId?: string | null;
  [name: string]: unknown;
}

export interface CartLineInput {
  /** Unique line key within the cart. */
  key: string;
  productId: Id;
  /** @default null (a product without variants) */
  variantId?: Id | null;
  /** @default [] */
  categoryIds?: readonly Id[];
  /** The price the shopper pays per unit, before cart discounts (catalogue price, server-side). */
  unitPrice: Minor;
  /** The compare-at price per unit; shown struck through, never used in calculations. @default unitPrice */
  regularUnitPrice?: Minor;
  /** Whole units, 0 or more. */
  quantity: number;
  /** @default {} */
  properties?: LineProperties;
}

/**
 * Which lines a rule or coupon covers. A line matches when its product, its variant or one of
 * its categories is listed (any of the lists). No lists at all means every line.
 */
export interface Scope {
  productIds?: readonly Id[];
  variantIds?: readonly Id[];
  categoryIds?: readonly Id[];
}

export const discountValueTypes = ['flat', 'percentage'] as const;
/** `flat`: a fixed amount in minor units; `percentage`: percent off (0–100, decimals allowed). */
export type DiscountValueType = (typeof discountValueTypes)[number];

interface RuleBase {
  /** Stable id; also the discount group id and the tie-break between equal priorities. */
  id: string;
  /** Merchant-facing name, shown as the discount record's code. */
  name: string;
  /** Lower runs first and claims its lines first. @default 0 */
  priority?: number;
  /** @default true */
  enabled?: boolean;
}

export interface BulkTier {
  /** Threshold: units (preferenceType count) or minor units (preferenceType amount). */
  from: number;
  type: DiscountValueType;
  /** Percent, or minor units off the group's subtotal for `flat`. */
  value: number;
}

/** Bulk: the more of the scope you buy (by count or by amount), the bigger the discount. */
export interface BulkRule extends RuleBase {
  kind: 'bulk';
  scope: Scope;
  preferenceType: 'count' | 'amount';
  tiers: readonly BulkTier[];
}

export interface StepTier {
  /** 1-based position of the unit in the counting order (the 2nd item, the 3rd item…). */
  nth: number;
  type: DiscountValueType;
  /** Percent, or minor units off that one unit (capped at its price). */
  value: number;
}

/**
 * Step: the nth unit gets a discount. Steps repeat every `max(nth)` units.
 * - discountOrder: units are counted cheapest first (`asc`) or dearest first (`desc`).
 * - discountMethod `any`: the unit at the nth counted position gets the step's discount;
 *   `top`: the same number of discounts go to the first units in the counting order.
 * - effectiveLevel `all_level`: every reached step of a cycle applies; `top_only`: only the
 *   highest reached step of each cycle applies.
 */
export interface StepRule extends RuleBase {
  kind: 'step';
  scope: Scope;
  steps: readonly StepTier[];
  discountMethod: 'any' | 'top';
  discountOrder: 'asc' | 'desc';
  effectiveLevel: 'all_level' | 'top_only';
}

/** A gift's value: `percentage` = N % off each gift unit; `other` = free. */
export interface GiftValue {
  valueType: 'percentage' | 'other';
  /** Percent off when valueType is percentage; ignored for `other`. @default 100 */
  value?: number;
}

/** Which products can be gifts (Gift target_type / target_ids). */
export interface GiftTarget {
  targetType: 'variant' | 'product' | 'category';
  targetIds: readonly Id[];
}

/** Buy X from one set, get Y gift units from a gift set (cheapest gift units first). */
export interface BuyXGetYRule extends RuleBase {
  kind: 'buy_x_get_y';
  buy: {
    scope: Scope;
    preferenceType: 'count' | 'amount';
    /** Units to buy per fulfilment (preferenceType count). */
    quantity?: number;
    /** Minor units to spend per fulfilment (preferenceType amount). */
    amount?: Minor;
  };
  gift: GiftValue & GiftTarget;
  /** Gift units per fulfilment (gift_quantity). */
  giftQuantity: number;
  /** Whether fulfilments repeat (buy 4 → 2 gifts). @default true */
  repeat?: boolean;
}

/** Buy X of a product, get Y more of the same product (cheapest units of that product first). */
export interface BuyXGetXRule extends RuleBase {
  kind: 'buy_x_get_x';
  scope: Scope;
  buyQuantity: number;
  giftQuantity: number;
  gift: GiftValue;
  /** What counts as "the same": the product, or the exact variant. @default 'product' */
  sameBy?: 'product' | 'variant';
  /** @default true */
  repeat?: boolean;
}

/**
 * Shipping discount: matching methods are reduced by `maxShippingAmount`, floored at
 * 0; with limitType `min_shipping` or `maxLimit: false` the reduction is unlimited (free).
 */
export interface ShippingDiscountRule extends RuleBase {
  kind: 'shipping';
  /** Methods it applies to; empty means every method. */
  methodIds: readonly Id[];
  maxShippingAmount: Minor;
  limitType: 'min_shipping' | 'max_shipping';
  maxLimit: boolean;
  /** Only when the cart's contents total (after discounts) reaches this. @default 0 */
  minSubtotal?: Minor;
}

export type ProductDiscountRule = BulkRule | StepRule | BuyXGetYRule | BuyXGetXRule;
export type DiscountRule = ProductDiscountRule | ShippingDiscountRule;

export const couponKinds = ['percentage', 'fixed_cart', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];

export interface Coupon {
  /** Stored code; compared case-insensitively and trimmed. */
  code: string;
  kind: CouponKind;
  /** Percent for `percentage`, minor units for `fixed_cart`, ignored for `free_shipping`. */
  value: number;
  /** Cart subtotal needed (minor units). @default null (none) */
  minSpend?: Minor | null;
  /** ISO date-time; before it the code is not active yet. @default null */
  startsAt?: string | null;
  /** ISO date-time; at or after it the code has expired. @default null */
  expiresAt?: string | null;
  /** Total uses allowed across all customers. @default null (unlimited) */
  usageLimit?: number | null;
  /** Uses so far (from orders). @default 0 */
  usedCount?: number;
  /** Uses allowed per customer. @default null (unlimited) */
  perCustomerLimit?: number | null;
  /** Lines the discount applies to. @default every line */
  scope?: Scope;
  /** Applied by the store automatically rather than typed by the shopper. @default false */
  autoApply?: boolean;
  /** @default true */
  active?: boolean;
}

/** `one_discount`: a manual coupon is the only discount of the cart. */
export type InteractionType = 'one_discount' | 'combinable';

export interface AppliedCoupon {
  coupon: Coupon;
  /** How often the current customer already used this code (from orders). @default 0 */
  customerUses?: number;
}

export interface ShippingMethodInput {
  id: Id;
  name: string;
  cost: Minor;
}

export interface FeeInput {
  id: string;
  name: string;
  amount: Minor;
}

export interface CartInput {
  /** ISO 4217 code; its exponent (USD 2, JPY 0) comes from Intl. */
  currency: string;
  lines: readonly CartLineInput[];
  /** @default [] */
  rules?: readonly DiscountRule[];
  /** Coupons in the cart: typed by the shopper, or auto-apply ones the store offers. @default [] */
  coupons?: readonly AppliedCoupon[];
  /** @default 'combinable' */
  interactionType?: InteractionType;
  /** @default [] */
  shippingMethods?: readonly ShippingMethodInput[];
  /** @default null (no method chosen yet: shipping total 0) */
  selectedShippingMethodId?: Id | null;
  /** @default [] */
  fees?: readonly FeeInput[];
  /** Epoch milliseconds; coupon dates compare against it (the engine never reads the clock). */
  now: number;
}

// ─── Output ─────────────────────────────────────────────────────────────────────────────────

export type DiscountTypeName =
  | 'bulk_discount'
  | 'step_discount'
  | 'buy_x_get_y_discount'
  | 'buy_x_get_x_discount'
  | 'shipping_discount';

/** A gift label as data: the UI renders `N% off` or `Free`. */
export type GiftLabel = { valueType: 'percentage'; value: number } | { valueType: 'free' };

/** One discount's share of a line. */
export interface LineDiscountShare {
  source: 'rule' | 'coupon';
  /** Rule id or coupon code. */
  id: string;
  discountType: DiscountTypeName | CouponKind;
  amount: Minor;
}

export interface PricedLine {
  key: string;
  productId: Id;
  variantId: Id | null;
  quantity: number;
  unitPrice: Minor;
  regularUnitPrice: Minor;
  /** unitPrice × quantity. */
  lineSubtotal: Minor;
  /** lineSubtotal − discount, never negative. */
  lineTotal: Minor;
  /** Every discount on this line (rules and coupons). */
  discount: Minor;
  discounts: LineDiscountShare[];
  /** The discount group (rule id) this line belongs to, or null. */
  discountGroupId: string | null;
  /** Units given as gifts (gift_count); quantity = paidQuantity + giftCount. */
  giftCount: number;
  paidQuantity: number;
  /** How the gift units are priced, when giftCount > 0. */
  gift: GiftLabel | null;
  /** What this line adds to cart_contents_count (paired lens lines count half). */
  countedQuantity: number;
}

/**
 * What a line's gift units cost after their gift discount (0 when they are free). A line sits in
 * one rule's group, so its rule share is exactly what its gift units take off; a coupon's share of
 * the line belongs to its paid units.
 */
export function giftUnitsTotal(line: PricedLine): Minor {
  if (line.giftCount <= 0) return 0;
  const giftDiscount = line.discounts.find((share) => share.source === 'rule')?.amount ?? 0;
  return Math.max(0, Math.min(line.lineTotal, line.giftCount * line.unitPrice - giftDiscount));
}

/** Tip messages as data; the UI words them in any language. */
export type Tip =
  /** "Add {quantity} more to get {value}% off" (bulk count, step with nth, BXGY/BXGX gifts). */
  | {
      kind: 'add_quantity';
      ruleId: string;
      discountType: DiscountTypeName;
      quantity: number;
      value: number;
      valueType: DiscountValueType | 'free';
      /** Step rules: the position that gets the discount. */
      nth?: number;
      /** Step rules: units per cycle (the deepest step's position); `nth` repeats every `period`. */
      period?: number;
      discountMethod?: 'any' | 'top';
      discountOrder?: 'asc' | 'desc';
      /** Gift rules: gift units the next fulfilment brings. */
      giftQuantity?: number;
      /** BXGX: the product (or variant) the tip is about. */
      productId?: Id;
    }
  /** "Spend {amount} more to get …" (bulk amount, BXGY by amount, shipping). */
  | {
      kind: 'add_amount';
      ruleId: string;
      discountType: DiscountTypeName;
      amount: Minor;
      value: number;
      valueType: DiscountValueType | 'free';
      giftQuantity?: number;
    }
  /** "You've reached the top tier: {value}% off". */
  | {
      kind: 'top_tier_reached';
      ruleId: string;
      discountType: DiscountTypeName;
      value: number;
      valueType: DiscountValueType | 'free';
    }
  /** "You saved {amount}". */
  | { kind: 'saved'; ruleId: string; discountType: DiscountTypeName; amount: Minor }
  /** "Choose {quantity} gift(s)": gifts earned but not in the cart yet (opens the gift picker). */
  | {
      kind: 'gift_available';
      ruleId: string;
      discountType: DiscountTypeName;
      quantity: number;
      value: number;
      valueType: 'percentage' | 'free';
    };

export type TipKind = Tip['kind'];

/** Bulk count rules describe their tiers per item count, up to the 10th item. */
export interface TierLadderStep {
  quantity: number;
  value: number;
  valueType: DiscountValueType;
}

export interface DiscountGroup {
  /** The rule id, or null for lines no rule covers. */
  id: string | null;
  name: string | null;
  discountType: DiscountTypeName | null;
  /** Line keys in the cart's order. */
  lineKeys: string[];
  /** Sum of the rule's discount over the group's lines. */
  discount: Minor;
  tips: Tip[];
  /** Bulk count rules only. */
  tierLadder?: TierLadderStep[];
}

export interface DiscountRecordEntry {
  ruleId: string;
  code: string;
  discountType: DiscountTypeName;
  amount: Minor;
  cartItemKeys: string[];
  productIds: Id[];
  /** The rule's parameters, as the store's rule_data. */
  ruleData: Record<string, unknown>;
}

export type CouponRejectionReason =
  | 'unknown'
  | 'expired'
  | 'already_applied'
  | 'one_discount'
  | 'usage_limit'
  | 'customer_limit'
  | 'not_applicable'
  | 'min_spend';

export interface CouponRejection {
  ok: false;
  status: 422;
  reason: CouponRejectionReason;
  message: string;
  /** The code as stored (or as typed, trimmed, when unknown). */
  code: string;
  /** The arguments of `message` as its language-pack message (`couponMessageIds`) takes them. */
  values: Record<string, string>;
  /** For `min_spend`: the data behind "spend {amountShort} more". */
  minSpend?: { required: Minor; current: Minor; amountShort: Minor; currency: string };
}

export interface CouponAcceptance {
  ok: true;
  code: string;
  coupon: Coupon;
}

export type CouponEvaluation = CouponAcceptance | CouponRejection;

export interface CouponRecordEntry {
  code: string;
  kind: CouponKind;
  autoCoupon: boolean;
  /** Whether the coupon currently discounts the cart (is_use). */
  isUse: boolean;
  freeShipping: boolean;
  amount: Minor;
  cartItemKeys: string[];
  /** Why it does not apply now (exception_msg), with data for the UI. */
  exception: CouponRejection | null;
}

export interface PricedShippingMethod {
  id: Id;
  name: string;
  cost: Minor;
  regularCost: Minor;
  /** Rule id or coupon code that lowered the cost, if any. */
  discountedBy: string | null;
}

export interface CartTotals {
  cartSubtotal: Minor;
  ruleDiscountTotal: Minor;
  couponDiscountTotal: Minor;
  discountTotal: Minor;
  cartContentsTotal: Minor;
  shippingRegularTotal: Minor;
  shippingTotal: Minor;
  feesTotal: Minor;
  /** cartContentsTotal + shippingTotal + feesTotal. */
  cartTotal: Minor;
  /** May end in .5 when a paired lens line lacks its partner. */
  cartContentsCount: number;
}

export interface PricedCart {
  currency: { code: string; exponent: number };
  /** In the input order. */
  lines: PricedLine[];
  discountGroups: DiscountGroup[];
  discountRecord: DiscountRecordEntry[];
  couponRecord: CouponRecordEntry[];
  shipping: PricedShippingMethod[];
  fees: FeeInput[];
  /** Cart-level tips (e.g. spend more for a shipping discount). */
  tips: Tip[];
  totals: CartTotals;
}
