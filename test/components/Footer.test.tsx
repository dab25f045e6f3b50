import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const menus = [
  {
    id: 'shop',
    title: 'Shop',
    items: [
      { id: 'all', title: 'All products', url: '/collections/all' },
      { id: 'new', title: 'New in', url: '/collections/new' },
    ],
  },
  { id: 'help', title: 'Help', items: [{ id: 'track', title: 'Track your order', url: '/tracking' }] },
];

describe('<Footer />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Footer storeName="Maison Vitrine" year={2026} />, { theme });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Maison Vitrine');
  });

  it('shows each menu as a named column of links', () => {
    renderWithTheme(<Footer storeName="Maison Vitrine" year={2026} menus={menus} />);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
    expect(within(screen.getByRole('navigation', { name: 'Help' })).getAllByRole('link')).toHaveLength(1);
  });

  it('places the newsletter, payment icons and selector slots', () => {
    renderWithTheme(
      <Footer
        storeName="Maison Vitrine"
        year={2026}
        newsletter={<form aria-label="Newsletter" />}
        paymentIcons={['visa', 'mastercard']}
        languageSelector={<button type="button">English</button>}
        currencySelector={<button type="button">USD</button>}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Accepted payment methods' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'USD' })).toBeInTheDocument();
  });

  it('leaves out the payment list when there are no icons', () => {
    renderWithTheme(<Footer storeName="Maison Vitrine" year={2026} paymentIcons={[]} />);
    expect(screen.queryByRole('list', { name: 'Accepted payment methods' })).toBeNull();
  });
});
