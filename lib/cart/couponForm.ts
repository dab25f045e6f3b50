/**
 * The coupon form's state machine, kept apart from React so
 * each rule is testable on its own.
 */

/** How a failed apply is shown. */
export type CouponFailureReason =
  /** 422: the first error for the code field, under the field. */
  | 'invalid'
  /** The code is valid but the cart does not qualify yet: a dismissible notice. */
  | 'notEnough'
  /** 400: the code is cleared (and the message shown under the field). */
  | 'cleared';

export type CouponApplyResult = { ok: true } | { ok: false; message: string; reason?: CouponFailureReason };

export interface CouponFormState {
  code: string;
  /** The busy flag: an apply is running. */
  applying: boolean;
  /** Every apply ends in verify true or false; null before the first. */
  verify: boolean | null;
  error: string | null;
  /** The not-enough-discount notice, dismissible. */
  notice: string | null;
}

export type CouponFormAction =
  | { type: 'edit'; code: string }
  | { type: 'apply' }
  | { type: 'applied' }
  | { type: 'failed'; message: string; reason?: CouponFailureReason }
  | { type: 'dismissNotice' }
  | { type: 'showError'; message: string };

export const initialCouponFormState: CouponFormState = {
  code: '',
  applying: false,
  verify: null,
  error: null,
  notice: null,
};

export interface CouponApplyRules {
  /** The store's discount interaction is `one_discount`. */
  oneDiscount: boolean;
  /** A code the shopper typed (not an automatic one) is already on the cart. */
  manualCouponApplied: boolean;
}

/** Apply is disabled when the code is blank, or when one_discount allows no second manual code. */
export const isApplyDisabled = (
  code: string,
  { oneDiscount, manualCouponApplied }: CouponApplyRules,
): boolean => code.trim() === '' || (oneDiscount && manualCouponApplied);

export const couponFormReducer = (state: CouponFormState, action: CouponFormAction): CouponFormState => {
  switch (action.type) {
    case 'edit':
      return { ...state, code: action.code, error: null };
    case 'apply':
      // A second apply while one runs is ignored; a blank code never applies.
      if (state.applying || state.code.trim() === '') return state;
      return { ...state, applying: true, verify: null, error: null };
    case 'applied':
      return { ...state, applying: false, verify: true, code: '', error: null, notice: null };
    case 'failed': {
      const reason = action.reason ?? 'invalid';
      const ended = { ...state, applying: false, verify: false };
      if (reason === 'notEnough') return { ...ended, notice: action.message, error: null };
      if (reason === 'cleared') return { ...ended, code: '', error: action.message };
      return { ...ended, error: action.message };
    }
    case 'dismissNotice':
      return { ...state, notice: null };
    case 'showError':
      return { ...state, error: action.message };
  }
};
