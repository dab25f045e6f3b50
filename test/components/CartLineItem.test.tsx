import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartLineItem, type CartLineItemProps, DEFAULT_LINE_IMAGE } from '../../components';
import type { CartLineView } from '../../lib/cart';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const tee: CartLineView = {
  key: 'k1',
  title: 'Organic cotton tee',
  variantTitle: 'Navy / M',
  url: '/products/organic-cotton-tee',
  imageUrl: '/media/product/tee_navy-600.webp',
  quantity: 2,
  amount: 5000,
  regularAmount: 6000,
};

const setup = (line: Partial<CartLineView> = {}, props: Partial<CartLineItemProps> = {}) => {
  const onQuantityChange = vi.fn();
  const onRemove = vi.fn();
  const view = renderWithTheme(
    <CartLineItem
      line={{ ...tee, ...line }}
      currency="USD"
      onQuantityChange={onQuantityChange}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { ...view, onQuantityChange, onRemove };
};

describe('<CartLineItem />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<CartLineItem line={tee} currency="USD" />, { theme });
    expect(screen.getByRole('link', { name: 'Organic cotton tee' })).toHaveAttribute('href', tee.url);
    expect(screen.getByText('Navy / M')).toBeInTheDocument();
  });

  it('labels a percentage gift "N% off"', () => {
    setup({ gift: { valueType: 'percentage', value: 50 } });
    expect(screen.getByText('50% off')).toBeInTheDocument();
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('labels any other gift "Free"', () => {
    setup({ gift: { valueType: 'free' } });
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('acts on the whole store line from the paid part of a gift line, keeping its gift units', () => {
    const { onQuantityChange, onRemove } = setup({ lineKey: 'mug', key: 'mug', quantity: 1, heldUnits: 1 });
    fireEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onQuantityChange).toHaveBeenLastCalledWith('mug', 3);
    // Removing the paid part leaves the free unit in the cart.
    fireEvent.click(screen.getByRole('button', { name: `Remove ${tee.title}` }));
    expect(onQuantityChange).toHaveBeenLastCalledWith('mug', 1);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('posts the paid part with its held gift units and offers no remove on the gift part', () => {
    const { container, unmount } = setup({ key: 'mug', quantity: 1, heldUnits: 1 }, { formAction: '/cart' });
    expect(container.querySelector('input[name="held_units"]')).toHaveValue('1');
    unmount();
    setup({
      key: 'mug:gift',
      lineKey: 'mug',
      quantity: 1,
      gift: { valueType: 'free' },
      editable: false,
      removable: false,
    });
    expect(screen.getByRole('article', { name: `${tee.title}, Free` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${tee.title}` })).toBeNull();
    expect(screen.getByText('Qty 1')).toBeInTheDocument();
  });

  it('shows a Preview download link for a property value starting with http', () => {
    setup({
      properties: [
        { name: 'Engraving', value: 'For Sam' },
        { name: 'Artwork', value: 'https://files.example.com/u/art.png' },
      ],
    });
    const preview = screen.getByRole('link', { name: 'Preview Artwork' });
    expect(preview).toHaveAttribute('href', 'https://files.example.com/u/art.png');
    expect(preview).toHaveAttribute('download');
    expect(preview).toHaveTextContent('Preview');
    expect(screen.getByText('For Sam')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Engraving/ })).toBeNull();
  });

  it('shows paired-lens power with its L/R labels', () => {
    setup({ lensPower: { left: '-2.25', right: '-1.75' } });
    expect(screen.getByText('Power( L )')).toBeInTheDocument();
    expect(screen.getByText('-2.25')).toBeInTheDocument();
    expect(screen.getByText('Power( R )')).toBeInTheDocument();
  });

  it('reports a new quantity with the line key', async () => {
    const { user, onQuantityChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith('k1', 3);
  });

  it('removes the line when the quantity goes to 0 (cart min 0)', async () => {
    const { user, onQuantityChange, onRemove } = setup({ quantity: 1 });
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('removes the line from its remove button', async () => {
    const { user, onRemove } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove Organic cotton tee' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });

  it('locks its controls while busy', () => {
    setup({}, { busy: true });
    expect(screen.getByRole('button', { name: 'Remove Organic cotton tee' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity, Organic cotton tee' })).toBeDisabled();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });

  it('falls back to the default image when the image fails', () => {
    const { container } = setup();
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(tee.imageUrl);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_LINE_IMAGE);
  });

  it('shows a fixed quantity on a gift part that cannot be edited', () => {
    setup({ editable: false, quantity: 1, gift: { valueType: 'free' } });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('Qty 1')).toBeInTheDocument();
  });

  it('renders plain post forms with the line key when given a form action (works without JavaScript)', () => {
    renderWithTheme(<CartLineItem line={tee} currency="USD" formAction="/cart" />);
    const remove = screen.getByRole('button', { name: 'Remove Organic cotton tee' });
    expect(remove).toHaveAttribute('type', 'submit');
    const form = remove.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'remove', key: 'k1' });
    const quantityForm = screen.getByRole('spinbutton').closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(quantityForm))).toEqual({
      intent: 'update',
      key: 'k1',
      quantity: '2',
    });
    expect(within(quantityForm).getByRole('spinbutton')).toHaveAttribute('name', 'quantity');
  });
});
