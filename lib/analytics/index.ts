/** Analytics rules shared by the browser (before sending) and the statistics endpoint (before storing). */
export { type AnalyticsVersion, analyticsVersionFromId } from './analyticsVersion.ts';
export {
  type AnalyticsValue,
  isSecurityCodeKey,
  looksLikeCardNumber,
  maskCardNumber,
  maskCardNumbersInText,
  sanitizeAnalyticsParameters,
} from './cardMasking.ts';
export {
  type CartChange,
  type CartQuantityEvent,
  cartEventQuantity,
  cartLineDeleteEvent,
  cartQuantityChangeEvent,
  listViewItemIdLimit,
  listViewItemIds,
} from './cartEvents.ts';
export { consumeLoginReturn, type FlagStorage, markToLogin, toLoginFlagKey } from './loginReturn.ts';
