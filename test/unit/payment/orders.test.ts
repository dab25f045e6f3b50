// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bankTransferPaymentWindowMinutes,
  isPaymentOverdue,
  paymentDeadline,
  paymentTimeRemainingMs,
} from '../../../lib/orders/paymentDeadline.ts';
import {
  englishCheckoutMessage,
  paymentErrorCodes,
  paymentErrorMessages,
} from '../../../lib/orders/paymentErrors.ts';
import {
  fulfillmentStatuses,
  orderProgress,
  orderStates,
  orderStatusMessages,
  paymentStatuses,
  progressSteps,
  trackingProgressStep,
  trackingStatuses,
} from '../../../lib/orders/status.ts';

describe('order status enums', () => {
  it('list exactly the spec’s values', () => {
    expect(paymentStatuses).toEqual(['paid', 'unpaid', 'refund', 'partial_refund']);
    expect(fulfillmentStatuses).toEqual(['unfulfilled', 'fulfilled']);
    expect(trackingStatuses).toEqual([
      'pending',
      'notfound',
      'transit',
      'pickup',
      'expired',
      'undelivered',
      'exception',
      'delivered',
    ]);
    expect(progressSteps).toEqual([
      'ordered',
      'in_process',
      'order_ready',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('label the progress steps as the spec writes them', () => {
    expect(progressSteps.map((step) => orderStatusMessages[`orders.progress.${step}`])).toEqual([
      'Ordered',
      'In Process',
      'Order Ready',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('have a label for every value', () => {
    const ids = [
      ...paymentStatuses.map((value) => `orders.paymentStatus.${value}`),
      ...fulfillmentStatuses.map((value) => `orders.fulfillmentStatus.${value}`),
      ...trackingStatuses.map((value) => `orders.trackingStatus.${value}`),
      ...orderStates.map((value) => `orders.state.${value}`),
      ...progressSteps.map((value) => `orders.progress.${value}`),
    ];
    expect(Object.keys(orderStatusMessages).sort()).toEqual(ids.sort());
  });
});

describe('orderProgress', () => {
  it.each([
    [{ paymentStatus: 'unpaid', fulfillmentStatus: 'unfulfilled' }, 'ordered', false],
    [{ paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' }, 'in_process', false],
    [{ paymentStatus: 'partial_refund', fulfillmentStatus: 'unfulfilled' }, 'in_process', false],
    [{ paymentStatus: 'paid', fulfillmentStatus: 'fulfilled' }, 'order_ready', false],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'pending' },
      'order_ready',
      false,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'notfound' },
      'order_ready',
      false,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'transit' },
      'in_transit',
      false,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'pickup' },
      'out_for_delivery',
      false,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'delivered' },
      'delivered',
      false,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'exception' },
      'in_transit',
      true,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'undelivered' },
      'in_transit',
      true,
    ],
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'fulfilled', trackingStatus: 'expired' },
      'in_transit',
      true,
    ],
    // tracking data on an unfulfilled order is ignored
    [
      { paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled', trackingStatus: 'delivered' },
      'in_process',
      false,
    ],
  ] as const)('puts %j at %s (needs attention: %s)', (input, step, needsAttention) => {
    expect(orderProgress(input)).toEqual({ step, stepIndex: progressSteps.indexOf(step), needsAttention });
  });

  it('maps every tracking state to a step that never goes backwards past Order Ready', () => {
    for (const status of trackingStatuses) {
      expect(progressSteps.indexOf(trackingProgressStep[status])).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('payment deadline for unpaid methods', () => {
  const placedAt = new Date('2026-11-21T10:00:00Z');

  it('falls the given number of minutes after the order was placed', () => {
    expect(paymentDeadline(placedAt, 30).toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(paymentDeadline(placedAt, bankTransferPaymentWindowMinutes).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses a window of %s minutes', (minutes) => {
    expect(() => paymentDeadline(placedAt, minutes)).toThrow(RangeError);
  });

  it('refuses an invalid placement date', () => {
    expect(() => paymentDeadline(new Date('nope'), 30)).toThrow(RangeError);
  });

  const deadline = paymentDeadline(placedAt, 60);
  const unpaid = { paymentStatus: 'unpaid' as const, paymentDeadline: deadline };

  it('makes an open unpaid order overdue from the deadline instant on', () => {
    expect(isPaymentOverdue(unpaid, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isPaymentOverdue(unpaid, deadline)).toBe(true);
    expect(isPaymentOverdue(unpaid, new Date(deadline.getTime() + 86_400_000))).toBe(true);
  });

  it('accepts the deadline as an ISO string, as the API sends it', () => {
    expect(isPaymentOverdue({ ...unpaid, paymentDeadline: deadline.toISOString() }, deadline)).toBe(true);
  });

  it.each([
    ['a paid order', { ...unpaid, paymentStatus: 'paid' as const }],
    ['a refunded order', { ...unpaid, paymentStatus: 'refund' as const }],
    ['an already cancelled order', { ...unpaid, state: 'cancelled' as const }],
    ['a closed order', { ...unpaid, state: 'closed' as const }],
    ['an order without a deadline', { paymentStatus: 'unpaid' as const, paymentDeadline: null }],
    ['an order with an unreadable deadline', { paymentStatus: 'unpaid' as const, paymentDeadline: 'soon' }],
  ])('never makes %s overdue', (_label, order) => {
    expect(isPaymentOverdue(order, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts down to the deadline and stops at 0', () => {
    expect(paymentTimeRemainingMs(unpaid, placedAt)).toBe(3_600_000);
    expect(paymentTimeRemainingMs(unpaid, new Date(deadline.getTime() + 5))).toBe(0);
    expect(paymentTimeRemainingMs({ ...unpaid, paymentStatus: 'paid' }, placedAt)).toBeUndefined();
  });
});

describe('payment error catalogue', () => {
  it('keys every error checkout.PAYMENT_<UPPER_SNAKE> with English text', () => {
    expect(paymentErrorCodes.length).toBeGreaterThanOrEqual(30);
    for (const code of paymentErrorCodes) {
      expect(code).toMatch(/^checkout\.PAYMENT_[A-Z0-9_]+$/);
      expect(paymentErrorMessages[code].length).toBeGreaterThan(10);
    }
  });

  it('keeps the PayPal instructions the spec gives', () => {
    expect(paymentErrorMessages['checkout.PAYMENT_PAYPAL_ORDER_ALREADY_CAPTURED']).toMatch(/refresh/i);
    expect(paymentErrorMessages['checkout.PAYMENT_PAYPAL_ACTION_REQUIRED']).toMatch(/Complete order/);
  });

  it('turns a checkout failure message into English for analytics, by bare message or full key', () => {
    expect(englishCheckoutMessage('PAYMENT_CARD_DECLINED')).toBe(
      'Your card was declined. Please use another card.',
    );
    expect(englishCheckoutMessage('checkout.PAYMENT_WRONG_CVV')).toBe('The security code is incorrect.');
    expect(englishCheckoutMessage('Shop closed')).toBe('Shop closed');
    expect(englishCheckoutMessage('PAYMENT_NOT_A_THING')).toBe('PAYMENT_NOT_A_THING');
  });
});
