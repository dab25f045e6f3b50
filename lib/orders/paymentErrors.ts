/**
 * The payment error catalogue (keys `checkout.PAYMENT_*`), with English texts. The
 * server answers a failed payment with one of these keys; the UI shows
 * `intl.formatMessage({ id: key })` (the same texts are in `locales/en-US.json`; no
 * `defaultMessage`: the browser has no ICU parser for strings), and checkout failure analytics
 * use the English text. Grouped by family.
 */
export const paymentErrorMessages = {
  // generic
  'checkout.PAYMENT_FAILED': 'Your payment could not be processed. Please try again.',
  'checkout.PAYMENT_METHOD_UNAVAILABLE': 'This payment method is not available. Please choose another.',
  'checkout.PAYMENT_TIMEOUT': 'The payment timed out. Please try again.',
  'checkout.PAYMENT_POLICY_REJECTED':
    'This payment was declined for policy reasons. Please use another payment method.',

  // address and data
  'checkout.PAYMENT_WRONG_SHIPPING_ADDRESS':
    'The payment provider could not verify the shipping address. Please check it and try again.',
  'checkout.PAYMENT_WRONG_EMAIL':
    'The payment provider could not verify your email address. Please check it.',
  'checkout.PAYMENT_WRONG_ZIPCODE': 'The ZIP/postal code does not match the card’s billing address.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY': 'This payment method is not available in your country/region.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY': 'This payment method does not support the order’s currency.',

  // limits and state
  'checkout.PAYMENT_PRICE_LIMIT_EXCEEDED': 'The order total exceeds the limit for this payment method.',
  'checkout.PAYMENT_AMOUNT_OR_FREQUENCY_LIMIT':
    'This payment exceeds the amount or number of payments allowed. Please try again later or use another method.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Your card has insufficient funds.',
  'checkout.PAYMENT_CANCELED': 'The payment was canceled.',
  'checkout.PAYMENT_REPEAT_TRANSACTION': 'This payment was already submitted.',
  'checkout.PAYMENT_DECLINED': 'The payment was declined. Please use another payment method.',
  'checkout.PAYMENT_EXPIRED': 'The payment session expired. Please try again.',
  'checkout.PAYMENT_PENDING': 'Your payment is still being processed.',

  // card
  'checkout.PAYMENT_CARD_INVALID': 'The card number is not valid.',
  'checkout.PAYMENT_CARD_DECLINED': 'Your card was declined. Please use another card.',
  'checkout.PAYMENT_3DS_NOT_VERIFIED': 'Your card could not be verified (3-D Secure). Please try again.',
  'checkout.PAYMENT_CARD_LOST': 'Your card was declined. Please contact your card issuer.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Your card has expired.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'This type of card is not supported.',
  'checkout.PAYMENT_WRONG_CVV': 'The security code is incorrect.',
  'checkout.PAYMENT_WRONG_EXPIRY': 'The expiration date is incorrect.',
  'checkout.PAYMENT_WRONG_CARDHOLDER': 'The account or cardholder name is incorrect.',
  'checkout.PAYMENT_PIN_RETRY_LIMIT': 'The PIN retry limit was exceeded. Please contact your card issuer.',
  'checkout.PAYMENT_CARD_RESTRICTED':
    'Your card cannot be used for this purchase. Please contact your card issuer.',
  'checkout.PAYMENT_VERIFICATION_FAILED':
    'Your card could not be verified. Please check the details and try again.',

  // PayPal
  'checkout.PAYMENT_PAYPAL_PROCESSING_ERROR': 'PayPal could not process the payment. Please try again.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal declined the payment. Please use another payment method.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION_DECLINED': 'PayPal declined the redemption.',
  'checkout.PAYMENT_PAYPAL_NOT_PROCESSED': 'The PayPal payment could not be processed.',
  'checkout.PAYMENT_PAYPAL_ORDER_ALREADY_CAPTURED':
    'This order has already been paid. Please refresh the page or click Complete order again.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED': 'Action required: please click Complete order.',
} as const satisfies Record<`checkout.PAYMENT_${string}`, string>;

/** A key of the payment error catalogue. */
export type PaymentErrorCode = keyof typeof paymentErrorMessages;

/** Every payment error key, in catalogue order. */
export const paymentErrorCodes = Object.keys(paymentErrorMessages) as PaymentErrorCode[];

export function isPaymentErrorCode(value: string): value is PaymentErrorCode {
  return Object.hasOwn(paymentErrorMessages, value);
}

/**
 * Checkout failure analytics report "a message matching key checkout.{message}" in
 * English. Accepts the bare server message (`PAYMENT_CARD_DECLINED`) or the full key; anything
 * else is returned unchanged.
 */
export function englishCheckoutMessage(message: string): string {
  const key = message.startsWith('checkout.') ? message : `checkout.${message}`;
  return isPaymentErrorCode(key) ? paymentErrorMessages[key] : message;
}
