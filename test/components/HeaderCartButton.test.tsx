import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderCartButton } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<HeaderCartButton />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<HeaderCartButton count={3} />, { theme });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('shows the count badge only above 0', () => {
    const { container, rerender } = renderWithTheme(<HeaderCartButton count={0} />);
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('0');
    rerender(<HeaderCartButton count={120} />);
    expect(container).toHaveTextContent('99+');
  });

  it('is named "Cart", with no badge, while the count is unknown', () => {
    const { container } = renderWithTheme(<HeaderCartButton count={null} />);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(container).not.toHaveTextContent(/\d/);
  });

  it('wraps the capped badge in brackets when asked (venue)', () => {
    const { container } = renderWithTheme(<HeaderCartButton count={120} bracketed />);
    expect(container).toHaveTextContent('(99+)');
  });

  it('shows a dot only when the count is above 0', () => {
    const { container, rerender } = renderWithTheme(<HeaderCartButton count={0} indicator="dot" />);
    const link = screen.getByRole('link');
    expect(link.querySelectorAll('span')).toHaveLength(0);
    rerender(<HeaderCartButton count={1} indicator="dot" />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' }).querySelectorAll('span')).toHaveLength(1);
    expect(container).not.toHaveTextContent('1');
  });

  it('rounds a half lens count up in its name', () => {
    renderWithTheme(<HeaderCartButton count={1.5} />);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('is a button that opens the popup cart when given onOpen', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithTheme(<HeaderCartButton count={2} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
