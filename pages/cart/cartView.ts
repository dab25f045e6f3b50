/**
 * The store's cart (wire format: snake_case, money as "19.99" strings) as the design system's
 * view models (lib/cart/types: camelCase, minor units; model.ts `CartView`). One mapping for the
 * popup cart, the drawer (which map the client's cart store) and the cart page (its loader).
 */
import type { WireCart, WireCartLine, WireGiftProduct, WireTip } from '../../api/cart';
import { fromWireMoney } from '../../api/money';
import { splitGiftLine } from '../../lib/cart/gifts';
import type {
  CartDiscountGroupView,
  CartGiftLabel,
  CartLineView,
  CartTotalsView,
  GiftProductView,
} from '../../lib/cart/types';
import type { Tip, TipDiscountType, TipValueType } from '../../lib/tips/types';
import type { CartView } from './model';

const discountTypes: readonly TipDiscountType[] = [
  'bulk_discount',
  'step_discount',
  'buy_x_get_y_discount',
  'buy_x_get_x_discount',
  'shipping_discount',
];
const asDiscountType = (value: string | null | undefined): TipDiscountType | null =>
  discountTypes.find((type) => type === value) ?? null;

const asValueType = (value: string | undefined): TipValueType =>
  value === 'percentage' || value === 'free' ? value : 'flat';

/** A tip's `value`: percent as a number, flat money in minor units, free as 100. */
const tipValue = (tip: WireTip, currency: string): number => {
  if (typeof tip.value === 'number') return tip.value;
  if (typeof tip.value === 'string') return fromWireMoney(tip.value, currency);
  return 0;
};

/** A wire tip as the UI's Tip; null for a kind or discount type this UI does not know. */
function toTip(tip: WireTip, currency: string): Tip | null {
  const discountType = asDiscountType(tip.discount_type);
  if (!discountType) return null;
  const base = { ruleId: tip.rule_id, discountType };
  const valueType = asValueType(tip.value_type);
  switch (tip.kind) {
    case 'add_quantity':
      return {
        ...base,
        kind: 'add_quantity',
        quantity: tip.quantity ?? 0,
        value: tipValue(tip, currency),
        valueType,
        nth: tip.nth,
        period: tip.period,
        discountMethod:
          tip.discount_method === 'top' ? 'top' : tip.discount_method === 'any' ? 'any' : undefined,
        discountOrder:
          tip.discount_order === 'desc' ? 'desc' : tip.discount_order === 'asc' ? 'asc' : undefined,
        giftQuantity: tip.gift_quantity,
      };
    case 'add_amount':
      return {
        ...base,
        kind: 'add_amount',
        amount: tip.amount ? fromWireMoney(tip.amount, currency) : 0,
        value: tipValue(tip, currency),
        valueType,
        giftQuantity: tip.gift_quantity,
      };
    case 'top_tier_reached':
      return { ...base, kind: 'top_tier_reached', value: tipValue(tip, currency), valueType };
    case 'saved':
      return { ...base, kind: 'saved', amount: tip.amount ? fromWireMoney(tip.amount, currency) : 0 };
    case 'gift_available':
      return {
        ...base,
        kind: 'gift_available',
        quantity: tip.quantity ?? tip.gift_quantity ?? 1,
        value: tipValue(tip, currency),
        valueType: valueType === 'percentage' ? 'percentage' : 'free',
        giftNames: tip.gift_names,
        giftTargetType: tip.gift_target_type,
      };
  }
}

/** The label of a line's gift units, as the view models carry it. */
export const giftLabelOf = (line: Pick<WireCartLine, 'label'>): CartGiftLabel | null =>
  line.label
    ? line.label.value_type === 'percentage'
      ? { valueType: 'percentage', value: line.label.value }
      : { valueType: 'free' }
    : null;

/**
 * A store line as the cart shows it: one view, or two when it holds gift units next to paid
 * ones — the paid part (quantity − gift_count, with the quantity stepper) and the
 * gift part (its own price and the "Free" / "N% off" label, fixed quantity). Only the gift part
 * carries the label.
 */
