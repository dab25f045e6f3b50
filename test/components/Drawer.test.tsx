import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, Drawer, drawerWidths } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<Drawer />', () => {
  it.each(themeNames)('renders open in the %s theme', async (theme) => {
    renderWithTheme(
      <Drawer title="Menu" defaultOpen>
        Links
      </Drawer>,
      { theme },
    );
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveTextContent('Links');
  });

  it('slides in from the left by default and from the right when asked', async () => {
    const { unmount } = renderWithTheme(
      <Drawer title="Menu" defaultOpen>
        Links
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-side', 'left');
    unmount();
    renderWithTheme(
      <Drawer title="Cart" side="right" width="wide" defaultOpen>
        Lines
      </Drawer>,
    );
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toHaveAttribute('data-side', 'right');
  });

  it('is 300 wide for the mobile menu', () => {
    expect(drawerWidths.menu).toBe(300);
  });

  it('opens from its trigger, takes focus and closes on Esc and on the close button', async () => {
    const { user } = renderWithTheme(
      <Drawer title="Menu" trigger={<Button>Open menu</Button>}>
        <a href="/account">My Account</a>
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
