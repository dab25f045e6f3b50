/** Pure navigation rules shared by Header, MobileDrawer, PaymentIcons and BackToTop. */
export {
  type AccountLinkKind,
  accountLinkKinds,
  type MemberConfig,
  memberConfigs,
  visibleServiceEmail,
} from './accountLinks';
export {
  BACK_TO_TOP_BOTTOM,
  BACK_TO_TOP_DELAY_MS,
  BACK_TO_TOP_RIGHT,
  isBackToTopVisible,
} from './backToTop';
export { activeTrail, hasChildren, type MenuItem, menuDepth } from './menuTree';
export {
  PAYMENT_ICON_MAX_LOWER,
  PAYMENT_ICON_MAX_UPPER,
  PAYMENT_ICON_WIDTH,
  paymentIconCountForWidth,
  splitPaymentIcons,
  visiblePaymentIconCount,
} from './paymentIcons';
export {
  type HeaderVisibility,
  headerReservedHeight,
  headerVisibilities,
  initialScrollTracking,
  isHeaderHidden,
  NEAR_TOP_LIMIT,
  SCROLL_DIRECTION_THRESHOLD,
  SCROLL_DIRECTION_THRESHOLD_NEAR_TOP,
  type ScrollDirection,
  type ScrollTracking,
  scrollDirectionThreshold,
  trackScroll,
} from './scrollDirection';
export {
  type Cancellable,
  debounce,
  RESIZE_DEBOUNCE_MS,
  SCROLL_THROTTLE_MS,
  throttle,
} from './timing';
export { SERVER_VIEWPORT_WIDTH, useViewportWidth } from './useViewportWidth';
export { crossesBreakpoint } from './viewport';
