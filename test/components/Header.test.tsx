import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';
import { storeMenu } from './navFixtures';

const renderHeader = (props: Partial<HeaderProps> = {}) =>
  renderWithTheme(
    <Header
      storeName="Maison Vitrine"
      menu={storeMenu}
      cartButton={<button type="button">Cart</button>}
      {...props}
    />,
  );

/** Scrolls the window and lets the 300 ms throttle window pass. */
const scrollTo = (y: number, wait = 300) => {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(wait);
  });
};

beforeEach(() => {
  window.scrollY = 0;
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A stand-in for the store's currency selector. */
const Picker = ({ hideLabel }: { hideLabel?: boolean }) => (
  <label>
    <span data-hidden-label={hideLabel ? 'yes' : 'no'}>Currency</span>
    <select>
      <option>USD</option>
    </select>
  </label>
);

describe('<Header />', () => {
  it('places the currency selector among the actions only with currencyInHeader, its label hidden', async () => {
    const { unmount } = renderHeader({ currencySelector: Picker });
    // Without the header placement it is only in the mobile drawer, which is not open.
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    unmount();
    const { container } = renderHeader({ currencySelector: Picker, currencyInHeader: true });
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(container.querySelector('[data-hidden-label]')).toHaveAttribute('data-hidden-label', 'yes');
    // Beside the search and cart buttons, not in the menu.
    expect(select.closest('nav')).toBeNull();
    expect(
      within(select.closest('div')!.parentElement!).getByRole('button', { name: 'Cart' }),
    ).toBeInTheDocument();
  });

  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Header storeName="Maison Vitrine" menu={storeMenu} />, { theme });
    expect(screen.getByRole('link', { name: 'Maison Vitrine' })).toHaveAttribute('href', '/');
  });

  it('shows the cart button slot, search and the account link', () => {
    renderHeader({ loggedIn: true });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });

  it('links guests to log in and hides the account link in guest-only stores', () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    unmount();
    renderHeader({ memberConfig: 'guest' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('drops nested children down from a disclosure button, closing on Esc with focus back', async () => {
    const { user } = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const women = within(nav).getByRole('button', { name: 'Women' });
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Dresses' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Shop all Women' })).toHaveAttribute(
      'href',
      '/collections/women',
    );
    await user.click(within(nav).getByRole('link', { name: 'Dresses' }));
    await user.keyboard('{Escape}');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveFocus();
  });

  it('keeps one dropdown open at a time and closes it on an outside click', async () => {
    const { user } = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('button', { name: 'Women' }));
    await user.click(within(nav).getByRole('button', { name: 'Home' }));
    expect(within(nav).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Lamps' })).toBeVisible();
    await user.click(document.body);
    expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown when the viewport crosses 768 px, after the 200 ms debounce', () => {
    vi.useFakeTimers();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const women = within(nav).getByRole('button', { name: 'Women' });
    fireEvent.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.innerWidth = 1100;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(200);
    });
    expect(women).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(women).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the search dialog from the search button', async () => {
    const { user } = renderHeader({ searchResults: <p>Trending: linen</p> });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    expect(within(dialog).getByText('Trending: linen')).toBeInTheDocument();
  });

  it('loads the search dialog on first use, then hands focus back to the search button on close', async () => {
    const { user } = renderHeader();
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Search' });
    // Before its code loads the button already says what it opens.
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('opens the mobile drawer from the menu button', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Journal' })).toBeInTheDocument();
  });

  describe('floating', () => {
    it('hides while scrolling down and returns on the way up', () => {
      vi.useFakeTimers();
      renderHeader({ visibility: 'float' });
      const banner = screen.getByRole('banner');
      expect(banner).toHaveAttribute('data-hidden', 'false');
      scrollTo(600);
      expect(banner).toHaveAttribute('data-hidden', 'true');
      scrollTo(590);
      // 10 px up is under the 20 px threshold away from the top.
      expect(banner).toHaveAttribute('data-hidden', 'true');
      scrollTo(570);
      expect(banner).toHaveAttribute('data-hidden', 'false');
    });

    it('reacts to a 1 px move near the top (under 150 px)', () => {
      vi.useFakeTimers();
      renderHeader({ visibility: 'float' });
      const banner = screen.getByRole('banner');
      scrollTo(120);
      expect(banner).toHaveAttribute('data-hidden', 'true');
      scrollTo(119);
      expect(banner).toHaveAttribute('data-hidden', 'false');
    });

    it('handles scroll at most every 300 ms, keeping the last position', () => {
      vi.useFakeTimers();
      renderHeader({ visibility: 'float' });
      const banner = screen.getByRole('banner');
      scrollTo(600, 0);
      expect(banner).toHaveAttribute('data-hidden', 'true');
      scrollTo(300, 299);
      expect(banner).toHaveAttribute('data-hidden', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(banner).toHaveAttribute('data-hidden', 'false');
    });

    it('records the nav and notice heights on scroll and reserves them as a fixed height', () => {
      vi.useFakeTimers();
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.textContent === 'Free shipping over $75' ? 36 : 72;
      });
      const onHeightsChange = vi.fn();
      renderHeader({ visibility: 'float', announcement: 'Free shipping over $75', onHeightsChange });
      expect(onHeightsChange).toHaveBeenLastCalledWith({ nav: 72, notice: 36 });
      expect(screen.getByRole('banner').parentElement?.getAttribute('style')).toContain('108px');
      scrollTo(400);
      expect(onHeightsChange).toHaveBeenCalledTimes(1);
    });
  });

  describe('static', () => {
    it('never hides and reserves no fixed height', () => {
      vi.useFakeTimers();
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
      renderHeader({ visibility: 'static' });
      const banner = screen.getByRole('banner');
      scrollTo(900);
      expect(banner).not.toHaveAttribute('data-hidden');
      expect(banner.parentElement).not.toHaveAttribute('style');
    });
  });

  it('shows a hidden floating header again when focus moves into it', () => {
    vi.useFakeTimers();
    renderHeader({ visibility: 'float' });
    const banner = screen.getByRole('banner');
    scrollTo(800);
    expect(banner).toHaveAttribute('data-hidden', 'true');
    act(() => within(banner).getByRole('button', { name: 'Cart' }).focus());
    expect(banner).toHaveAttribute('data-hidden', 'false');
  });
});
