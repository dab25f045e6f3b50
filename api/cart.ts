/**
 * Cart contract: the Cart and Cart line wire shapes and the `/api/store/cart…` endpoints. Money is the catalogue's wire
 * format (api/common.ts: decimal strings with two places). Every total is computed by the
 * server from catalogue prices: request schemas have no price fields and unknown keys (a client's
 * `price`, `line_total`, `cart_total`…) are dropped before anything reads them.
 */
import { z } from 'zod';
import { optionValue } from './catalog';
import { idParam, imageRef, wireMoney } from './common';
import { strictInt } from './numbers';

/** Cart line quantity 0 (removes) … 100000; adding needs at least 1. */
export const MAX_LINE_QUANTITY = 100_000;
/** Cart note up to 500 characters. */
export const CART_NOTE_MAX = 500;
/** Lines one batch call may touch. */
export const MAX_BATCH_ITEMS = 50;

const quantity = (min: number) =>
  strictInt({
    min,
    max: MAX_LINE_QUANTITY,
    type: 'Quantity must be a number',
    whole: 'Quantity must be a whole number',
    tooSmall: `Quantity must be at least ${min}`,
    tooLarge: `Quantity must be at most ${MAX_LINE_QUANTITY}`,
  });

/** A cart hash: the cookie value, or `cart_hash` in the query or body for API clients. */
export const cartHashParam = z
  .string()
  .regex(/^[a-f0-9]{32}$/, 'Must be a cart hash')
  .optional();

/** Custom line properties: a `[{name, value}]` list, or an object of name → value. */
const propertyName = z
  .string()
  .trim()
  .min(1, 'Property name is required')
  .max(100, 'Property name is too long');
const propertyValue = z
  .union([z.string(), z.number(), z.boolean()])
  .transform(String)
  .pipe(z.string().max(1000));
export const lineProperties = z
  .union([
    z.array(z.object({ name: propertyName, value: propertyValue })).max(20, 'At most 20 properties'),
    z
      .record(propertyName, propertyValue)
      .refine((record) => Object.keys(record).length <= 20, 'At most 20 properties')
      .transform((record) => Object.entries(record).map(([name, value]) => ({ name, value }))),
  ])
  .optional()
  .transform((value) => value ?? []);
export type LineProperties = z.output<typeof lineProperties>;

export const addToCartRequest = z.object({
  product_id: idParam,
  /** Required when the product has more than one variant. */
  variant_id: idParam.nullish(),
  quantity: quantity(1).default(1),
  properties: lineProperties,
  cart_hash: cartHashParam,
});
export type AddToCartRequest = z.input<typeof addToCartRequest>;

/**
 * `POST /cart/buy_now`: the cart's lines become this one item in one step (coupons, note and
 * address stay); when the item cannot be added the cart is left as it was.
 */
export const buyNowRequest = addToCartRequest;
export type BuyNowRequest = z.input<typeof buyNowRequest>;

/** `PUT /cart/{key}`: a new quantity (0 removes), or another variant of the same product. */
export const updateCartLineRequest = z.object({
  quantity: quantity(0),
  product_id: idParam.optional(),
  variant_id: idParam.nullish(),
  cart_hash: cartHashParam,
});
export type UpdateCartLineRequest = z.input<typeof updateCartLineRequest>;

export const lineKeyParam = z.object({
  key: z.string().regex(/^[a-f0-9]{32}$/, 'Must be a cart line key'),
});

export const batchCartRequest = z.object({
  items: z
    .array(addToCartRequest.omit({ cart_hash: true }))
    .min(1, 'Add at least one item')
    .max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} items`),
  cart_hash: cartHashParam,
});
export type BatchCartRequest = z.input<typeof batchCartRequest>;

export const batchUpdateRequest = z.object({
  items: z
    .array(
      z.object({
        cart_key: lineKeyParam.shape.key,
        quantity: quantity(0),
        product_id: idParam.optional(),
        variant_id: idParam.nullish(),
      }),
    )
    .min(1, 'Update at least one item')
    .max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} items`),
  cart_hash: cartHashParam,
});
export type BatchUpdateRequest = z.input<typeof batchUpdateRequest>;

