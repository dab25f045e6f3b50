import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_LENGTH, SearchBox, SearchDialog, type SearchSuggestion } from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

const suggestions: SearchSuggestion[] = [
  { id: '1', label: 'Linen shirt', url: '/products/linen-shirt', detail: '$48.00' },
  { id: '2', label: 'Linen trousers', url: '/products/linen-trousers' },
];

describe('<SearchBox />', () => {
  it('is a GET form to /search with the query in q', () => {
    renderWithTheme(<SearchBox defaultQuery="linen" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(new FormData(form).get('q')).toBe('linen');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('accepts at most 255 characters', () => {
    renderWithTheme(<SearchBox />);
    expect(SEARCH_MAX_LENGTH).toBe(255);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxLength', '255');
  });

  it('reports each change of the query', async () => {
    const onQueryChange = vi.fn();
    const { user } = renderWithTheme(<SearchBox onQueryChange={onQueryChange} />);
    await user.type(screen.getByRole('searchbox'), 'tee');
    expect(onQueryChange).toHaveBeenLastCalledWith('tee');
  });

  it('becomes a combobox whose suggestions are picked with the arrow keys and Enter', async () => {
    const onSuggestionSelect = vi.fn();
    const { user } = renderWithTheme(
      <SearchBox suggestions={suggestions} onSuggestionSelect={onSuggestionSelect} />,
    );
    const field = screen.getByRole('combobox', { name: 'Search' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'lin');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole(
      'option',
    );
    expect(options).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSuggestionSelect).toHaveBeenCalledWith(suggestions[0]);
  });

  it('closes the suggestions with Esc and picks one with a click', async () => {
    const onSuggestionSelect = vi.fn();
    const { user } = renderWithTheme(
      <SearchBox suggestions={suggestions} onSuggestionSelect={onSuggestionSelect} />,
    );
    const field = screen.getByRole('combobox');
    await user.type(field, 'lin');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'e');
    await user.click(screen.getByRole('option', { name: /Linen trousers/ }));
    expect(onSuggestionSelect).toHaveBeenCalledWith(suggestions[1]);
  });
});

describe('<SearchDialog />', () => {
  it('opens from its trigger with focus in the field, shows results and closes with Esc', async () => {
    const { user } = renderWithTheme(
      <SearchDialog trigger={<button type="button">Open search</button>}>
        <p>Popular: linen shirts</p>
      </SearchDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    expect(within(dialog).getByText('Popular: linen shirts')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('closes only the suggestion list on the first Esc', async () => {
    const { user } = renderWithTheme(<SearchDialog defaultOpen suggestions={suggestions} />);
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(field, 'lin');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
