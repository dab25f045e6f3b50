import type { Tip, TipDiscountType } from '../tips/types';

/**
 * Cart view models for the design system: camelCase, money in the currency's
 * minor units (lib/money). The page layer maps the store's wire format onto these.
 */

/** A gift label as data: `percentage` shows "N% off", `free` shows "Free". */
export type CartGiftLabel = { valueType: 'percentage'; value: number } | { valueType: 'free' };

/** A shopper-entered custom property (engraving text, an uploaded file's URL…). */
export interface CartLineProperty {
  name: string;
  value: string;
}

/** Paired-lens power (special attribute `power`, labelled Power( L ) / Power( R )). */
export interface CartLensPower {
  left?: string;
  right?: string;
}

export interface CartLineView {
  /** The line key (stable id of the line). */
  key: string;
  title: string;
  /** Variant text, e.g. "Navy / M". */
  variantTitle?: string;
  /** Product page address. */
  url?: string;
  imageUrl?: string;
  imageAlt?: string;
  quantity: number;
  /** What the shopper pays for the line, minor units. */
  amount: number;
  /** The line before discounts, minor units; shown struck through when higher. */
  regularAmount?: number;
  /** Set on the free / discounted gift part of a split line. */
  gift?: CartGiftLabel;
  properties?: CartLineProperty[];
  lensPower?: CartLensPower;
  /**
   * Gift parts cannot change quantity on their own (the rule decides them).
   * @default true
   */
  editable?: boolean;
  /**
   * The store line this view shows part of (a gift line shows as a paid and a gift part, each
   * with its own `key`); quantity changes and removal act on it.
   * @default key
   */
  lineKey?: string;
  /**
   * Units of the same store line shown in its other part (the paid part holds the gift count):
   * they stay when this part's quantity changes or it is removed.
   * @default 0
   */
  heldUnits?: number;
  /**
   * Shows the remove button (the gift part of a line that also has paid units has none: the
   * rule gives it back as long as the line qualifies).
   * @default true
   */
  removable?: boolean;
}

/** A discount group (pricing engine `DiscountGroup`): the lines one rule covers, with its tips. */
export interface CartDiscountGroupView {
  /** The rule id, or null for the lines no rule covers. */
  id: string | null;
  /** The rule's customer-facing name. */
  name: string | null;
  discountType: TipDiscountType | null;
  /** Line keys in the cart's order. */
  lineKeys: string[];
  /** The group's discount, minor units. */
  discount: number;
  tips: Tip[];
  /** Gifts the rule has earned but the cart does not hold yet (buy-X-get-Y): what the gift picker offers. */
  gifts?: GiftProductView[];
}

export interface CartTotalsView {
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
}

/** A product offered by the buy-X-get-Y gift picker. */
export interface GiftProductView {
  id: string;
  title: string;
  imageUrl?: string;
  imageAlt?: string;
  /** The price the gift costs, minor units (0 when free). */
  amount: number;
  regularAmount?: number;
  /** The product's option names (Colour, Size); a product with options but no variants cannot be added. */
  variantAttributeNames: string[];
  variantCount: number;
  /** The variant the add button adds, when the product has variants. */
  variantId?: string;
}
