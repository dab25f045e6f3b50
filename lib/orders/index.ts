/** Order rules shared by the store API and the storefront: statuses, progress, payment errors, deadlines. */
export {
  bankTransferPaymentWindowMinutes,
  isPaymentOverdue,
  paymentDeadline,
  paymentTimeRemainingMs,
  type UnpaidOrderLike,
} from './paymentDeadline.ts';
export {
  englishCheckoutMessage,
  isPaymentErrorCode,
  type PaymentErrorCode,
  paymentErrorCodes,
  paymentErrorMessages,
} from './paymentErrors.ts';
export {
  type FulfillmentStatus,
  fulfillmentStatuses,
  type OrderProgress,
  type OrderProgressInput,
  type OrderState,
  type OrderStatusMessageId,
  orderProgress,
  orderStates,
  orderStatusMessages,
  type PaymentStatus,
  type ProgressStep,
  paymentStatuses,
  progressSteps,
  type TrackingStatus,
  trackingProgressStep,
  trackingStatuses,
  troubledTrackingStatuses,
} from './status.ts';
