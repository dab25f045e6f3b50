import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileDrawer, type MobileDrawerProps } from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';
import { storeMenu } from './navFixtures';

const open = (props: Partial<MobileDrawerProps> = {}) => {
  const view = renderWithTheme(<MobileDrawer menu={storeMenu} defaultOpen {...props} />);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  return { ...view, drawer };
};

describe('<MobileDrawer />', () => {
  it('collapses nested menus behind disclosure buttons', async () => {
    const { drawer, user } = open();
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/collections/women');
    const toggle = within(nav).getByRole('button', { name: 'Show Women submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Dresses' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Dresses' })).toBeVisible();
  });

  it('makes a null-link parent a button named by its title', async () => {
    const { drawer, user } = open();
    await user.click(within(drawer).getByRole('button', { name: 'Home' }));
    await user.click(within(drawer).getByRole('button', { name: 'Show Living submenu' }));
    expect(within(drawer).getByRole('link', { name: 'Lamps' })).toBeVisible();
  });

  it('opens the sections leading to the current page and marks it', () => {
    const { drawer } = open({ currentPath: '/collections/lamps' });
    expect(within(drawer).getByRole('link', { name: 'Lamps' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a log-in link to guests', () => {
    const { drawer } = open({ loggedIn: false });
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(within(drawer).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('offers the account link and a log-out POST form with _token when logged in', () => {
    const { drawer } = open({ loggedIn: true, logoutToken: 'csrf-123' });
    expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
    const logout = within(drawer).getByRole('button', { name: 'Log out' });
    const form = logout.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/logout');
    expect(new FormData(form).get('_token')).toBe('csrf-123');
  });

  it('hides every account link when the member config is guest', () => {
    const { drawer } = open({ loggedIn: true, memberConfig: 'guest' });
    expect(within(drawer).queryByRole('list', { name: 'Account' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the service email only when enabled and configured', () => {
    const { drawer, unmount } = open({
      serviceEmail: 'care@example.com',
      navConfig: { contactTitle: 'Need help?', showEmail: true },
    });
    expect(within(drawer).getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'care@example.com' })).toHaveAttribute(
      'href',
      'mailto:care@example.com',
    );
    unmount();
    const off = open({ serviceEmail: 'care@example.com', navConfig: { showEmail: false } });
    expect(within(off.drawer).queryByRole('link', { name: /care@example.com/ })).toBeNull();
    off.unmount();
    const missing = open({ navConfig: { showEmail: true } });
    expect(within(missing.drawer).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('shows the nav config image, text and link', () => {
    const { drawer } = open({
      navConfig: {
        image: { src: '/media/promo.webp', alt: 'Autumn knitwear' },
        imageLink: '/collections/knitwear',
        title: 'Autumn edit',
        description: 'Warm layers for cool days.',
        linkUrl: '/collections/autumn',
        linkTitle: 'Shop the edit',
      },
    });
    expect(within(drawer).getByRole('link', { name: 'Autumn knitwear' })).toHaveAttribute(
      'href',
      '/collections/knitwear',
    );
    expect(within(drawer).getByRole('heading', { name: 'Autumn edit' })).toBeInTheDocument();
    expect(within(drawer).getByText('Warm layers for cool days.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Shop the edit' })).toHaveAttribute(
      'href',
      '/collections/autumn',
    );
  });

  it('offers the language selector and the currency selector it is given, right after opening', async () => {
    const { drawer } = open({ currencySelector: () => <p>Currency picker</p> });
    expect(await within(drawer).findByText('Currency picker')).toBeVisible();
    expect(within(drawer).getByText('Language:', { exact: false })).toBeVisible();
  });

  it('has a search form and opens from its trigger', async () => {
    const { user } = renderWithTheme(
      <MobileDrawer menu={storeMenu} trigger={<button type="button">Open menu</button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('search')).toHaveAttribute('action', '/search');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