export const batchRemoveRequest = z.object({
  items: z
    .array(z.object({ cart_key: lineKeyParam.shape.key }).passthrough())
    .min(1, 'Remove at least one item')
    .max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} items`),
  cart_hash: cartHashParam,
});
export type BatchRemoveRequest = z.input<typeof batchRemoveRequest>;

/** `POST /cart/coupons` (Coupon request). */
export const applyCouponRequest = z.object({
  code: z.string({ error: 'The code field is required.' }),
  position: z.string().max(50).optional(),
  auto_apply_coupon: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  cart_hash: cartHashParam,
  utm_medium: z.string().max(100).optional(),
});
export type ApplyCouponRequest = z.input<typeof applyCouponRequest>;

export const removeCouponQuery = z.object({
  cart_hash: cartHashParam,
  utm_medium: z.string().max(100).optional(),
});

export const selectShippingRequest = z.object({
  shipping_method_id: idParam,
  cart_hash: cartHashParam,
});

// ---------- response ----------

export const wireCartProperty = z.object({ name: z.string(), value: z.string() });

/** A percentage gift shows 'N% off', any other 'Free'. */
export const wireGiftLabel = z.union([
  z.object({ value_type: z.literal('percentage'), value: z.number() }),
  z.object({ value_type: z.literal('free') }),
]);

export const wireCartLine = z.object({
  key: z.string(),
  product_id: z.number().int(),
  variation_id: z.number().int(),
  product: z.object({
    ID: z.number().int(),
    title: z.string(),
    post_title: z.string(),
    slug: z.string(),
    path: z.string(),
    price: wireMoney,
    sku: z.string().nullable(),
  }),
  variant: z.object({
    ID: z.number().int(),
    price: wireMoney,
    post_title: z.string(),
    sku: z.string().nullable(),
  }),
  quantity: z.number().int(),
  /** Same as quantity (the seed reads both). */
  qty: z.number().int(),
  /** What the line adds to cart_contents_count: paired lens lines count half. */
  total_quantity: z.number(),
  /** Units of this line given as gifts. */
  gift_count: z.number().int(),
  many_gift: z.boolean(),
  /** Gift label as data; null when the line has no gift units. */
  label: wireGiftLabel.nullable(),
  gift: z.boolean(),
  /**
   * What the gift units (`gift_count`) cost after their gift discount: 0.00 when they are free.
   * A gift line shows as a paid part (quantity − gift_count, line_total − gift_total) and a gift part.
   */
  gift_total: wireMoney,
  /** 'Free' when every unit is a free gift (wdr_free_product). */
  wdr_free_product: z.string().nullable(),
  from_key: z.string().nullable(),
  properties: z.array(wireCartProperty),
  special_attrs: z.record(z.string(), z.unknown()).nullable(),
  /** unit price × quantity. */
  line_subtotal: wireMoney,
  /** line_subtotal − this line's discounts. */
  line_total: wireMoney,
  line_discount: wireMoney,
  /** Unit price (server-side catalogue price). */
  price: wireMoney,
  visible_price: wireMoney,
  visible_regular_price: wireMoney,
  attrs: z.array(optionValue),
  feature_image: imageRef.nullable(),
  order_item_id: z.number().int().nullable(),
  discount_group_id: z.string().nullable(),
  /** Units that can still be bought (null = unlimited: unmanaged stock or backorders). */
  stock: z.number().int().nullable(),
});
export type WireCartLine = z.infer<typeof wireCartLine>;

/** A product a buy-X-get-Y rule can give: `gift_price` is one gift unit after the gift discount. */
export const wireGiftProduct = z.object({
  product_id: z.number().int(),
  /** The variant to add (the cheapest, or the rule's named one); null when the product has none. */
  variant_id: z.number().int().nullable(),
  title: z.string(),
  image: imageRef.nullable(),
  price: wireMoney,
  regular_price: wireMoney,
  gift_price: wireMoney,
  /** Option names (Colour, Size): a product with options but no variants cannot be given. */
  variant_attribute_names: z.array(z.string()),
  variant_count: z.number().int(),
});
export type WireGiftProduct = z.infer<typeof wireGiftProduct>;

/**
 * A tip as data: the UI words it in the shopper's language. `value` is a percentage
 * (number) for `percentage`, a money string for `flat`, and 100 for `free`.
 */
export const wireTip = z.object({
  kind: z.enum(['add_quantity', 'add_amount', 'top_tier_reached', 'saved', 'gift_available']),
  rule_id: z.string(),
  discount_type: z.string(),
  quantity: z.number().optional(),
  amount: wireMoney.optional(),
  value: z.union([z.number(), wireMoney]).optional(),
  value_type: z.string().optional(),
  nth: z.number().optional(),
  period: z.number().optional(),
  discount_method: z.string().optional(),
  discount_order: z.string().optional(),
  gift_quantity: z.number().optional(),
  product_id: z.union([z.number(), z.string()]).optional(),
  /** `gift_available`: what the gift set is (category names or product titles), to say what to add. */
  gift_target_type: z.enum(['category', 'product', 'variant']).optional(),
  gift_names: z.array(z.string()).optional(),
  /** `gift_available` of a buy-X-get-Y rule: the products its gift set holds, for the gift picker. */
  gift_products: z.array(wireGiftProduct).optional(),
});
export type WireTip = z.infer<typeof wireTip>;

export const wireDiscountGroup = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  discount_type: z.string().nullable(),
  cart_item_keys: z.array(z.string()),
  discount: wireMoney,
  tips: z.array(wireTip),
  /** Bulk count rules: the discount per item count, up to the 10th item. */
  tier_ladder: z
    .array(
      z.object({ quantity: z.number(), value: z.union([z.number(), wireMoney]), value_type: z.string() }),
    )
    .optional(),
});
export type WireDiscountGroup = z.infer<typeof wireDiscountGroup>;

export const wireDiscountRecord = z.object({
  rule_id: z.string(),
  code: z.string(),
  discount_type: z.string(),
  amount: wireMoney,
  cart_item_keys: z.array(z.string()),
  product_ids: z.array(z.union([z.number(), z.string()])),
  rule_data: z.record(z.string(), z.unknown()),
});

export const wireCouponRecord = z.object({
  code: z.string(),
  discount_type: z.string(),
  auto_coupon: z.boolean(),
  /** Whether it discounts the cart now (is_use). */
  is_use: z.boolean(),
  /** Why it does not apply now; null when it does. */
  exception_msg: z.string().nullable(),
  free_shipping: z.boolean(),
  amount: wireMoney,
  cart_item_keys: z.array(z.string()),
});

export const wireShippingMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** After shipping discounts, floored at 0. */
  cost: wireMoney,
  /** Before shipping discounts. */
  regular_cost: wireMoney,
  min_days: z.number().int().nullable(),
  max_days: z.number().int().nullable(),
  selected: z.boolean(),
});
export type WireShippingMethod = z.infer<typeof wireShippingMethod>;

export const wireAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  country: z.string(),
  province: z.string(),
  postcode: z.string(),
  phone: z.string(),
  personal_customs_code: z.string(),
});
export type WireAddress = z.infer<typeof wireAddress>;

/**
 * How discounts combine (store setting `store_discount_interaction_type`): `one_discount` makes a
 * manual coupon the order's only discount (no second code, rules step aside); `combinable` lets
 * rules and coupons add up.
 */
export const discountInteractionType = z.enum(['combinable', 'one_discount']);
export type DiscountInteractionType = z.infer<typeof discountInteractionType>;

/** `PUT /api/admin/settings`: the store settings a merchant sets; keys left out keep their value. */
export const setStoreSettingsRequest = z
  .object({
    store_discount_interaction_type: discountInteractionType.optional(),
    /** New reviews are published at once instead of waiting for the merchant's approval. */
    reviews_auto_publish: z.boolean().optional(),
  })
  .strict();

export const wireCart = z.object({
  /** Empty until the first change creates the cart. */
  hash: z.string(),
  /** The order's id once the cart has been checked out, else null. */
  ID: z.number().int().nullable(),
  order_number: z.string().nullable(),
  cart: z.record(z.string(), wireCartLine),
  line_items: z.array(wireCartLine),
  cart_subtotal: wireMoney,
  cart_total: wireMoney,
  cart_contents_total: wireMoney,
  /** May end in .5 when a paired lens line lacks its partner. */
  cart_contents_count: z.number(),
  /** Every discount: rules plus coupons (not shipping). */
  discount_cart: wireMoney,
  shipping: z.array(wireShippingMethod),
  shipping_method_id: z.number().int().nullable(),
  shipping_insurance: wireMoney,
  shipping_tax_total: wireMoney,
  shipping_total: wireMoney,
  fees: z.array(z.object({ id: z.string(), name: z.string(), amount: wireMoney })),
  /** Codes the shopper applied. */
  custom_coupons: z.array(z.string()),
  coupon_record: z.array(wireCouponRecord),
  discount_record: z.array(wireDiscountRecord),
  discount_group: z.array(wireDiscountGroup),
  /** Cart-level tips (e.g. spend more for cheaper shipping). */
  tips: z.array(wireTip),
  cart_note: z.string(),
  email: z.string().nullable(),
  address: wireAddress.nullable(),
  currency: z.string(),
  /** The store's discount interaction: with `one_discount` the coupon form takes one manual code. */
  store_discount_interaction_type: discountInteractionType,
});
export type WireCart = z.infer<typeof wireCart>;

export const hotCountriesResponse = z.array(z.object({ code: z.string(), name: z.string() }));
export type HotCountriesResponse = z.infer<typeof hotCountriesResponse>;

// ---------- typed client ----------

/** The typed client's request function (api/client.ts), as the cart and checkout clients use it. */
export type StoreCall = <T extends z.ZodType>(
  schema: T,
  method: string,
  path: string,
  body?: unknown,
  options?: { headers?: Record<string, string> },
) => Promise<z.output<T>>;

export const shippingMethodsResponse = z.object({ data: z.array(wireShippingMethod) });

const withHash = (cartHash: string | undefined) =>
  cartHash ? `?${new URLSearchParams({ cart_hash: cartHash })}` : '';
const hashBody = (cartHash: string | undefined) => (cartHash ? { cart_hash: cartHash } : {});

/**
 * `client.cart.*`. A browser sends the `cart_hash` cookie by itself; a loader forwards it in the
 * client's `headers` option, or any caller passes `cartHash` explicitly.
 */
export function createCartApi(call: StoreCall) {
  return {
    get: (cartHash?: string): Promise<WireCart> => call(wireCart, 'GET', `/cart${withHash(cartHash)}`),
    add: (request: AddToCartRequest): Promise<WireCart> => call(wireCart, 'POST', '/cart', request),
    /** Empties the cart and adds the item, or changes nothing when the item is refused. */
    buyNow: (request: BuyNowRequest): Promise<WireCart> => call(wireCart, 'POST', '/cart/buy_now', request),
    update: (key: string, request: UpdateCartLineRequest): Promise<WireCart> =>
      call(wireCart, 'PUT', `/cart/${encodeURIComponent(key)}`, request),
    remove: (key: string, cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'DELETE', `/cart/${encodeURIComponent(key)}${withHash(cartHash)}`),
    batchCart: (request: BatchCartRequest): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/batch_cart', request),
    batchUpdate: (request: BatchUpdateRequest): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/batch_update', request),
    batchRemove: (request: BatchRemoveRequest): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/batch_remove', request),
    note: (note: string, cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/note', { note, ...hashBody(cartHash) }),
    setCustomerEmail: (email: string, cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/set_customer_email', { email, ...hashBody(cartHash) }),
    address: (address: Partial<WireAddress>, cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/address', { ...address, ...hashBody(cartHash) }),
    shippingMethods: (params: { country?: string; cartHash?: string } = {}) => {
      const query = new URLSearchParams();
      if (params.country) query.set('country', params.country);
      if (params.cartHash) query.set('cart_hash', params.cartHash);
      const text = query.toString();
      return call(shippingMethodsResponse, 'GET', `/cart/shipping${text ? `?${text}` : ''}`);
    },
    selectShipping: (shippingMethodId: number, cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/shipping', {
        shipping_method_id: shippingMethodId,
        ...hashBody(cartHash),
      }),
    startCheckout: (cartHash?: string): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/start_checkout', hashBody(cartHash)),
    hotCountries: (): Promise<HotCountriesResponse> =>
      call(hotCountriesResponse, 'GET', '/cart/get_hot_countries'),
    /** 422 → StoreApiError whose `errors.code[0]` is the message to show. */
    applyCoupon: (request: ApplyCouponRequest): Promise<WireCart> =>
      call(wireCart, 'POST', '/cart/coupons', request),
    removeCoupon: (
      code: string,
      params: { cartHash?: string; utmMedium?: string } = {},
    ): Promise<WireCart> => {
      const query = new URLSearchParams();
      if (params.cartHash) query.set('cart_hash', params.cartHash);
      if (params.utmMedium) query.set('utm_medium', params.utmMedium);
      const text = query.toString();
      return call(wireCart, 'DELETE', `/cart/coupons/${encodeURIComponent(code)}${text ? `?${text}` : ''}`);
    },
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
