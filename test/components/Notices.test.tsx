import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlineNotice, noticesFromResponse, Toasts } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const Harness = ({ durationMs }: { durationMs?: number }) => {
  const [toasts, setToasts] = useState(() =>
    noticesFromResponse({ errors: ['Out of stock'], notices: ['Only 2 left'], success: ['Added to cart'] }),
  );
  return (
    <Toasts
      toasts={toasts}
      durationMs={durationMs}
      onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
    />
  );
};

describe('<Toasts />', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Harness />, { theme });
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
  });

  it('announces errors assertively and the rest politely', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    const polite = screen.getByRole('status');
    expect(polite).toHaveTextContent('Only 2 left');
    expect(polite).toHaveTextContent('Added to cart');
    expect(polite).toHaveAttribute('aria-live', 'polite');
  });

  it('dismisses itself after the duration', () => {
    renderWithTheme(<Harness durationMs={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderWithTheme(<Harness durationMs={5000} />);
    act(() => vi.advanceTimersByTime(3000));
    const toast = screen.getByText('Added to cart').closest('li') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('pauses while focus is inside', () => {
    renderWithTheme(<Harness durationMs={5000} />);
    const toast = screen.getByText('Only 2 left').closest('li') as HTMLElement;
    fireEvent.focus(toast.querySelector('button') as HTMLElement);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('closes from its dismiss button', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByText('Out of stock')).toBeNull();
  });
});

describe('<InlineNotice />', () => {
  it('is dismissible when given onDismiss', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <InlineNotice tone="warning" onDismiss={onDismiss}>
        Spend $20.00 more
      </InlineNotice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Spend $20.00 more');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts', () => {
    renderWithTheme(<InlineNotice tone="error">Payment failed</InlineNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });
});
