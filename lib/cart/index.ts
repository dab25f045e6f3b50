export {
  CART_NOTE_MAX,
  CART_NOTE_THROTTLE_MS,
  clampNote,
  createNoteSaver,
  type NoteSaver,
  shouldSaveNote,
} from './cartNote';
export { CHECKOUT_LOCK_MS, type CheckoutContext, checkoutLockMs } from './checkoutLock';
export {
  type CouponApplyResult,
  type CouponApplyRules,
  type CouponFailureReason,
  type CouponFormAction,
  type CouponFormState,
  couponFormReducer,
  initialCouponFormState,
  isApplyDisabled,
} from './couponForm';
export { giftLabelMessage, isPreviewLink } from './giftLabel';
export {
  type CartLinePart,
  GIFT_PAGE_SIZE,
  type GiftLineInput,
  pageCount,
  pageItems,
  pickableGifts,
  splitGiftLine,
  viewsByLine,
} from './gifts';
export { noticesFromResponse, type ToastMessage, type ToastTone } from './notices';
export type {
  CartDiscountGroupView,
  CartGiftLabel,
  CartLensPower,
  CartLineProperty,
  CartLineView,
  CartTotalsView,
  GiftProductView,
} from './types';
