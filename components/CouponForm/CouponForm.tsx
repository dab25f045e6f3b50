import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  type CouponApplyResult,
  couponFormReducer,
  initialCouponFormState,
  isApplyDisabled,
} from '../../lib/cart/couponForm';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { Button } from '../Button/Button';
import { InlineNotice } from '../Notices/InlineNotice';
import { ChevronDownIcon, TagIcon } from '../PopupCart/cartIcons';
import { CloseIcon } from '../private/icons';
import * as styles from './CouponForm.css';

export type { CouponApplyResult, CouponFailureReason } from '../../lib/cart/couponForm';

export interface AppliedCoupon {
  code: string;
  /**
   * Applied automatically by the store (not typed by the shopper); does not count for `oneDiscount`.
   * @default false
   */
  automatic?: boolean;
}

export type CouponRemoveResult = { ok: true } | { ok: false; message: string };

export interface CouponFormProps {
  /**
   * Applies a code. Resolve `{ ok: false, message, reason }` to show why it failed:
   * `invalid` (422, under the field), `notEnough` (a dismissible notice) or `cleared` (400, clears the code).
   */
  onApply: (code: string) => Promise<CouponApplyResult>;
  /** Removes an applied code; a failure's message is shown. */
  onRemove?: (code: string) => Promise<CouponRemoveResult>;
  /** Called when an apply ends, with `true` when the code was accepted (verify true/false). */
  onSettled?: (verified: boolean) => void;
  /**
   * Codes on the cart, shown as removable tags.
   * @default []
   */
  appliedCoupons?: readonly AppliedCoupon[];
  /**
   * The store allows one discount (`one_discount`): Apply is disabled while a manual code is applied.
   * @default false
   */
  oneDiscount?: boolean;
  /**
   * Hides the form behind a "Have a discount code?" disclosure (the popup cart).
   * @default false
   */
  collapsible?: boolean;
  /**
   * Opens the disclosure on first render.
   * @default false
   */
  defaultExpanded?: boolean;
  /** A not-enough-discount notice from the cart (e.g. a coupon whose minimum spend is no longer met). */
  notice?: string;
  /**
   * Where apply and remove post without JavaScript (`intent` coupon_apply / coupon_remove, `code`).
   * With JavaScript the handlers run instead.
   */
  formAction?: string;
  /** An error to show on first render, e.g. the server's answer to a plain form post. */
  initialError?: string;
}

/**
 * Discount code entry: Apply runs once at a time (a second
 * apply is ignored), its text gives way to a spinner while it runs, and it is
 * disabled when the code is blank or when the store's one-discount rule is
 * already met. Enter applies. Applied codes show as removable tags.
 */
export const CouponForm = ({
  onApply,
  onRemove,
  onSettled,
  appliedCoupons = [],
  oneDiscount = false,
  collapsible = false,
  defaultExpanded = false,
  notice,
  formAction,
  initialError,
}: CouponFormProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const id = useId();
  const [state, dispatch] = useReducer(couponFormReducer, {
    ...initialCouponFormState,
    error: initialError ?? null,
  });
  // Before hydration the form is a plain post: Apply must stay enabled, there is no state to check.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [expanded, setExpanded] = useState(defaultExpanded || !collapsible);
  const [removing, setRemoving] = useState<string | null>(null);
  const [externalNotice, setExternalNotice] = useState(notice ?? null);
  // The busy flag as a ref: two clicks in one frame both see the state before the first render.
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => setExternalNotice(notice ?? null), [notice]);

  const manualCode = appliedCoupons.find((coupon) => !coupon.automatic)?.code;
  const manualCouponApplied = manualCode !== undefined;
  // Why Apply is off under one_discount, said next to it rather than left to guesswork.
  const oneDiscountReason = oneDiscount && manualCode !== undefined ? manualCode : null;
  const disabled = hydrated && isApplyDisabled(state.code, { oneDiscount, manualCouponApplied });

  const apply = async () => {
    // A second apply while one runs is ignored; Enter applies only a non-blank code.
    if (busy.current || disabled) return;
    const code = state.code.trim();
    busy.current = true;
    dispatch({ type: 'apply' });
    let verified = false;
    try {
      const result = await onApply(code);
      verified = result.ok;
      if (!mounted.current) return;
      dispatch(
        result.ok ? { type: 'applied' } : { type: 'failed', message: result.message, reason: result.reason },
      );
    } catch (error) {
      if (mounted.current) {
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      busy.current = false;
      onSettled?.(verified);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply();
  };

  const remove = async (code: string) => {
    if (!onRemove) return;
    setRemoving(code);
    try {
      const result = await onRemove(code);
      if (!result.ok && mounted.current) dispatch({ type: 'showError', message: result.message });
    } finally {
      if (mounted.current) setRemoving(null);
    }
  };

  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const reasonId = `${id}-reason`;
  const describedBy = [state.error ? errorId : '', oneDiscountReason ? reasonId : '']
    .filter(Boolean)
    .join(' ');
  const panelId = `${id}-panel`;
  const shownNotice = state.notice ?? externalNotice;

  const panel = (
    <div id={panelId} className={styles.root} hidden={!expanded}>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        method={formAction ? 'post' : undefined}
        action={formAction ? localize(formAction) : undefined}
      >
        {formAction ? <input type="hidden" name="intent" value="coupon_apply" /> : null}
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{intl.formatMessage({ id: 'coupon.label' })}</label>
        </VisuallyHidden>
        <input
          id={inputId}
          className={styles.input}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'coupon.placeholder' })}
          value={state.code}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => dispatch({ type: 'edit', code: event.target.value })}
        />
        <span className={styles.applySlot}>
          <Button
            type="submit"
            variant="solid"
            tone="neutral"
            fullWidth
            loading={state.applying}
            disabled={disabled}
          >
            {/* The text is cleared while applying and back to "Apply" afterwards. */}
            {state.applying ? '' : intl.formatMessage({ id: 'coupon.apply' })}
          </Button>
        </span>
      </form>
      {oneDiscountReason ? (
        <div id={reasonId}>
          <InlineNotice live="off">
            {intl.formatMessage({ id: 'coupon.oneDiscount' }, { code: oneDiscountReason })}
          </InlineNotice>
        </div>
      ) : null}
      {state.error ? (
        <p id={errorId} className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
      {shownNotice ? (
        <InlineNotice
          tone="warning"
          onDismiss={() => {
            dispatch({ type: 'dismissNotice' });
            setExternalNotice(null);
          }}
        >
          {shownNotice}
        </InlineNotice>
      ) : null}
      {appliedCoupons.length > 0 ? (
        <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'coupon.applied' })}>
          {appliedCoupons.map((coupon) => (
            <li key={coupon.code} className={styles.tag}>
              <TagIcon />
              {coupon.code}
              {onRemove ? (
                <form
                  className={styles.tagForm}
                  method={formAction ? 'post' : undefined}
                  action={formAction ? localize(formAction) : undefined}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void remove(coupon.code);
                  }}
                >
                  {formAction ? <input type="hidden" name="intent" value="coupon_remove" /> : null}
                  <input type="hidden" name="code" value={coupon.code} />
                  <button
                    type="submit"
                    className={styles.tagRemove}
                    aria-label={intl.formatMessage({ id: 'coupon.remove' }, { code: coupon.code })}
                    disabled={removing === coupon.code}
                  >
                    <CloseIcon />
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  if (!collapsible) return panel;
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={styles.disclosureLabel}>
          <TagIcon />
          {intl.formatMessage({ id: 'coupon.toggle' })}
        </span>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      {panel}
    </div>
  );
};
