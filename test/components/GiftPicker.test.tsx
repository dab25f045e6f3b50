import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GiftPicker } from '../../components';
import { gifts } from '../../stories/components/cartFixtures';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<GiftPicker />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<GiftPicker open gifts={gifts} currency="USD" onAdd={() => {}} />, { theme });
    expect(screen.getByRole('dialog', { name: 'Choose your gift' })).toBeInTheDocument();
  });

  it('shows 12 gifts a page with a note asking to add the gift', () => {
    renderWithTheme(<GiftPicker open gifts={gifts} currency="USD" onAdd={() => {}} />);
    const list = screen.getByRole('list', { name: 'Gift products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Add your gift to the cart to claim it.')).toBeInTheDocument();
  });

  it('pages to the rest, without the gift that has options but no variants', async () => {
    const { user } = renderWithTheme(<GiftPicker open gifts={gifts} currency="USD" onAdd={() => {}} />);
    await user.click(screen.getByRole('link', { name: /page 2/i }));
    const list = screen.getByRole('list', { name: 'Gift products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Gift with options but no variants')).toBeNull();
  });

  it('adds a gift from its button', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithTheme(<GiftPicker open gifts={gifts} currency="USD" onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add Beeswax candle as your gift' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'gift-2' }));
  });

  it('shows an empty note when there are no gifts to pick', () => {
    renderWithTheme(<GiftPicker open gifts={gifts.slice(-1)} currency="USD" onAdd={() => {}} />);
    expect(screen.getByText('No gifts are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gift products' })).toBeNull();
  });
});