export function toLineViews(line: WireCartLine, currency: string): CartLineView[] {
  const variantTitle = line.attrs.map((attr) => attr.value).join(' / ');
  const lensPower = line.properties.reduce<{ left?: string; right?: string }>((power, property) => {
    if (property.name === 'Power( L )') power.left = property.value;
    if (property.name === 'Power( R )') power.right = property.value;
    return power;
  }, {});
  const properties = line.properties.filter((property) => !property.name.startsWith('Power('));
  const gift = giftLabelOf(line);
  const parts = splitGiftLine({
    quantity: line.quantity,
    giftCount: line.gift_count,
    unitPrice: fromWireMoney(line.price, currency),
    lineTotal: fromWireMoney(line.line_total, currency),
    giftTotal: fromWireMoney(line.gift_total, currency),
    gift,
  });
  const base = {
    lineKey: line.key,
    title: line.product.title,
    variantTitle: variantTitle || undefined,
    url: line.product.path,
    imageUrl: line.feature_image?.url,
    imageAlt: line.feature_image?.alt ?? '',
    properties: properties.length > 0 ? properties : undefined,
    lensPower: lensPower.left || lensPower.right ? lensPower : undefined,
  };
  const views: CartLineView[] = [];
  if (parts.paid) {
    views.push({
      ...base,
      key: line.key,
      quantity: parts.paid.quantity,
      amount: parts.paid.amount,
      regularAmount: parts.paid.regularAmount > parts.paid.amount ? parts.paid.regularAmount : undefined,
      heldUnits: parts.gift?.quantity ?? 0,
    });
  }
  if (parts.gift && gift) {
    views.push({
      ...base,
      // The line's own key when it is all gift (so it can still be removed as a line).
      key: parts.paid ? `${line.key}:gift` : line.key,
      quantity: parts.gift.quantity,
      amount: parts.gift.amount,
      regularAmount: parts.gift.regularAmount > parts.gift.amount ? parts.gift.regularAmount : undefined,
      gift,
      // A line made only of gift units follows its rule, not the shopper.
      editable: false,
      removable: !parts.paid,
    });
  }
  return views;
}

/** Every line of the cart as views, gift lines split into their paid and gift parts. */
const toLineViewsOf = (cart: WireCart): CartLineView[] =>
  cart.line_items.flatMap((line) => toLineViews(line, cart.currency));

function toGroupViews(cart: WireCart): CartDiscountGroupView[] {
  return cart.discount_group.map((group) => ({
    id: group.id,
    name: group.name,
    discountType: asDiscountType(group.discount_type),
    lineKeys: group.cart_item_keys,
    discount: fromWireMoney(group.discount, cart.currency),
    tips: group.tips.map((tip) => toTip(tip, cart.currency)).filter((tip): tip is Tip => tip !== null),
    gifts: group.tips.flatMap((tip) =>
      tip.kind === 'gift_available'
        ? (tip.gift_products ?? []).map((gift) => toGiftView(gift, cart.currency))
        : [],
    ),
  }));
}

/** A gift product of a rule as the gift picker shows it (minor units; its gift price as the amount). */
function toGiftView(gift: WireGiftProduct, currency: string): GiftProductView {
  const amount = fromWireMoney(gift.gift_price, currency);
  const regular = fromWireMoney(gift.regular_price, currency);
  return {
    id: String(gift.product_id),
    title: gift.title,
    ...(gift.image ? { imageUrl: gift.image.url, imageAlt: gift.image.alt } : {}),
    amount,
    ...(regular > amount ? { regularAmount: regular } : {}),
    variantAttributeNames: gift.variant_attribute_names,
    variantCount: gift.variant_count,
    ...(gift.variant_id !== null ? { variantId: String(gift.variant_id) } : {}),
  };
}

function toTotalsView(cart: WireCart): CartTotalsView {
  return {
    subtotal: fromWireMoney(cart.cart_subtotal, cart.currency),
    discount: fromWireMoney(cart.discount_cart, cart.currency),
    total: fromWireMoney(cart.cart_contents_total, cart.currency),
    currency: cart.currency,
  };
}

/** The store allows one discount code per order: the coupon form takes no second manual code. */
const oneDiscount = (cart: WireCart): boolean => cart.store_discount_interaction_type === 'one_discount';

/** Codes on the cart as the coupon form's removable tags. */
const appliedCoupons = (cart: WireCart) =>
  cart.coupon_record.map((record) => ({ code: record.code, automatic: record.auto_coupon }));

/** A coupon that no longer discounts the cart (e.g. minimum spend no longer met), as a notice. */
const couponNotice = (cart: WireCart): string | undefined =>
  cart.coupon_record.find((record) => !record.is_use && record.exception_msg)?.exception_msg ?? undefined;

/** A cart as the cart page, the popup cart and the drawer show it. */
export function toCartView(cart: WireCart): CartView {
  return {
    hash: cart.hash,
    currency: cart.currency,
    count: cart.cart_contents_count,
    lines: toLineViewsOf(cart),
    groups: toGroupViews(cart),
    totals: toTotalsView(cart),
    coupons: { applied: appliedCoupons(cart), oneDiscount: oneDiscount(cart), notice: couponNotice(cart) },
    note: cart.cart_note,
  };
}

/** A cart as its page shows it; null for no cart or an empty one. */
export const toCartPageView = (cart: WireCart | null): CartView | null =>
  cart && cart.line_items.length > 0 ? toCartView(cart) : null;
