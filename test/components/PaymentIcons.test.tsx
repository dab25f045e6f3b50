import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PaymentBrand, PaymentIcons, paymentBrandNames } from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

const all = paymentBrandNames as PaymentBrand[];
const shown = () =>
  within(screen.getByRole('list', { name: 'Accepted payment methods' })).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
});

describe('<PaymentIcons />', () => {
  it.each([
    [340, 3],
    [390, 4],
    [600, 5],
    [900, 6],
    [1280, 8],
  ])('shows the icon count for %i px and the rest behind +N', (width, count) => {
    renderWithTheme(<PaymentIcons icons={all} viewportWidth={width} />);
    expect(shown()).toHaveLength(count);
    const rest = all.length - count;
    const more = screen.queryByRole('button', { name: `${rest} more payment methods` });
    if (rest > 0) expect(more).toHaveTextContent(`+${rest}`);
    else expect(more).toBeNull();
  });

  it('respects the merchant maximum, clamped to 2–8', () => {
    const { unmount } = renderWithTheme(<PaymentIcons icons={all} max={4} viewportWidth={1280} />);
    expect(shown()).toHaveLength(4);
    unmount();
    renderWithTheme(<PaymentIcons icons={all} max={1} viewportWidth={1280} />);
    expect(shown()).toHaveLength(2);
  });

  it('names every icon for screen readers', () => {
    renderWithTheme(<PaymentIcons icons={['visa', 'amex']} viewportWidth={1280} />);
    const [visa, amex] = shown();
    expect(within(visa!).getByText('Visa')).toBeInTheDocument();
    expect(within(amex!).getByText('American Express')).toBeInTheDocument();
  });

  it('lists the hidden icons in a popover opened from +N', async () => {
    const { user } = renderWithTheme(<PaymentIcons icons={all} viewportWidth={340} />);
    await user.click(screen.getByRole('button', { name: '5 more payment methods' }));
    const hidden = await screen.findByRole('list', { name: 'More payment methods' });
    const items = within(hidden).getAllByRole('listitem');
    const names = ['PayPal', 'Apple Pay', 'Google Pay', 'Klarna', 'Discover'];
    expect(items).toHaveLength(names.length);
    names.forEach((name, index) => {
      expect(within(items[index]!).getByText(name, { selector: 'span' })).toBeInTheDocument();
    });
  });

  it('follows the window width 200 ms after a resize', () => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    renderWithTheme(<PaymentIcons icons={all} />);
    expect(shown()).toHaveLength(8);
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(shown()).toHaveLength(8);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toHaveLength(4);
  });

  it('shows a store icon image for custom entries', () => {
    renderWithTheme(
      <PaymentIcons
        icons={[{ label: 'Store card', src: '/media/store-card.png' }, 'visa']}
        viewportWidth={1280}
      />,
    );
    expect(shown()[0]).toHaveTextContent('Store card');
  });
});
