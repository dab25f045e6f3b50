/** The store's order (wire format) as the thank-you page's view model; called by the route's loader. */
import type { WireOrder } from '../../../api/checkout';
import { fromWireMoney } from '../../../lib/money/wire';
import { addressLine } from '../main-checkout/address';
import { orderSummaryView } from '../main-checkout/checkoutView';
import { countryName } from '../main-checkout/countries';
import type { ThankYouOrderView } from './model';

export function toThankYouOrderView(order: WireOrder, locale: string): ThankYouOrderView {
  const address = order.shipping_address;
  const country = address.country ? countryName(address.country, locale) : '';
  const last4 = order.payment?.card_last4;
  return {
    name: order.name,
    email: order.email,
    firstName: address.first_name,
    shipTo: `${address.first_name} ${address.last_name}, ${addressLine(address, country)}`,
    shippingMethod: order.shipping_method.name,
    state: order.state,
    paymentStatus: order.payment_status,
    paymentDeadline: order.payment_deadline,
    card: last4 ? { brand: order.payment?.card_brand ?? null, last4 } : null,
    total: { amount: fromWireMoney(order.total, order.currency), currency: order.currency },
    progressIndex: order.progress.step_index,
    summary: orderSummaryView(order),
    purchase: {
      transaction_id: order.number,
      value: order.total,
      currency: order.currency,
      payment_type: order.payment_method,
      items: order.line_items.map((line) => ({
        item_id: line.product_id,
        variant_id: line.variation_id,
        quantity: line.quantity,
        price: line.price,
      })),
      pending: order.payment_status === 'unpaid',
    },
  };
}
