import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput, type QuantityInputProps } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

/** A parent that owns the quantity, as the cart page does. */
const Controlled = () => {
  const [value, setValue] = useState(2);
  return (
    <>
      <QuantityInput value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue(9)}>
        Set nine
      </button>
    </>
  );
};

const setup = (props: QuantityInputProps = {}) => {
  const onChange = vi.fn();
  const onInvalidNumber = vi.fn();
  const onEnter = vi.fn();
  const view = renderWithTheme(
    <QuantityInput onChange={onChange} onInvalidNumber={onInvalidNumber} onEnter={onEnter} {...props} />,
  );
  const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
  /** Replaces the field's text and commits it with Tab (blur). */
  const enter = async (text: string) => {
    await view.user.clear(input);
    if (text) await view.user.type(input, text);
    await view.user.tab();
  };
  return { ...view, input, enter, onChange, onInvalidNumber, onEnter };
};

describe('<QuantityInput />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<QuantityInput />, { theme });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });

  it('starts at the minimum, 1 by default and 0 for cart lines', () => {
    const { unmount } = renderWithTheme(<QuantityInput />);
    expect(screen.getByRole('spinbutton')).toHaveValue('1');
    unmount();
    renderWithTheme(<QuantityInput min={0} />);
    expect(screen.getByRole('spinbutton')).toHaveValue('0');
  });

  it('blocks paste', () => {
    const { input } = setup();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    input.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it('leaves the value alone when the shopper tries to paste', async () => {
    const { input, user, onChange } = setup();
    input.focus();
    await user.paste('42');
    expect(input).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('strips non-numeric characters as you type', async () => {
    const { input, user } = setup();
    await user.clear(input);
    await user.type(input, '1a2-b');
    expect(input).toHaveValue('12');
  });

  it('rounds to an integer on commit', async () => {
    const { input, enter, onChange } = setup();
    await enter('2.6');
    expect(input).toHaveValue('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('reverts to the previous value when the entry is above 100000', async () => {
    const { input, enter, onChange } = setup({ defaultValue: 4 });
    await enter('100001');
    expect(input).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reverts to the previous value when nothing numeric is left', async () => {
    const { input, enter } = setup({ defaultValue: 4 });
    await enter('');
    expect(input).toHaveValue('4');
  });

  it('clamps to the minimum and to a lower maximum', async () => {
    const { input, enter, onChange } = setup({ defaultValue: 3, max: 10 });
    await enter('0');
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await enter('25');
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('accepts 0 on cart lines (min 0), which removes the line', async () => {
    const { input, enter, onChange } = setup({ min: 0, defaultValue: 2 });
    await enter('0');
    expect(input).toHaveValue('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('publishes an invalid-number event above 100', async () => {
    const { enter, onInvalidNumber } = setup();
    await enter('100');
    expect(onInvalidNumber).not.toHaveBeenCalled();
    await enter('101');
    expect(onInvalidNumber).toHaveBeenCalledWith(101);
  });

  it('calls onEnter with the committed value when Enter is pressed', async () => {
    const { input, user, onEnter } = setup();
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(onEnter).toHaveBeenCalledWith(7);
  });

  it('steps with the − and + buttons and disables them at the bounds', async () => {
    const { input, user, onChange } = setup({ max: 2 });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();
    await user.click(increase);
    expect(input).toHaveValue('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(increase).toBeDisabled();
    expect(decrease).toBeEnabled();
  });

  it('steps with the arrow keys', async () => {
    const { input, user } = setup({ defaultValue: 5 });
    input.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input).toHaveValue('6');
  });

  it('exposes its bounds and value to assistive technology', () => {
    const { input } = setup({ min: 0, defaultValue: 3 });
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '100000');
    expect(input).toHaveAttribute('aria-valuenow', '3');
  });

  it('follows a controlled value', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Set nine' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('9');
  });

  it('posts its value under its name in a form', () => {
    renderWithTheme(
      <form aria-label="Add to cart">
        <QuantityInput name="quantity" defaultValue={3} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Add to cart' }) as HTMLFormElement;
    expect(new FormData(form).get('quantity')).toBe('3');
  });

  it('does not change while disabled', () => {
    renderWithTheme(<QuantityInput disabled />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('1');
  });
});
