import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscountTips } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<DiscountTips />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(
      <DiscountTips
        name="Bundle & save"
        discount={600}
        currency="USD"
        tips={[{ kind: 'saved', discountType: 'bulk_discount', amount: 600 }]}
      />,
      { theme },
    );
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent === 'You saved $6.00',
      ),
    ).toBeInTheDocument();
  });

  it("writes the tips' amounts as money the currency selector converts, inside the cart's amounts", () => {
    const { container } = renderWithTheme(
      <DiscountTips
        currency="USD"
        tips={[
          { kind: 'add_amount', discountType: 'bulk_discount', amount: 2500, value: 500, valueType: 'flat' },
        ]}
      />,
    );
    const money = [...container.querySelectorAll('li [data-money]')];
    expect(money.map((element) => [element.getAttribute('data-money'), element.textContent])).toEqual([
      ['2500', '$25.00'],
      ['500', '$5.00'],
    ]);
    // cart_display off keeps everything under [data-cart-amounts] in the store currency.
    expect(money.every((element) => element.closest('[data-cart-amounts]'))).toBe(true);
  });

  it('shows the group name, its saving and each tip worded', () => {
    renderWithTheme(
      <DiscountTips
        name="Lens step deal"
        discount={1600}
        currency="USD"
        tips={[
          {
            kind: 'add_quantity',
            discountType: 'step_discount',
            quantity: 1,
            nth: 3,
            value: 50,
            valueType: 'percentage',
          },
          { kind: 'top_tier_reached', discountType: 'bulk_discount', value: 20, valueType: 'percentage' },
        ]}
      />,
    );
    expect(screen.getByText('Lens step deal')).toBeInTheDocument();
    // The minus sits outside the amount's convertible price span, so the saving reads as one text.
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent === '−$16.00' && element.tagName === 'SPAN' && element.hasAttribute('dir'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Add 1 more: every 3rd item is 50% off')).toBeInTheDocument();
    expect(screen.getByText("You've reached the top discount: 20% off")).toBeInTheDocument();
  });

  it('offers "Choose gift" on an earned gift only when the picker can open', async () => {
    const tip = {
      kind: 'gift_available',
      discountType: 'buy_x_get_y_discount',
      quantity: 1,
      value: 0,
      valueType: 'free',
    } as const;
    const { unmount } = renderWithTheme(<DiscountTips currency="USD" tips={[tip]} />);
    expect(screen.queryByRole('button', { name: 'Choose gift' })).toBeNull();
    unmount();
    const onChooseGift = vi.fn();
    const { user } = renderWithTheme(
      <DiscountTips currency="USD" tips={[tip]} onChooseGift={onChooseGift} />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose gift' }));
    expect(onChooseGift).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a name or tips', () => {
    const { container } = renderWithTheme(<DiscountTips currency="USD" tips={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
