import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard, type ProductCardProps, visuallyHidden } from '../../components';
import type { CatalogVariant } from '../../lib/catalog';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const variant = (id: string, size: string, buyable = true): CatalogVariant => ({
  id,
  attrs: { Size: size },
  buyable,
});
const base: ProductCardProps = {
  productId: 'p1',
  title: 'Organic cotton crew tee',
  href: '/products/crew-tee',
  price: 2400,
  currency: 'USD',
  image: { src: '/media/product/tee_navy_1.png', width: 1200, height: 1500 },
  variants: [variant('v1', 'M')],
};
const sized: Partial<ProductCardProps> = {
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [variant('vs', 'S', false), variant('vm', 'M'), variant('vl', 'L')],
};

const setViewport = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setViewport(1024));

describe('<ProductCard />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<ProductCard {...base} />, { theme });
    expect(screen.getByRole('article', { name: 'Organic cotton crew tee' })).toBeInTheDocument();
  });

  describe('accessibility', () => {
    it('is one link to the product page, named by the title', () => {
      renderWithTheme(<ProductCard {...base} />);
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName('Organic cotton crew tee');
      expect(links[0]).toHaveAttribute('href', '/products/crew-tee');
    });

    it('keeps the card image out of the accessible name (the title names the link)', () => {
      const { container } = renderWithTheme(<ProductCard {...base} />);
      expect(container.querySelector('img')).toHaveAttribute('alt', '');
    });
  });

  describe('title style', () => {
    it('clamps a visible title by default', () => {
      renderWithTheme(<ProductCard {...base} />);
      expect(screen.getByRole('heading', { name: 'Organic cotton crew tee' })).toBeVisible();
    });

    it('hides the title with title style 0 but keeps it as the link name', () => {
      renderWithTheme(<ProductCard {...base} titleStyle={0} />);
      const link = screen.getByRole('link', { name: 'Organic cotton crew tee' });
      // Clipped by VisuallyHidden, not removed: still the link's name.
      expect(link.parentElement).toHaveClass(visuallyHidden);
    });
  });

  describe('discount tag', () => {
    it('shows the rounded percentage when the discount is above 1 %', () => {
      renderWithTheme(<ProductCard {...base} price={3900} regularPrice={5200} />);
      expect(screen.getByText('25% off')).toBeInTheDocument();
      expect(screen.getByText('-25%')).toBeInTheDocument();
    });

    it('shows no tag at 1 % or without a regular price', () => {
      const { rerender } = renderWithTheme(<ProductCard {...base} price={9900} regularPrice={10000} />);
      expect(screen.queryByText(/% off/)).toBeNull();
      rerender(<ProductCard {...base} price={9900} />);
      expect(screen.queryByText(/% off/)).toBeNull();
    });
  });

  describe('sold out', () => {
    it('shows a disabled sold-out button when all variants are disabled', () => {
      renderWithTheme(
        <ProductCard
          {...base}
          {...sized}
          variants={sized.variants?.map((v) => ({ ...v, buyable: false }))}
        />,
      );
      expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    });

    it('is buyable while one variant is', () => {
      renderWithTheme(<ProductCard {...base} {...sized} buyButtonType="add" />);
      expect(screen.queryByRole('button', { name: 'Sold out' })).toBeNull();
    });
  });

  describe('buy button types', () => {
    it('popup opens the quick view', async () => {
      const onQuickView = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard {...base} buyButtonType="popup" onQuickView={onQuickView} />,
      );
      await user.click(screen.getByRole('button', { name: 'Choose options' }));
      expect(onQuickView).toHaveBeenCalledWith('p1');
    });

    it('link leaves the product page to the one card link (no extra button)', () => {
      renderWithTheme(<ProductCard {...base} buyButtonType="link" />);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getAllByRole('link')).toHaveLength(1);
    });

    it('add adds a single-variant product directly', async () => {
      const onAdd = vi.fn();
      const { user } = renderWithTheme(<ProductCard {...base} buyButtonType="add" onAdd={onAdd} />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onAdd).toHaveBeenCalledWith('v1', 'p1');
    });

    it('add adds a product without variants with a null variant', async () => {
      const onAdd = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard {...base} variants={[]} buyButtonType="add" onAdd={onAdd} />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onAdd).toHaveBeenCalledWith(null, 'p1');
    });

    it('default goes to the product page when there is more than one variant', () => {
      renderWithTheme(<ProductCard {...base} {...sized} buyButtonType="default" />);
      expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
      expect(screen.getByText('Choose options')).toBeInTheDocument();
    });

    it('default adds when there is one variant', async () => {
      const onAdd = vi.fn();
      const { user } = renderWithTheme(<ProductCard {...base} onAdd={onAdd} />);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onAdd).toHaveBeenCalledWith('v1', 'p1');
    });
  });

  describe('option picker', () => {
    it('expands an inline picker first and adds the picked variant', async () => {
      const onAdd = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard {...base} {...sized} buyButtonType="add" onAdd={onAdd} />,
      );
      const toggle = screen.getByRole('button', { name: 'Add to cart' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const picker = screen.getByRole('region', { name: 'Organic cotton crew tee' });
      await user.click(within(picker).getByRole('radio', { name: 'L' }));
      await user.click(within(picker).getByRole('button', { name: 'Add to cart' }));
      expect(onAdd).toHaveBeenCalledWith('vl', 'p1');
    });

    it('cannot add a sold-out pick', async () => {
      const onAdd = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard {...base} {...sized} buyButtonType="add" onAdd={onAdd} />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      const picker = screen.getByRole('region', { name: 'Organic cotton crew tee' });
      await user.click(within(picker).getByRole('radio', { name: 'S, SOLD OUT' }));
      expect(within(picker).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    });

    it('asks the page for a popup picker under 768 px when the theme wants one', async () => {
      setViewport(375);
      const onOptionPickerRequest = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard
          {...base}
          {...sized}
          buyButtonType="add"
          mobileOptionPickerPopup
          onOptionPickerRequest={onOptionPickerRequest}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onOptionPickerRequest).toHaveBeenCalledWith('p1');
      expect(screen.queryByRole('region')).toBeNull();
    });

    it('expands inline from 768 px even when the theme wants a popup on mobile', async () => {
      setViewport(768);
      const onOptionPickerRequest = vi.fn();
      const { user } = renderWithTheme(
        <ProductCard
          {...base}
          {...sized}
          buyButtonType="add"
          mobileOptionPickerPopup
          onOptionPickerRequest={onOptionPickerRequest}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(onOptionPickerRequest).not.toHaveBeenCalled();
      expect(screen.getByRole('region', { name: 'Organic cotton crew tee' })).toBeInTheDocument();
    });
  });

  describe('images', () => {
    it('adds the second gallery image only with show_second_img', () => {
      const second = { src: '/media/product/tee_navy_2.png', width: 1200, height: 1500 };
      const { container, rerender } = renderWithTheme(<ProductCard {...base} secondImage={second} />);
      expect(container.querySelectorAll('img')).toHaveLength(1);
      rerender(<ProductCard {...base} secondImage={second} animation="show_second_img" />);
      const images = container.querySelectorAll('img');
      expect(images).toHaveLength(2);
      expect(images[1]).toHaveAttribute('src', '/media/product/tee_navy_2.png');
    });

    it('falls back to the default image when the card image fails', () => {
      const { container } = renderWithTheme(
        <ProductCard {...base} fallbackSrc="/media/default/fallback.png" />,
      );
      const image = container.querySelector('img') as HTMLImageElement;
      fireEvent.error(image);
      expect(image).toHaveAttribute('src', '/media/default/fallback.png');
      expect(image).not.toHaveAttribute('srcset');
    });
  });

  it('fills tag placeholders from the card prices and stock', () => {
    renderWithTheme(
      <ProductCard
        {...base}
        price={3900}
        regularPrice={5200}
        stock={3}
        tags={[
          { id: 'a', text: 'Save {SAVE_AMOUNT}' },
          { id: 'b', text: 'Only {STOCK} left', position: 'bottomLeft' },
        ]}
      />,
    );
    // The saving is a money element inside the badge's text (the currency selector converts it).
    const saving = screen.getByText('$13.00').closest('[data-money]');
    expect(saving).toHaveAttribute('data-money', '1300');
    expect(saving?.parentElement).toHaveTextContent(/^Save \$13\.00$/);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it('shows the rating out of 5 when rated, and nothing when not', () => {
    const { rerender } = renderWithTheme(<ProductCard {...base} rating={4.3} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    rerender(<ProductCard {...base} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('toggles the wishlist heart for the product', async () => {
    const onWishlistToggle = vi.fn();
    const { user } = renderWithTheme(
      <ProductCard {...base} onWishlistToggle={onWishlistToggle} wishlisted />,
    );
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onWishlistToggle).toHaveBeenCalledWith('p1');
  });

  it('previews the picked palette option image on the card', async () => {
    const { user, container } = renderWithTheme(
      <ProductCard
        {...base}
        palette={{
          name: 'Colour',
          paletteType: 'autoImage',
          options: [
            { value: 'Navy', config: { defaultImageSrc: '/media/product/tee_navy_1.png' } },
            { value: 'Sand', config: { defaultImageSrc: '/media/product/tee_burlywood_1.png' } },
          ],
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sand' }));
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/product/tee_burlywood_1.png');
  });
});
