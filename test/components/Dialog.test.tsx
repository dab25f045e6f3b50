import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Dialog, dialogWidths } from '../../components';
import { themeNames } from '../../themes';
import { zIndex } from '../../tokens/zIndex';
import { renderWithTheme } from '../helpers/renderWithTheme';

const CartDialog = ({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Your cart"
      width="cart"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      trigger={<Button>Open cart</Button>}
    >
      <p>Taxes and shipping are calculated at checkout.</p>
      <button type="button">Check out</button>
    </Dialog>
  );
};

const SearchDialog = () => {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Dialog title="Search" hideTitle defaultOpen initialFocusRef={ref}>
      <input ref={ref} aria-label="Search products" />
    </Dialog>
  );
};

const openDialog = async () => {
  const onOpenChange = vi.fn();
  const view = renderWithTheme(<CartDialog onOpenChange={onOpenChange} />);
  await view.user.click(screen.getByRole('button', { name: 'Open cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  return { ...view, dialog, onOpenChange };
};

describe('<Dialog />', () => {
  it.each(themeNames)('renders open in the %s theme', async (theme) => {
    renderWithTheme(
      <Dialog title="Search" defaultOpen>
        Find products
      </Dialog>,
      { theme },
    );
    expect(await screen.findByRole('dialog', { name: 'Search' })).toHaveTextContent('Find products');
  });

  it('opens from its trigger, named by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Taxes and shipping are calculated at checkout.');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  });

  it('moves focus inside when it opens', async () => {
    const { dialog } = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('focuses the panel itself, not the close button, when it opens', async () => {
    const { dialog } = await openDialog();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('focuses the element named by initialFocusRef', async () => {
    renderWithTheme(<SearchDialog />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveFocus());
  });

  it('keeps focus inside while tabbing', async () => {
    const { dialog, user } = await openDialog();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    const { user, onOpenChange } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });

  it('closes from the close button, which has an accessible name', async () => {
    const { user, onOpenChange } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click on the backdrop', async () => {
    const { user, dialog, onOpenChange } = await openDialog();
    const backdrop = dialog.previousElementSibling as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('does not close on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Taxes and shipping are calculated at checkout.'));
    expect(dialog).toBeInTheDocument();
  });

  it('keeps a visually hidden title as its accessible name', async () => {
    renderWithTheme(
      <Dialog title="Search the store" hideTitle defaultOpen>
        <input aria-label="Search" />
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Search the store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('hides the page behind it from assistive technology', async () => {
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Open cart' })).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and releases it on close', async () => {
    const { user } = await openDialog();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('uses the spec widths and the modal layer', () => {
    expect(dialogWidths.cart).toBe(760);
    expect(dialogWidths.search).toBe(600);
    expect(zIndex.modal).toBe(2000);
  });
});
