import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartCountBadge } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

/** The badge as a shopper sees it: the visible text (the full count is only for screen readers). */
const visibleText = (container: HTMLElement) => container.querySelector('[aria-hidden]')?.textContent;

describe('<CartCountBadge />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<CartCountBadge count={2} />, { theme });
    expect(screen.getByText('2 items in cart')).toBeInTheDocument();
  });

  it('is hidden at 0 and below', () => {
    const { container, rerender } = renderWithTheme(<CartCountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CartCountBadge count={-1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count from 1 to 99 with a pluralised label', () => {
    const { container, rerender } = renderWithTheme(<CartCountBadge count={1} />);
    expect(visibleText(container)).toBe('1');
    expect(screen.getByText('1 item in cart')).toBeInTheDocument();
    rerender(<CartCountBadge count={99} />);
    expect(visibleText(container)).toBe('99');
    expect(screen.getByText('99 items in cart')).toBeInTheDocument();
  });

  it('shows 99+ above 99 while screen readers hear the full count', () => {
    const { container } = renderWithTheme(<CartCountBadge count={100} />);
    expect(visibleText(container)).toBe('99+');
    expect(screen.getByText('100 items in cart')).toBeInTheDocument();
  });

  it('wraps 99+ in brackets when bracketed (venue)', () => {
    const { container, rerender } = renderWithTheme(<CartCountBadge count={250} bracketed />);
    expect(visibleText(container)).toBe('(99+)');
    rerender(<CartCountBadge count={5} bracketed />);
    expect(visibleText(container)).toBe('5');
  });

  it('switches to the wide style only above 99', () => {
    const { container, rerender } = renderWithTheme(<CartCountBadge count={99} />);
    expect(container.firstElementChild).not.toHaveAttribute('data-wide');
    rerender(<CartCountBadge count={100} />);
    expect(container.firstElementChild).toHaveAttribute('data-wide', 'true');
  });

  it('rounds half items from paired lenses up', () => {
    const { container } = renderWithTheme(<CartCountBadge count={1.5} />);
    expect(visibleText(container)).toBe('2');
  });
});
