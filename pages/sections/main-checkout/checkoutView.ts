/**
 * The store's cart and order (wire format: snake_case, money as decimal strings) as the
 * checkout's view models (model.ts). Called by loaders only: the checkout and thank-you routes,
 * the checkout section's load and the account's order page.
 */
import type { WireAddress, WireCart, WireCartLine } from '../../../api/cart';
import type { PaymentMethodsResponse, WireOrder } from '../../../api/checkout';
import { splitGiftLine } from '../../../lib/cart/gifts';
import { shownVariantTitle } from '../../../lib/catalog/variants';
import type { Money } from '../../../lib/money/money';
import { fromWireMoney } from '../../../lib/money/wire';
import { giftLabelOf } from '../../cart/cartView';
import type { AddressView, CheckoutCartView, PaymentMethodView, SummaryLine, SummaryView } from './model';

const moneyOf = (value: string, currency: string): Money => ({
  amount: fromWireMoney(value, currency),
  currency,
});

export const toAddressView = (address: WireAddress): AddressView => ({
  firstName: address.first_name,
  lastName: address.last_name,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  country: address.country,
  province: address.province,
  postcode: address.postcode,
  phone: address.phone,
  personalCustomsCode: address.personal_customs_code,
});

/**
 * A line as summary lines: one, or two when it holds gift units next to paid ones — the paid part
 * and the gift part (its own total), as the cart showed them.
 */
function summaryLines(
  line: Pick<
    WireCartLine,
    'key' | 'quantity' | 'gift_count' | 'price' | 'line_total' | 'gift_total' | 'label'
  >,
  base: Pick<SummaryLine, 'title' | 'variant' | 'image'>,
  currency: string,
): SummaryLine[] {
  const key = line.key;
  const { paid, gift } = splitGiftLine({
    quantity: line.quantity,
    giftCount: line.gift_count,
    unitPrice: fromWireMoney(line.price, currency),
    lineTotal: fromWireMoney(line.line_total, currency),
    giftTotal: fromWireMoney(line.gift_total, currency),
    gift: giftLabelOf(line),
  });
  return [paid, gift].flatMap((part, index) =>
    part
      ? [
          {
            ...base,
            key: index === 0 || !paid ? key : `${key}:gift`,
            quantity: part.quantity,
            total: { amount: part.amount, currency },
            regularTotal: part.regularAmount > part.amount ? { amount: part.regularAmount, currency } : null,
          },
        ]
      : [],
  );
}

const cartSummaryLines = (line: WireCartLine, currency: string): SummaryLine[] =>
  summaryLines(
    line,
    {
      title: line.product.title,
      variant: shownVariantTitle(line.attrs.map((attr) => attr.value).join(' / ')),
      image: line.feature_image?.url ?? null,
    },
    currency,
  );

/** The cart being checked out. */
export function toCheckoutCartView(cart: WireCart): CheckoutCartView {
  const { currency } = cart;
  return {
    hash: cart.hash,
    currency,
    email: cart.email ?? '',
    address: cart.address ? toAddressView(cart.address) : null,
    shippingMethods: cart.shipping.map((method) => ({
      id: method.id,
      name: method.name,
      cost: moneyOf(method.cost, currency),
      regularCost: moneyOf(method.regular_cost, currency),
      minDays: method.min_days,
      maxDays: method.max_days,
    })),
    shippingMethodId: cart.shipping_method_id,
    lines: cart.line_items.flatMap((line) => cartSummaryLines(line, currency)),
    subtotal: moneyOf(cart.cart_subtotal, currency),
    discount: moneyOf(cart.discount_cart, currency),
    codes: cart.coupon_record.filter((record) => record.is_use).map((record) => record.code),
    shippingTotal: moneyOf(cart.shipping_total, currency),
    total: moneyOf(cart.cart_total, currency),
  };
}

/** A placed order as the summary shows it: gift units apart from paid ones, as in the cart. */
export function orderSummaryView(order: WireOrder): SummaryView {
  const { currency } = order;
  return {
    currency,
    lines: order.line_items.flatMap((line) =>
      summaryLines(
        line,
        { title: line.title, variant: shownVariantTitle(line.variant_title), image: line.image_url },
        currency,
      ),
    ),
    subtotal: moneyOf(order.subtotal, currency),
    discount: moneyOf(order.discount_total, currency),
    codes: order.coupon_codes,
    shipping: moneyOf(order.shipping_total, currency),
    total: moneyOf(order.total, currency),
  };
}

export const toPaymentMethodViews = (methods: PaymentMethodsResponse['data']): PaymentMethodView[] =>
  methods.map((method) => ({
    method: method.method,
    name: method.name,
    paymentWindowMinutes: method.payment_window_minutes,
  }));
