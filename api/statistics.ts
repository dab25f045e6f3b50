/**
 * `POST /api/statistics/events` (name, parameters): the shopper actions the storefront
 * reports. The names are the contract; the server refuses any other.
 */

/**
 * Tracked shopper actions (page view, search, product view, add to cart, checkout,
 * address, shipping, payment, purchase) and the cart and checkout events: before
 * add, add, batch add, change quantity (the absolute difference), delete (the original quantity).
 */
export const statisticsEventNames = [
  'page_view',
  'search',
  'view_item',
  'before_add_to_cart',
  'add_to_cart',
  'batch_add_to_cart',
  'begin_checkout',
  'add_address',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view_cart',
  'remove_from_cart',
  'cart_quantity_change',
  'empty_cart',
  'invalid_number',
  'coupon_apply',
  'coupon_apply_failed',
  'order_create_failed',
  'login',
] as const;

export type StatisticsEventName = (typeof statisticsEventNames)[number];
