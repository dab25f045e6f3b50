import { describe, expect, it } from 'vitest';
import { couponFormReducer, initialCouponFormState, isApplyDisabled } from '../../../lib/cart';

const typed = (code: string) => couponFormReducer(initialCouponFormState, { type: 'edit', code });

describe('coupon form rules', () => {
  it('disables Apply for a blank or whitespace code', () => {
    const rules = { oneDiscount: false, manualCouponApplied: false };
    expect(isApplyDisabled('', rules)).toBe(true);
    expect(isApplyDisabled('   ', rules)).toBe(true);
    expect(isApplyDisabled('SAVE10', rules)).toBe(false);
  });

  it('disables Apply under one_discount only while a manual coupon is applied', () => {
    expect(isApplyDisabled('SAVE10', { oneDiscount: true, manualCouponApplied: true })).toBe(true);
    expect(isApplyDisabled('SAVE10', { oneDiscount: true, manualCouponApplied: false })).toBe(false);
    expect(isApplyDisabled('SAVE10', { oneDiscount: false, manualCouponApplied: true })).toBe(false);
  });

  it('sets the busy flag on apply and ignores a second apply while one runs', () => {
    const applying = couponFormReducer(typed('SAVE10'), { type: 'apply' });
    expect(applying.applying).toBe(true);
    expect(couponFormReducer(applying, { type: 'apply' })).toBe(applying);
  });

  it('never applies a blank code', () => {
    const blank = typed('  ');
    expect(couponFormReducer(blank, { type: 'apply' })).toBe(blank);
  });

  it('ends in verify true and clears the code on success', () => {
    const done = couponFormReducer(couponFormReducer(typed('SAVE10'), { type: 'apply' }), {
      type: 'applied',
    });
    expect(done).toMatchObject({ applying: false, verify: true, code: '', error: null });
  });

  it('ends in verify false and shows a 422 error under the field', () => {
    const failed = couponFormReducer(couponFormReducer(typed('NOPE'), { type: 'apply' }), {
      type: 'failed',
      message: 'This code did not match any active coupon. Was it entered correctly?',
    });
    expect(failed).toMatchObject({ applying: false, verify: false, code: 'NOPE' });
    expect(failed.error).toMatch(/did not match/);
  });

  it('shows the not-enough message as a dismissible notice, not an error', () => {
    const failed = couponFormReducer(couponFormReducer(typed('BIG50'), { type: 'apply' }), {
      type: 'failed',
      message: 'Spend $20.00 more to use BIG50',
      reason: 'notEnough',
    });
    expect(failed).toMatchObject({ verify: false, error: null, notice: 'Spend $20.00 more to use BIG50' });
    expect(couponFormReducer(failed, { type: 'dismissNotice' }).notice).toBeNull();
  });

  it('clears the code on a 400 failure', () => {
    const failed = couponFormReducer(couponFormReducer(typed('BAD'), { type: 'apply' }), {
      type: 'failed',
      message: 'Bad request',
      reason: 'cleared',
    });
    expect(failed.code).toBe('');
  });

  it('clears the error as soon as the shopper edits the code', () => {
    const failed = couponFormReducer(typed('NOPE'), { type: 'failed', message: 'No' });
    expect(couponFormReducer(failed, { type: 'edit', code: 'NOPE2' }).error).toBeNull();
  });
});
