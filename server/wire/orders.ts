/** The order on the wire: pure mapping of a stored order to the shape of api/checkout.ts. */
import type { WireOrder } from '../../api/checkout';
import { toWireMoney } from '../../api/common';
import { orderProgress } from '../../lib/orders/status.ts';
import type { OrderDetail } from '../domain/orders/orders';
import { toWireAddress, toWireGiftLabel } from './cart';

/** `1001` → `#1001`; lookups accept both. */
export const orderName = (number: string) => `#${number}`;

export function toWireOrder({ order, lines, payment }: OrderDetail): WireOrder {
  const progress = orderProgress({
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    trackingStatus: order.trackingStatus,
  });
  return {
    ID: order.id,
    number: order.number,
    name: orderName(order.number),
    email: order.email,
    currency: order.currency,
    state: order.state,
    payment_status: order.paymentStatus,
    fulfillment_status: order.fulfillmentStatus,
    tracking_status: order.trackingStatus,
    tracking_number: order.trackingNumber,
    carrier: order.carrier,
    expected_delivery_date: order.expectedDeliveryDate,
    fulfilled_at: order.fulfilledAt?.toISOString() ?? null,
    refunded_total: toWireMoney(order.refundedTotal, order.currency),
    progress: {
      step: progress.step,
      step_index: progress.stepIndex,
      needs_attention: progress.needsAttention,
    },
    payment_method: order.paymentMethod,
    payment_deadline: order.paymentDeadline?.toISOString() ?? null,
    payment: payment
      ? { status: payment.status, card_brand: payment.cardBrand, card_last4: payment.cardLast4 }
      : null,
    subtotal: toWireMoney(order.subtotal, order.currency),
    discount_total: toWireMoney(order.discountTotal, order.currency),
    shipping_total: toWireMoney(order.shippingTotal, order.currency),
    total: toWireMoney(order.total, order.currency),
    shipping_method: { id: order.shippingMethodId, name: order.shippingMethodName },
    shipping_address: toWireAddress(order.shippingAddress),
    coupon_codes: order.couponCodes,
    note: order.note,
    line_items: lines.map((line) => ({
      key: line.lineKey,
      product_id: line.productId,
      variation_id: line.variantId,
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      gift_count: line.giftCount,
      gift_total: toWireMoney(line.giftTotal, order.currency),
      label: toWireGiftLabel(line.giftLabel),
      price: toWireMoney(line.unitPrice, order.currency),
      line_subtotal: toWireMoney(line.lineSubtotal, order.currency),
      line_total: toWireMoney(line.lineTotal, order.currency),
      properties: line.properties,
      image_url: line.imageUrl,
    })),
    placed_at: order.placedAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
  };
}
