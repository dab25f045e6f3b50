import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const getHref = (page: number) => `/collections/all?page=${page}`;

/** The bar as a sighted shopper reads it, e.g. `‹ 1 … 9 [10] 11 … 20 ›`. */
const readBar = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const link = item.querySelector('a');
      if (!link) return item.textContent === '…' ? '…' : '·';
      if (link.getAttribute('rel') === 'prev') return '‹';
      if (link.getAttribute('rel') === 'next') return '›';
      return link.getAttribute('aria-current') === 'page' ? `[${link.textContent}]` : link.textContent;
    })
    .join(' ');

describe('<Pagination />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Pagination page={2} pageCount={5} getHref={getHref} />, { theme });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('shows first, current with neighbours, ellipses, last and both arrows', () => {
    renderWithTheme(<Pagination page={10} pageCount={20} getHref={getHref} />);
    expect(readBar()).toBe('‹ 1 … 9 [10] 11 … 20 ›');
  });

  it('marks only the current page with aria-current', () => {
    renderWithTheme(<Pagination page={3} pageCount={5} getHref={getHref} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('links every page through the page query parameter so it works without JavaScript', () => {
    renderWithTheme(<Pagination page={3} pageCount={5} getHref={getHref} />);
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/collections/all?page=5');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/collections/all?page=2',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/collections/all?page=4',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={5} getHref={getHref} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    rerender(<Pagination page={5} pageCount={5} getHref={getHref} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('calls onPageChange instead of following the link on a plain click', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithTheme(
      <Pagination page={3} pageCount={20} getHref={getHref} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('link', { name: 'Page 20' }));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[20], [4]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<Pagination page={1} pageCount={1} getHref={getHref} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the last page for a page number past the end', () => {
    renderWithTheme(<Pagination page={40} pageCount={6} getHref={getHref} />);
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });
});
