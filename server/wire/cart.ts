/**
 * The cart on the wire: pure mapping from the priced cart (the domain's view: engine output,
 * camelCase, minor units) to the Cart wire shape (snake_case, decimal strings). No database, no
 * clock. Routes answer with `cartWire(view)`; domain code never builds wire objects.
 */
import type {
  WireAddress,
  WireCart,
  WireCartLine,
  WireDiscountGroup,
  WireGiftProduct,
  WireShippingMethod,
  WireTip,
} from '../../api/cart';
import { thumbnailUrl, toWireMoney } from '../../api/common';
import { addressWireNames } from '../../lib/validation/address.ts';
import type { CartRow, ShippingMethodRow, StoredAddress } from '../db/schema';
import { type GiftProduct, type GiftTargetNames, sellableUnits } from '../domain/cart/catalogue';
import type { CartLineView, PricedCartView } from '../domain/cart/service';
import {
  type GiftLabel,
  giftUnitsTotal,
  type InteractionType,
  type PricedCart,
  type PricedLine,
  type Tip,
} from '../domain/pricing/types.ts';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A tip as data: amounts become money strings; a flat `value` too (percentages stay numbers). */
export function toWireTip(tip: Tip, currency: string): WireTip {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tip)) {
    if (value === undefined) continue;
    if (key === 'amount') out.amount = toWireMoney(value as number, currency);
    else if (key === 'value') {
      out.value =
        'valueType' in tip && tip.valueType === 'flat' ? toWireMoney(value as number, currency) : value;
    } else out[snake(key)] = value;
  }
  return out as WireTip;
}

/** A gift the picker offers, as the wire names it. */
export function toWireGiftProduct(gift: GiftProduct, currency: string): WireGiftProduct {
  const money = (minor: number) => toWireMoney(minor, currency);
  return {
    product_id: gift.productId,
    variant_id: gift.variantId,
    title: gift.title,
    image: gift.image
      ? {
          url: gift.image.url,
          thumbnail: thumbnailUrl(gift.image.url),
          alt: gift.image.alt ?? '',
          width: gift.image.width ?? null,
          height: gift.image.height ?? null,
        }
      : null,
    price: money(gift.price),
    regular_price: money(gift.regularPrice),
    gift_price: money(gift.giftPrice),
    variant_attribute_names: gift.variantAttributeNames,
    variant_count: gift.variantCount,
  };
}

/** A stored address with the store API's field names (lib/validation's one mapping). */
export function toWireAddress(address: StoredAddress): WireAddress {
  const wire = {} as Record<string, string>;
  for (const [field, name] of Object.entries(addressWireNames))
    wire[name] = address[field as keyof StoredAddress];
  return wire as WireAddress;
}

/** A gift label as the wire carries it, on cart and order lines alike. */
export const toWireGiftLabel = (gift: GiftLabel | null) =>
  gift
    ? gift.valueType === 'percentage'
      ? ({ value_type: 'percentage', value: gift.value } as const)
      : ({ value_type: 'free' } as const)
    : null;

function toWireLine(view: CartLineView, priced: PricedLine, currency: string): WireCartLine {
  const { row, item } = view;
  const money = (minor: number) => toWireMoney(minor, currency);
  const price = money(item.price);
  const giftCount = priced.giftCount;
  return {
    key: row.key,
    product_id: item.productId,
    variation_id: item.variantId,
    product: {
      ID: item.productId,
      title: item.productTitle,
      post_title: item.productTitle,
      slug: item.productSlug,
      path: `/products/${item.productSlug}`,
      price,
      sku: item.productSku,
    },
    variant: { ID: item.variantId, price, post_title: item.variantTitle, sku: item.variantSku },
    quantity: row.quantity,
    qty: row.quantity,
    total_quantity: priced.countedQuantity,
    gift_count: giftCount,
    many_gift: giftCount > 1,
    label: toWireGiftLabel(priced.gift),
    gift: giftCount > 0,
    gift_total: money(giftUnitsTotal(priced)),
    wdr_free_product: giftCount > 0 && giftCount === row.quantity && priced.lineTotal === 0 ? 'Free' : null,
    from_key: null,
    properties: row.properties,
    special_attrs: item.specialAttrs,
    line_subtotal: money(priced.lineSubtotal),
    line_total: money(priced.lineTotal),
    line_discount: money(priced.discount),
    price,
    visible_price: price,
    visible_regular_price: money(item.regularPrice),
    attrs: item.options,
    feature_image: item.image
      ? {
          url: item.image.url,
          thumbnail: thumbnailUrl(item.image.url),
          alt: item.image.alt ?? '',
          width: item.image.width ?? null,
          height: item.image.height ?? null,
        }
      : null,
    order_item_id: null,
    discount_group_id: priced.discountGroupId,
    stock: sellableUnits(item),
  };
}

