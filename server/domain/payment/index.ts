/** Payment domain: the built-in test gateway and the unpaid-order (bank transfer) deadline rule. */

// The deadline rule is shared with the UI's countdown, so it lives in lib/orders.
export {
  bankTransferPaymentWindowMinutes,
  isPaymentOverdue,
  paymentDeadline,
  paymentTimeRemainingMs,
  type UnpaidOrderLike,
} from '../../../lib/orders/paymentDeadline.ts';
export { findTestCard, type TestCard, type TestCardOutcome, testCards } from './testCards.ts';
export {
  authorizeTestPayment,
  authorizeTestToken,
  type TestPaymentCard,
  type TestPaymentRequest,
  type TestPaymentResult,
  type TestTokenizeResult,
  type TestTokenPaymentRequest,
  testGatewayLimits,
  tokenizeTestCard,
} from './testGateway.ts';
