import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<Price />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    const { container } = renderWithTheme(<Price amount={1999} currency="USD" />, { theme });
    expect(container).toHaveTextContent('$19.99');
  });

  it('shows a single price when not on sale', () => {
    const { container } = renderWithTheme(<Price amount={1999} regularAmount={1999} currency="USD" />);
    expect(container).toHaveTextContent(/^\$19\.99$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the sale price and the struck regular price, named for screen readers', () => {
    const { container } = renderWithTheme(<Price amount={1500} regularAmount={2500} currency="USD" />);
    expect(container).toHaveTextContent('Sale price $15.00Regular price $25.00');
    expect(container.querySelector('s')).toHaveTextContent('$25.00');
    expect(screen.getByText('Sale price')).toBeInTheDocument();
  });

  it('formats with the store’s currency rules', () => {
    const { container, rerender } = renderWithTheme(<Price amount={123456} currency="EUR" />);
    expect(container).toHaveTextContent('1.234,56 €');
    // JPY has no minor unit: the amount is in whole yen.
    rerender(<Price amount={123456} currency="JPY" />);
    expect(container).toHaveTextContent('¥123,456');
  });
});
