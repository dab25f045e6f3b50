import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CouponApplyResult, CouponForm, type CouponFormProps } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

/** An onApply whose promise the test settles by hand. */
const deferredApply = () => {
  let settle: (result: CouponApplyResult) => void = () => {};
  const onApply = vi.fn(
    () =>
      new Promise<CouponApplyResult>((resolve) => {
        settle = resolve;
      }),
  );
  return { onApply, settle: (result: CouponApplyResult) => act(async () => settle(result)) };
};

const setup = (props: Partial<CouponFormProps> = {}) => {
  const deferred = deferredApply();
  const onSettled = vi.fn();
  const view = renderWithTheme(<CouponForm onApply={deferred.onApply} onSettled={onSettled} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Discount code' });
  const applyButton = () => screen.getByRole('button', { name: /Apply|Loading/ });
  return { ...view, ...deferred, input, applyButton, onSettled };
};

describe('<CouponForm />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<CouponForm onApply={async () => ({ ok: true })} />, { theme });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('disables Apply while the code is blank', async () => {
    const { user, input, applyButton } = setup();
    expect(applyButton()).toBeDisabled();
    await user.type(input, '   ');
    expect(applyButton()).toBeDisabled();
    await user.type(input, 'SAVE10');
    expect(applyButton()).toBeEnabled();
  });

  it('disables Apply when one_discount is on and a manual coupon is applied', async () => {
    const { user, input, applyButton, unmount } = setup({
      oneDiscount: true,
      appliedCoupons: [{ code: 'WELCOME' }],
    });
    await user.type(input, 'SAVE10');
    expect(applyButton()).toBeDisabled();
    // The shopper is told why, next to the field.
    expect(input).toHaveAccessibleDescription(
      'Only one discount code can be used per order: remove WELCOME to use another.',
    );
    unmount();
    const again = setup({ oneDiscount: true, appliedCoupons: [{ code: 'AUTO5', automatic: true }] });
    await again.user.type(again.input, 'SAVE10');
    expect(again.applyButton()).toBeEnabled();
    expect(screen.queryByText(/Only one discount code/)).toBeNull();
  });

  it('clears the button text while applying and shows "Apply" again afterwards', async () => {
    const { user, input, applyButton, settle } = setup();
    await user.type(input, 'SAVE10');
    await user.click(applyButton());
    expect(applyButton()).not.toHaveTextContent('Apply');
    expect(applyButton()).toHaveAttribute('aria-busy', 'true');
    await settle({ ok: true });
    expect(applyButton()).toHaveTextContent('Apply');
    expect(applyButton()).not.toHaveAttribute('aria-busy');
  });

  it('ignores a second apply while one runs', async () => {
    const { user, input, applyButton, onApply, settle } = setup();
    await user.type(input, 'SAVE10');
    await user.click(applyButton());
    await user.click(applyButton());
    await user.type(input, '{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('SAVE10');
    await settle({ ok: true });
  });

  it('ends in verify true or false', async () => {
    const { user, input, applyButton, settle, onSettled } = setup();
    await user.type(input, 'SAVE10');
    await user.click(applyButton());
    await settle({ ok: true });
    expect(onSettled).toHaveBeenLastCalledWith(true);
    await user.type(input, 'NOPE');
    await user.click(applyButton());
    await settle({ ok: false, message: 'No such code' });
    expect(onSettled).toHaveBeenLastCalledWith(false);
  });

  it('applies with Enter when the code is not blank', async () => {
    const { user, input, onApply, settle } = setup();
    await user.type(input, '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    await user.type(input, ' save10 {Enter}');
    expect(onApply).toHaveBeenCalledWith('save10');
    await settle({ ok: true });
  });

  it('shows the first 422 error under the field and keeps the code', async () => {
    const { user, input, applyButton, settle } = setup();
    await user.type(input, 'NOPE');
    await user.click(applyButton());
    await settle({
      ok: false,
      message: 'This code did not match any active coupon. Was it entered correctly?',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('did not match any active coupon');
    expect(input).toHaveValue('NOPE');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the code after a 400 failure', async () => {
    const { user, input, applyButton, settle } = setup();
    await user.type(input, 'BAD');
    await user.click(applyButton());
    await settle({ ok: false, message: 'Bad request', reason: 'cleared' });
    expect(input).toHaveValue('');
  });

  it('shows a dismissible notice when the discount is not enough yet', async () => {
    const { user, input, applyButton, settle } = setup();
    await user.type(input, 'BIG50');
    await user.click(applyButton());
    await settle({ ok: false, message: 'Spend $20.00 more to use BIG50', reason: 'notEnough' });
    expect(screen.getByRole('status')).toHaveTextContent('Spend $20.00 more to use BIG50');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Spend $20.00 more to use BIG50')).toBeNull();
  });

  it('shows applied codes as removable tags', async () => {
    const onRemove = vi.fn(async () => ({ ok: true as const }));
    const { user } = setup({ appliedCoupons: [{ code: 'SAVE10' }, { code: 'FREESHIP' }], onRemove });
    const tags = screen.getByRole('list', { name: 'Applied discount codes' });
    expect(tags).toHaveTextContent('SAVE10');
    expect(tags).toHaveTextContent('FREESHIP');
    await user.click(screen.getByRole('button', { name: 'Remove discount code FREESHIP' }));
    expect(onRemove).toHaveBeenCalledWith('FREESHIP');
  });

  it('shows the server message when removing a code fails', async () => {
    const onRemove = vi.fn(async () => ({ ok: false as const, message: 'Could not remove SAVE10' }));
    const { user } = setup({ appliedCoupons: [{ code: 'SAVE10' }], onRemove });
    await user.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove SAVE10');
  });

  it('hides behind a "Have a discount code?" disclosure when collapsible', async () => {
    const { user } = renderWithTheme(<CouponForm onApply={async () => ({ ok: true })} collapsible />);
    const toggle = screen.getByRole('button', { name: 'Have a discount code?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  });
});
