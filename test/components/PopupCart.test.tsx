import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PopupCart, type PopupCartProps } from '../../components';
import {
  bundleGroup,
  count,
  giftGroup,
  hoodieLine,
  mugGiftLine,
  sneakerLine,
  teeLine,
  totals,
} from '../../stories/components/cartFixtures';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const lines = [teeLine, hoodieLine, sneakerLine, mugGiftLine];

const setup = (props: Partial<PopupCartProps> = {}) => {
  const onOpenChange = vi.fn();
  const view = renderWithTheme(
    <PopupCart
      open
      onOpenChange={onOpenChange}
      lines={lines}
      groups={[bundleGroup, giftGroup]}
      totals={totals(lines, 2400)}
      count={count(lines)}
      {...props}
    />,
  );
  return { ...view, onOpenChange };
};

describe('<PopupCart />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<PopupCart open lines={[teeLine]} totals={totals([teeLine])} count={2} />, { theme });
    expect(screen.getByRole('dialog', { name: 'Your cart (2)' })).toBeInTheDocument();
  });

  it('titles the dialog with the item count', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Your cart (5)' })).toBeInTheDocument();
  });

  it('shows the empty-cart message with a continue-shopping link to /collections/all', () => {
    renderWithTheme(<PopupCart open lines={[]} totals={totals([])} count={0} />);
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
    expect(within(dialog).queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('groups lines under their discount group with its tips', () => {
    setup();
    const bundle = screen.getByRole('region', { name: 'Bundle & save' });
    expect(within(bundle).getByText('Add 1 more to get 15% off')).toBeInTheDocument();
    // The amount is a money element of its own (the currency selector converts it).
    expect(
      within(bundle).getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent === 'You saved $6.00',
      ),
    ).toBeInTheDocument();
    expect(
      within(bundle)
        .getAllByRole('article')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual([teeLine.title, hoodieLine.title]);
    const gift = screen.getByRole('region', { name: 'Buy a sneaker, get a mug free' });
    expect(
      within(gift).getByText(
        (_, element) =>
          element?.tagName === 'SPAN' && element.textContent === 'Spend $12.00 more to get a free gift',
      ),
    ).toBeInTheDocument();
    expect(within(gift).getByText('Free')).toBeInTheDocument();
  });

  it('puts lines no group names after the groups', () => {
    setup({ groups: [giftGroup] });
    const titles = screen.getAllByRole('article').map((line) => line.getAttribute('aria-label'));
    expect(titles).toEqual([
      sneakerLine.title,
      `${mugGiftLine.title}, Free`,
      teeLine.title,
      hoodieLine.title,
    ]);
  });

  it('shows subtotal, discount and total rows, the taxes note and a checkout link', () => {
    setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('$271.00');
    expect(within(dialog).getByText('Discount').nextSibling).toHaveTextContent('−$24.00');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('$247.00');
    expect(within(dialog).getByText('Taxes and shipping calculated at checkout')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/checkouts?step=contact_information',
    );
  });

  it('locks the checkout button for 5 s in the popup cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onCheckout = vi.fn();
      setup({ onCheckout });
      const link = screen.getByRole('link', { name: 'Check out' });
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      expect(onCheckout).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(4000);
      // The dimmed state renders a task after the click (CheckoutButton), outside React's act.
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('aria-disabled', 'true'),
      );
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Check out' })).not.toHaveAttribute('aria-disabled'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the coupon entry behind a disclosure', async () => {
    const { user } = setup({ coupon: { onApply: async () => ({ ok: true }) } });
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  });

  it('has no coupon entry when the store shows it on no device', () => {
    setup({
      coupon: { onApply: async () => ({ ok: true }) },
      couponInput: { mobile: false, desktop: false },
    });
    expect(screen.queryByRole('button', { name: 'Have a discount code?' })).toBeNull();
  });

  it('shows the cart note and recommendations when given', () => {
    setup({ note: { value: '', onSave: async () => ({ ok: true }) }, recommendations: <p>Linen shirt</p> });
    expect(screen.getByRole('textbox', { name: 'Order note' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You may also like' })).toHaveTextContent('Linen shirt');
  });

  it('shows skeleton lines and no checkout while loading', () => {
    setup({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('passes quantity changes and removals up with the line key', async () => {
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    const { user } = setup({ onQuantityChange, onRemove });
    const hoodie = screen.getByRole('article', { name: hoodieLine.title });
    await user.click(within(hoodie).getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(hoodieLine.key, 2);
    await user.click(within(hoodie).getByRole('button', { name: 'Decrease quantity' }));
    expect(onRemove).toHaveBeenCalledWith(hoodieLine.key);
  });

  it('opens the gift picker from a gift tip', async () => {
    const onChooseGift = vi.fn();
    const { user } = setup({ onChooseGift });
    await user.click(screen.getByRole('button', { name: 'Choose gift' }));
    expect(onChooseGift).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const { user, onOpenChange } = setup();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('slides in as a drawer when asked', () => {
    setup({ variant: 'drawer' });
    expect(screen.getByRole('dialog', { name: 'Your cart (5)' })).toBeInTheDocument();
  });
});