export interface WireCartInput {
  cart: Pick<
    CartRow,
    'hash' | 'note' | 'email' | 'address' | 'couponCodes' | 'orderId' | 'shippingMethodId'
  > | null;
  currency: string;
  lines: readonly CartLineView[];
  priced: PricedCart;
  methods: readonly ShippingMethodRow[];
  orderNumber?: string | null;
  interactionType: InteractionType;
  /** Names of the gift sets of rules with a `gift_available` tip, by rule id. */
  giftTargets?: ReadonlyMap<string, GiftTargetNames>;
}

export function toWireCart({
  cart,
  currency,
  lines,
  priced,
  methods,
  orderNumber,
  interactionType,
  giftTargets,
}: WireCartInput): WireCart {
  const money = (minor: number) => toWireMoney(minor, currency);
  const wireTip = (tip: Tip) => toWireTip(tip, currency);
  const pricedByKey = new Map(priced.lines.map((line) => [line.key, line]));
  const lineItems = lines.map((view) => toWireLine(view, pricedByKey.get(view.row.key)!, currency));
  const methodById = new Map(methods.map((m) => [m.id, m]));
  const selectedId = priced.shipping.some((m) => Number(m.id) === cart?.shippingMethodId)
    ? (cart?.shippingMethodId ?? null)
    : null;
  const shipping: WireShippingMethod[] = priced.shipping.map((method) => {
    const row = methodById.get(Number(method.id))!;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      cost: money(method.cost),
      regular_cost: money(method.regularCost),
      min_days: row.minDays,
      max_days: row.maxDays,
      selected: row.id === selectedId,
    };
  });
  const groups: WireDiscountGroup[] = priced.discountGroups.map((group) => ({
    id: group.id,
    name: group.name,
    discount_type: group.discountType,
    cart_item_keys: group.lineKeys,
    discount: money(group.discount),
    tips: group.tips.map((tip) => {
      const target = tip.kind === 'gift_available' ? giftTargets?.get(tip.ruleId) : undefined;
      if (!target) return wireTip(tip);
      return {
        ...wireTip(tip),
        gift_target_type: target.targetType,
        gift_names: target.names,
        ...(target.products
          ? { gift_products: target.products.map((p) => toWireGiftProduct(p, currency)) }
          : {}),
      };
    }),
    ...(group.tierLadder
      ? {
          tier_ladder: group.tierLadder.map((step) => ({
            quantity: step.quantity,
            value: step.valueType === 'flat' ? money(step.value) : step.value,
            value_type: step.valueType,
          })),
        }
      : {}),
  }));
  const totals = priced.totals;
  return {
    hash: cart?.hash ?? '',
    ID: cart?.orderId ?? null,
    order_number: orderNumber ?? null,
    cart: Object.fromEntries(lineItems.map((line) => [line.key, line])),
    line_items: lineItems,
    cart_subtotal: money(totals.cartSubtotal),
    cart_total: money(totals.cartTotal),
    cart_contents_total: money(totals.cartContentsTotal),
    cart_contents_count: totals.cartContentsCount,
    discount_cart: money(totals.discountTotal),
    shipping,
    shipping_method_id: selectedId,
    shipping_insurance: money(0),
    shipping_tax_total: money(0),
    shipping_total: money(totals.shippingTotal),
    fees: priced.fees.map((fee) => ({ id: fee.id, name: fee.name, amount: money(fee.amount) })),
    custom_coupons: [...(cart?.couponCodes ?? [])],
    coupon_record: priced.couponRecord.map((record) => ({
      code: record.code,
      discount_type: record.kind,
      auto_coupon: record.autoCoupon,
      is_use: record.isUse,
      exception_msg: record.exception?.message ?? null,
      free_shipping: record.freeShipping,
      amount: money(record.amount),
      cart_item_keys: record.cartItemKeys,
    })),
    discount_record: priced.discountRecord.map((record) => ({
      rule_id: record.ruleId,
      code: record.code,
      discount_type: record.discountType,
      amount: money(record.amount),
      cart_item_keys: record.cartItemKeys,
      product_ids: record.productIds,
      rule_data: record.ruleData,
    })),
    discount_group: groups,
    tips: priced.tips.map(wireTip),
    cart_note: cart?.note ?? '',
    email: cart?.email ?? null,
    address: cart?.address ? toWireAddress(cart.address) : null,
    currency,
    store_discount_interaction_type: interactionType,
  };
}

/** A priced cart (`priceStoredCart`) as the store API answers it. */
export function cartWire(view: PricedCartView): WireCart {
  return toWireCart({
    cart: view.cart ? { ...view.cart, shippingMethodId: view.selectedShippingMethodId } : null,
    currency: view.input.currency,
    lines: view.lines,
    priced: view.priced,
    methods: view.methods,
    orderNumber: view.orderNumber,
    interactionType: view.settings.interactionType,
    giftTargets: view.giftTargets,
  });
}
