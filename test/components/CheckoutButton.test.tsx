import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutButton, type CheckoutButtonProps } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const setup = (props: Partial<CheckoutButtonProps> = {}) => {
  const onCheckout = vi.fn();
  renderWithTheme(<CheckoutButton href="/checkouts/abc" onCheckout={onCheckout} {...props} />);
  const link = () => screen.getByRole('link', { name: 'Check out' });
  // jsdom cannot navigate: keep the click's default action from logging "not implemented".
  const click = () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link(), event);
  };
  return { onCheckout, link, click };
};

describe('<CheckoutButton />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<CheckoutButton href="/checkouts/abc" />, { theme });
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkouts/abc');
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      window.addEventListener('click', preventNavigation);
    });
    afterEach(() => {
      vi.useRealTimers();
      window.removeEventListener('click', preventNavigation);
    });
    const preventNavigation = (event: Event) => event.preventDefault();

    it('runs checkout tracking on click', () => {
      const { click, onCheckout } = setup();
      click();
      expect(onCheckout).toHaveBeenCalledTimes(1);
    });

    it('stays dimmed and ignores clicks for 5 s in the popup cart', () => {
      const { click, link, onCheckout } = setup({ context: 'popup' });
      click();
      act(() => vi.advanceTimersByTime(0));
      expect(link()).toHaveAttribute('aria-disabled', 'true');
      expect(link()).not.toHaveAttribute('href');
      act(() => vi.advanceTimersByTime(4999));
      click();
      expect(onCheckout).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(link()).not.toHaveAttribute('aria-disabled');
      expect(link()).toHaveAttribute('href', '/checkouts/abc');
      click();
      expect(onCheckout).toHaveBeenCalledTimes(2);
    });

    it('locks for 3 s elsewhere', () => {
      const { click, link } = setup({ context: 'page' });
      click();
      act(() => vi.advanceTimersByTime(2999));
      expect(link()).toHaveAttribute('aria-disabled', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(link()).not.toHaveAttribute('aria-disabled');
    });

    it('takes an explicit lock time', () => {
      const { click, link } = setup({ lockMs: 1000 });
      click();
      act(() => vi.advanceTimersByTime(1000));
      expect(link()).not.toHaveAttribute('aria-disabled');
    });
  });
});
